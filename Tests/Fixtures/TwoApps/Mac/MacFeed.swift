import Foundation

extension Notification.Name {
    static let feedDidRefresh = Notification.Name("FeedDidRefresh")
}

final class MacFeed {
    func refresh() {
        NotificationCenter.default.post(name: .feedDidRefresh, object: nil)
        SyncService.shared.sync()
    }
}
