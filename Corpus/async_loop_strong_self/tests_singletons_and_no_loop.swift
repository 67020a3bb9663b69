import XCTest

// A test case lives until the run ends and a process-lifetime singleton is never freed: no cycle to break.
// A task without a loop ends by itself.

final class EventBus {
    static let shared = EventBus()
    let events = AsyncStream<String> { $0.finish() }
    private var log: [String] = []

    private init() {
        Task {
            for await event in events {
                log.append(event)
            }
        }
    }
}

final class EventBusTests: XCTestCase {
    private var received: [String] = []

    func testEventsArrive() {
        Task {
            for await event in EventBus.shared.events {
                self.received.append(event)
            }
        }
    }
}

final class AvatarLoader {
    private var image: Data?

    func load(from url: URL) {
        Task {
            let (data, _) = try await URLSession.shared.data(from: url)
            self.image = data
        }
    }
}
