import AppKit

// A type-level hub: its static setup runs once per process (a static flag guards it), so its observers are meant to
// live for the whole run.
enum WorkspaceEvents {
    private static var started = false
    static var frontmostPid: pid_t = 0

    static func observe() {
        guard !started else { return }
        started = true
        let center = NSWorkspace.shared.notificationCenter
        center.addObserver(forName: NSWorkspace.didActivateApplicationNotification, object: nil, queue: .main) { note in
            if let app = note.userInfo?[NSWorkspace.applicationUserInfoKey] as? NSRunningApplication {
                frontmostPid = app.processIdentifier
            }
        }
        configureSearchField()
    }

    private static func configureSearchField() {
        NotificationCenter.default.addObserver(forName: NSControl.textDidChangeNotification, object: nil, queue: .main) { _ in
            print("search changed")
        }
    }

    // No guard: every call registers once more.
    static func watchHiding() {
        NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.didHideApplicationNotification, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            print("hidden")
        }
    }
}
