// The core is made once, through a local, by its static setup: it and what it keeps live for the whole run, so a
// strong `self` in their loops frees nothing later.
final class EventsClient {
    func events() -> AsyncStream<String> { AsyncStream { _ in } }
}

final class BridgeManager {
    private let client = EventsClient()
    private var task: Task<Void, Never>?

    func start() {
        task?.cancel()
        task = Task {
            for await event in client.events() {
                handle(event)
            }
        }
    }

    private func handle(_ event: String) {}
}

final class AppCore {
    static var instance: AppCore?

    static func initApp() {
        let core = AppCore()
        instance = core
    }

    let bridgeManager = BridgeManager()
}

// Made per screen: its loop keeps it alive.
final class ScreenFeed {
    private let client = EventsClient()
    private var task: Task<Void, Never>?
    private var last = ""

    func start() {
        task = Task { // expect: async_loop_strong_self
            for await event in client.events() {
                last = event
            }
        }
    }
}
