import Foundation

// A loop over the stream of an object the same function makes for one job ends when that job ends, if the object's
// class finishes its stream (`continuation.finish()` in `finish()`, which the job calls in a `defer`). An object made
// the same way whose class never finishes its stream keeps the loop, and self, waiting.
final class ArchiveProgressReporter: Sendable {
    let steps: AsyncStream<Int>
    private let continuation: AsyncStream<Int>.Continuation
    init() { (steps, continuation) = AsyncStream<Int>.makeStream() }
    func send(_ step: Int) { continuation.yield(step) }
    func finish() { continuation.finish() }
}

final class ArchiveLogFeed: Sendable {
    let entries: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation
    init() { (entries, continuation) = AsyncStream<String>.makeStream() }
    func send(_ line: String) { continuation.yield(line) }
}

actor ArchiveEngine {
    func archive(reporter: ArchiveProgressReporter, log: ArchiveLogFeed) async {
        defer { reporter.finish() }
        for step in 0..<10 {
            reporter.send(step)
            log.send("step \(step)")
        }
    }
}

final class ArchiveProgressModel {
    private let engine = ArchiveEngine()
    private var stepsTask: Task<Void, Never>?
    private var logTask: Task<Void, Never>?
    private var step = 0
    private var lastLine = ""

    deinit {
        stepsTask?.cancel()
        logTask?.cancel()
    }

    func start() {
        let reporter = ArchiveProgressReporter()
        let log = ArchiveLogFeed()
        stepsTask = Task { @MainActor [weak self] in
            guard let self else { return }
            for await value in reporter.steps {
                show(value)
            }
        }
        logTask = Task { @MainActor [weak self] in // expect: async_loop_strong_self
            guard let self else { return }
            for await line in log.entries {
                lastLine = line
            }
        }
        Task { await engine.archive(reporter: reporter, log: log) }
    }

    func show(_ value: Int) { step = value }
}

// A stream a method returns after finishing it in its own body is one job's stream; a method that never finishes
// the stream it hands out keeps the loop waiting.
actor CatalogLoader {
    private var listeners: [AsyncStream<String>.Continuation] = []

    func entries(in folder: String) -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { continuation in
            Task {
                for name in ["a", "b"] { continuation.yield(folder + "/" + name) }
                continuation.finish()
            }
        }
    }

    func changes() -> AsyncStream<String> {
        AsyncStream { continuation in listeners.append(continuation) }
    }
}

final class CatalogBrowserModel {
    private let loader = CatalogLoader()
    private var loadTask: Task<Void, Never>?
    private var watchTask: Task<Void, Never>?
    private var names: [String] = []

    deinit {
        loadTask?.cancel()
        watchTask?.cancel()
    }

    func open(_ folder: String) {
        loadTask = Task { [weak self] in
            guard let self else { return }
            do {
                for try await name in await loader.entries(in: folder) { names.append(name) }
            } catch {}
        }
        watchTask = Task { [weak self] in // expect: async_loop_strong_self
            guard let self else { return }
            for await name in await loader.changes() { names.append(name) }
        }
    }
}
