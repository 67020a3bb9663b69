import Foundation

// A class with only a private initializer, kept in a `static var client: HostBridge?` that its static setup fills on
// first use and no code sets back to nil, is made once for the run: its observers are meant to last. The same shape
// with a static that a teardown clears can be made again, and its discarded observers pile up.

extension Notification.Name {
    static let hostLinkChanged = Notification.Name("hostLinkChanged")
}

final class HostBridge {
    static var client: HostBridge?

    static func start() {
        guard client == nil else { return }
        client = HostBridge()
    }

    private init() {
        _ = NotificationCenter.default.addObserver(forName: .hostLinkChanged, object: nil, queue: nil) { _ in
            HostBridge.client?.update()
        }
    }

    private func update() {}
}

final class GuestBridge {
    static var session: GuestBridge?

    static func start() {
        guard session == nil else { return }
        session = GuestBridge()
    }

    static func stop() { session = nil }

    private init() {
        _ = NotificationCenter.default.addObserver(forName: .hostLinkChanged, object: nil, queue: nil) { _ in // expect: notification_observer_discarded
            GuestBridge.session?.update()
        }
    }

    private func update() {}
}

final class BridgeEngine {
    func boot() {
        HostBridge.start()
        GuestBridge.start()
    }
    func ping() { NotificationCenter.default.post(name: .hostLinkChanged, object: nil) }
}
