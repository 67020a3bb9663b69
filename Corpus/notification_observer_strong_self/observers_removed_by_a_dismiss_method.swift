import AppKit

// A block observer whose token the type keeps and removes in a method of its own other than `deinit` (`dismiss()`,
// a window's `close()` override): the owner ends the observation itself, and the block lets go of self then. A type
// that removes tokens only in `deinit` never gets there while the block holds self.

extension Notification.Name {
    static let panelThemeChanged = Notification.Name("panelThemeChanged")
}

final class ThemeToastPanel: NSPanel {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        tokens.append(NotificationCenter.default.addObserver(forName: .panelThemeChanged, object: nil, queue: .main) { _ in
            self.reposition()
        })
    }

    override func close() {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
        tokens.removeAll()
        super.close()
    }

    private func reposition() {}
}

final class ThemeBadge {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        tokens.append(NotificationCenter.default.addObserver(forName: .panelThemeChanged, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.refresh()
        })
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    private func refresh() {}
}

final class ThemeSwitcher {
    func toggle() { NotificationCenter.default.post(name: .panelThemeChanged, object: nil) }
}
