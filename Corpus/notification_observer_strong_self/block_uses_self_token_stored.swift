import UIKit

// Keeping the token does not help: deinit, where it would be removed, never runs while the block holds self.

final class LibraryDataManager {
    private var tokens: [NSObjectProtocol] = []
    private var isStale = false

    init() {
        let center = NotificationCenter.default
        tokens.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.reload()
        })
        tokens.append(center.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { [self] _ in // expect: notification_observer_strong_self
            isStale = true
        })
        tokens.append(center.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: nil, using: { _ in // expect: notification_observer_strong_self
            self.isStale = true
        }))
    }

    deinit {
        tokens.forEach(NotificationCenter.default.removeObserver)
    }

    func reload() {}
}
