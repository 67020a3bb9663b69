import UIKit

// The selector-based `addObserver(_:selector:name:object:)` returns Void; the observer is
// removed with `removeObserver(self)`. Not this rule.

/// Refreshes the feed when the app comes back.
final class FeedForegroundRefresher: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: UIApplication.willEnterForegroundNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func refresh() {
        print("refreshing feed")
    }
}
