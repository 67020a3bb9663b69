import AppKit

// An application delegate lives until exit: observers it adds in a method named for adding them (`addObservers()`,
// called as the app launches) are meant to run for the whole process. A screen adding observers the same way each
// time it appears is not such an object: still reported.

extension Notification.Name {
    static let dockReloadRequested = Notification.Name("DockReloadRequested")
}

final class DockAppDelegate: NSObject, NSApplicationDelegate {
    func applicationWillFinishLaunching(_ notification: Notification) {
        addObservers()
    }

    func addObservers() {
        DistributedNotificationCenter.default().addObserver(forName: .dockReloadRequested, object: nil, queue: nil, using: reload)
        NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.didWakeNotification, object: nil, queue: nil, using: wake)
    }

    func reload(_ note: Notification) {}
    func wake(_ note: Notification) {}
}

final class DockPanelController: NSViewController {
    override func viewWillAppear() {
        super.viewWillAppear()
        addReloadObserver()
    }

    func addReloadObserver() {
        DistributedNotificationCenter.default().addObserver(forName: .dockReloadRequested, object: nil, queue: nil) { [weak self] _ in // expect: notification_observer_discarded
            self?.view.needsDisplay = true
        }
    }

    func requestReload() {
        DistributedNotificationCenter.default().post(name: .dockReloadRequested, object: nil)
    }
}
