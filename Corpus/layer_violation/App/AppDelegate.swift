import UIKit

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("harbor.sessionDidExpire")
    static let profileDidChange = Notification.Name("harbor.profileDidChange")
}

/// Broadcasts app-wide events: a declared broadcaster, so its posts are fine.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
    }
}
