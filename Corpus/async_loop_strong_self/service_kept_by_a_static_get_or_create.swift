import Foundation

// A service a static get-or-create keeps (`cached = made`, the static's only assignment, never cleared) lives for the
// whole run, and so does the actor it stores: a loop of that actor frees nothing early. The same actor made by a
// screen's model, which the app drops, is kept alive by its loop.
actor ExportQueue {
    private let jobs = AsyncStream<Int>.makeStream()
    private var runner: Task<Void, Never>?

    func enqueue(_ job: Int) {
        if runner == nil { start() }
        jobs.continuation.yield(job)
    }

    private func start() {
        runner = Task {
            for await job in self.jobs.stream {
                print("job", job)
            }
        }
    }
}

final class ExportService {
    private let queue = ExportQueue()
    func handle(_ job: Int) async { await queue.enqueue(job) }
}

struct ExportClient {
    var handle: (Int) async -> Void
}

extension ExportClient {
    @MainActor private static var cached: ExportService?

    @MainActor private static func service() -> ExportService {
        if let cached { return cached }
        let made = ExportService()
        cached = made
        return made
    }

    static let live = ExportClient(handle: { job in
        await service().handle(job)
    })
}

actor PreviewQueue {
    private let frames = AsyncStream<Int>.makeStream()
    private var runner: Task<Void, Never>?

    func start() {
        runner = Task { // expect: async_loop_strong_self
            for await frame in self.frames.stream {
                print("frame", frame)
            }
        }
    }
}

final class PreviewScreenModel {
    private let queue = PreviewQueue()
}
