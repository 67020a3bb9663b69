import Foundation

// A composition root that lives for the whole run builds its services into locals and hands them on
// (`let socket = TimelineSocket(); hub = TimelineHub(socket: socket)`, also inside a list of providers): each service lives as
// long as what keeps it, so a loop of theirs frees nothing early. The same hand-over in a screen's model, which the app
// drops, leaves the loop keeping its service alive.
final class TimelineSocket {
    private let events: AsyncStream<String>
    init(events: AsyncStream<String>) { self.events = events }

    func listen(_ handle: @escaping (String) -> Void) {
        Task {
            for await event in events { handle(event) }
        }
    }
}

final class PresenceSocket {
    private let events: AsyncStream<String>
    init(events: AsyncStream<String>) { self.events = events }

    func listen(_ handle: @escaping (String) -> Void) {
        Task {
            for await event in events { handle(event) }
        }
    }
}

struct PresenceProvider {
    let name: String
    let socket: PresenceSocket
}

final class TimelineHub {
    private let socket: TimelineSocket
    private let providers: [PresenceProvider]
    init(socket: TimelineSocket, providers: [PresenceProvider]) {
        self.socket = socket
        self.providers = providers
    }
}

final class FeedComposition {
    static let shared = FeedComposition()
    let hub: TimelineHub

    private init() {
        let socket = TimelineSocket(events: AsyncStream { _ in })
        let presence = PresenceSocket(events: AsyncStream { _ in })
        let providers = [PresenceProvider(name: "main", socket: presence)]
        hub = TimelineHub(socket: socket, providers: providers)
    }
}

final class DraftSocket {
    private let events: AsyncStream<String>
    init(events: AsyncStream<String>) { self.events = events }

    func listen(_ handle: @escaping (String) -> Void) {
        Task { // expect: async_loop_strong_self
            for await event in events { handle(event) }
        }
    }
}

final class DraftRelay {
    private let socket: DraftSocket
    init(socket: DraftSocket) { self.socket = socket }
}

final class DraftScreenModel {
    private let relay: DraftRelay

    init() {
        let socket = DraftSocket(events: AsyncStream { _ in })
        relay = DraftRelay(socket: socket)
    }
}

// A method of the permanent root that can run again replaces what it stored: the services its locals hand over
// are not kept for good.
final class AlarmSocket {
    private let events: AsyncStream<String>
    init(events: AsyncStream<String>) { self.events = events }

    func listen(_ handle: @escaping (String) -> Void) {
        Task { // expect: async_loop_strong_self
            for await event in events { handle(event) }
        }
    }
}

final class AlarmSession {
    private let socket: AlarmSocket
    init(socket: AlarmSocket) { self.socket = socket }
}

final class AlarmController {
    static let shared = AlarmController()
    private var session: AlarmSession?

    private init() {}

    func start() {
        let socket = AlarmSocket(events: AsyncStream { _ in })
        session = AlarmSession(socket: socket)
    }

    func stop() { session = nil }
}
