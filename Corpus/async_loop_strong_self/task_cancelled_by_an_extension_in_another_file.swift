import Foundation

// The task's handle is cancelled by `close()`, declared in another file's extension of the type
// (`task_cancelled_by_an_extension_in_another_file_close.swift`): the owner ends the loop itself. A handle no
// member cancels anywhere keeps self for as long as the stream lasts.
final class ConsoleEventSource {
    let events: AsyncStream<String>
    init(events: AsyncStream<String>) { self.events = events }
}

@MainActor
final class ConsoleSession {
    var listenTask: Task<Void, Never>?
    var echoTask: Task<Void, Never>?
    var log: [String] = []
    func handle(_ event: String) { log.append(event) }
}

@MainActor
extension ConsoleSession {
    func startListening(to source: ConsoleEventSource) {
        listenTask = Task { @MainActor in
            for await event in source.events {
                handle(event)
            }
        }
    }

    func startEchoing(from source: ConsoleEventSource) {
        echoTask = Task { @MainActor in // expect: async_loop_strong_self
            for await event in source.events {
                handle(event)
            }
        }
    }
}
