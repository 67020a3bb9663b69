import UIKit

// Assigning the token to `_` (`_ =` or `let _ =`) discards it too.

/// Flushes caches under memory pressure and on significant time changes.
final class ThumbnailCachePurger {
    private let cache = NSCache<NSString, UIImage>()

    func start() {
        _ = NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { [weak self] _ in // expect: notification_observer_discarded
            self?.cache.removeAllObjects()
        }

        let _ = NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.cache.removeAllObjects()
        }
    }
}
