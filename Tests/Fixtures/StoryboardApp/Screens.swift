import UIKit

extension Notification.Name {
    static let feedsChanged = Notification.Name("feedsChanged")
}

// The root of the launch storyboard's navigation controller: made once, shown for the window's whole life.
final class FeedScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .feedsChanged, object: nil, queue: .main) { _ in
            self.reload()
        }
    }

    func reload() { NotificationCenter.default.post(name: .feedsChanged, object: nil) }
}

// Pushed from the feed: comes and goes.
final class FeedDetailScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .feedsChanged, object: nil, queue: .main) { _ in
            self.reload()
        }
    }

    func reload() {}
}

// The initial screen of a storyboard the app does not launch with.
final class LegacyScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .feedsChanged, object: nil, queue: .main) { _ in
            self.reload()
        }
    }

    func reload() {}
}
