import Foundation

extension Notification.Name {
    static let refresh = Notification.Name("refresh")
}

final class FeedViewModel {
    func logout() {
        SessionStore.shared.user = ""
        NotificationCenter.default.post(name: .refresh, object: nil)
    }
}
