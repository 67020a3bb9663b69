import UIKit

// An app delegate lives for the whole run, but a scene-scoped helper created per window does not.

final class SceneThemeApplier {
    private var token: NSObjectProtocol?
    private var window: UIWindow?

    init(window: UIWindow) {
        self.window = window
        token = NotificationCenter.default.addObserver(forName: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.applyTheme()
        }
    }

    func applyTheme() {
        window?.tintColor = .systemBlue
    }
}

extension SceneThemeApplier {
    func observeContrast() {
        _ = NotificationCenter.default.addObserver(forName: UIAccessibility.invertColorsStatusDidChangeNotification, object: nil, queue: .main) { _ in // expect: notification_observer_discarded, notification_observer_strong_self
            self.applyTheme()
        }
    }
}
