import AppKit

// Registrations that run once per process: a `static let` initializer, and the application delegate's setup method
// called at launch. A method of a screen called on every appearance is no setup.

final class GlyphCache {
    private var glyphs: [String: NSImage] = [:]

    func reset() { glyphs.removeAll() }

    static let shared: GlyphCache = {
        let cache = GlyphCache()
        NotificationCenter.default.addObserver(forName: NSFont.fontSetChangedNotification, object: nil, queue: .main) { _ in
            cache.reset()
        }
        return cache
    }()
}

final class MouseAppDelegate: NSObject, NSApplicationDelegate {
    private var sleeping = false

    func applicationDidFinishLaunching(_ notification: Notification) {
        setupNotifications()
    }

    func setupNotifications() {
        NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.willSleepNotification, object: nil, queue: .main) { [weak self] _ in
            self?.sleeping = true
        }
    }
}

final class DeviceListViewController: NSViewController {
    private var devices: [String] = []

    override func viewWillAppear() {
        super.viewWillAppear()
        refreshDevices()
    }

    func refreshDevices() {
        NotificationCenter.default.addObserver(forName: NSApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.devices = []
        }
    }
}
