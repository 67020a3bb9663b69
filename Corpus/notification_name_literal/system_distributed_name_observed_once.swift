import AppKit
import Combine

// macOS posts these itself and the SDK has no constant for them: one spelling, observed once on the distributed
// center, has nothing to stay in step with.
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
