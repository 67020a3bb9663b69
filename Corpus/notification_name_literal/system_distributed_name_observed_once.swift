import AppKit
import Combine

// macOS posts these itself and the SDK has no constant for them: one spelling, observed once on the distributed
// center, has nothing to stay in step with. So has a system name the app posts there once for the system to hear.
enum ScreenLockWatcher {
    static var isLocked = false

    static func observe() {
        DistributedNotificationCenter.default().addObserver(self, selector: #selector(locked), name: NSNotification.Name("com.apple.screenIsLocked"), object: nil)
    }

    @objc private static func locked() { isLocked = true }
}

final class InterfaceThemeWatcher {
    private var cancellable: AnyCancellable?

    init() {
        cancellable = DistributedNotificationCenter.default()
            .publisher(for: Notification.Name("AppleInterfaceThemeChangedNotification"))
            .sink { _ in print("theme changed") }
    }
}

enum MenuBarHold {
    static func begin() {
        DistributedNotificationCenter.default().post(name: .init("com.apple.HIToolbox.beginMenuTrackingNotification"), object: nil)
    }

    // A name of the app's own, posted once for a helper outside the sources: still reported.
    static func wakeHelper() {
        DistributedNotificationCenter.default().post(name: .init("com.example.helper.wake"), object: nil) // expect: notification_name_literal
    }
}

// The app posts this one to its helper process too: two spellings to keep in step, reported.
final class HelperBridge {
    func announce() {
        DistributedNotificationCenter.default().post(name: Notification.Name("com.example.helper.reload"), object: nil) // expect: notification_name_literal
    }

    func listen() {
        DistributedNotificationCenter.default().addObserver(self, selector: #selector(reload), name: Notification.Name("com.example.helper.reload"), object: nil) // expect: notification_name_literal
    }

    @objc private func reload() {}
}
