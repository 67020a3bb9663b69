import Foundation

final class PhoneFeed {
    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: Notification.Name("FeedDidRefresh"), object: nil)
    }

    @objc func reload() {
        SyncService.shared.sync()
    }
}
