import UIKit

// A process-lifetime object's method named for subscribing or observing (`subscribeToThemeChanges()`, called from
// its launch callback through another helper) is its setup: the observer is meant to last the run. A method of
// another name may be called again and registers once more each time.
extension Notification.Name {
    static let porchThemeDidChange = Notification.Name("porchThemeDidChange")
}

@main
final class PorchAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        subscribeToNotifications()
        return true
    }

    func subscribeToNotifications() {
        subscribeToThemeChanges()
    }

    func refreshTheme() {
        NotificationCenter.default.addObserver(forName: .porchThemeDidChange, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.window?.tintColor = .systemBlue
        }
    }
}

extension PorchAppDelegate {
    func subscribeToThemeChanges() {
        NotificationCenter.default.addObserver(forName: .porchThemeDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.window?.backgroundColor = .systemBackground
        }
    }
}

final class PorchThemeService {
    func toggle() { NotificationCenter.default.post(name: .porchThemeDidChange, object: nil) }
}
