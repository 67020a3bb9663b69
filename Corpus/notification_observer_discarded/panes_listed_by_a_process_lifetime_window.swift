import Cocoa

// A settings window the application delegate keeps for the whole run lists its panes in an array literal it assigns
// once: each pane lives as long as the window, and the observer it registers while it sets itself up is meant to
// last as long. The same pane made in passing, for a sheet that closes, would leave its registration behind.

class SettingsPane: NSView {}

final class AppearanceSettingsPane: SettingsPane {
    private let themeField = NSTextField()

    init() {
        super.init(frame: .zero)
        installObservers()
    }

    required init?(coder: NSCoder) { fatalError() }

    private func installObservers() {
        NotificationCenter.default.addObserver(forName: NSControl.textDidEndEditingNotification, object: themeField, queue: nil) { [weak self] _ in
            self?.themeChanged()
        }
    }

    func themeChanged() {}
}

final class ShortcutSettingsPane: SettingsPane {
    private let keyField = NSTextField()

    init() {
        super.init(frame: .zero)
        NotificationCenter.default.addObserver(forName: NSControl.textDidEndEditingNotification, object: keyField, queue: nil) { [weak self] _ in // expect: notification_observer_discarded
            self?.shortcutChanged()
        }
    }

    required init?(coder: NSCoder) { fatalError() }

    func shortcutChanged() {}
}

final class SettingsWindowController: NSObject {
    private let panes: [SettingsPane]

    override init() {
        self.panes = [
            AppearanceSettingsPane(),
            ShortcutSettingsPane(),
        ]
        super.init()
    }
}

final class ShortcutSheet {
    func show() {
        let pane = ShortcutSettingsPane()
        print(pane)
    }
}

@main
final class SettingsAppDelegate: NSObject, NSApplicationDelegate {
    private let settingsWindow = SettingsWindowController()
}
