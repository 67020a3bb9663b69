import UIKit

// A process-lifetime object that registers an observer while it sets itself up keeps it for the whole run on
// purpose: it is never freed, and nothing would ever remove the observer. A method that others may call again
// registers once more each time, so it stays reported, as does the same setup in an object made per screen.

final class FeedPageCache {
    static let shared = FeedPageCache()
    private var pages: [Int: Data] = [:]

    private init() {
        setupLifecycleObservers()
    }

    private func setupLifecycleObservers() {
        NotificationCenter.default.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.pages.removeAll()
        }
    }

    func startTrimmingOnWarnings() {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.pages.removeAll()
        }
    }
}

final class AudioRouteMonitor {
    static let shared = AudioRouteMonitor()
    private(set) var routeChanges = 0

    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.routeChanges += 1
        }
    }
}

final class ArticleReaderModel {
    private(set) var fontChanges = 0

    init() {
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.fontChanges += 1
        }
    }
}
