import Foundation

// Decision: a stop method that reads the task handle into a local and cancels that (`let task = currentTask;
// task?.cancel()`) cancels the stored task, like `currentTask?.cancel()` (task_cancelled_by_a_stop_method.swift). A
// local copy of another property cancelled in the stop method leaves the loop's task running, and it stays reported.

protocol CorpusReplyEngine {
    func reply(to prompt: String) async throws -> AsyncThrowingStream<String, Error>
}

final class CorpusChatSession {
    private let engine: CorpusReplyEngine
    private var currentTask: Task<Void, Never>?
    private(set) var text = ""

    init(engine: CorpusReplyEngine) { self.engine = engine }

    func send(_ prompt: String) {
        currentTask = Task {
            guard let stream = try? await engine.reply(to: prompt) else { return }
            do {
                for try await delta in stream { text += delta }
            } catch {}
        }
    }

    func stop() {
        let task = currentTask
        task?.cancel()
        currentTask = nil
    }
}

final class CorpusTranscriber {
    private let engine: CorpusReplyEngine
    private var listening: Task<Void, Never>?
    private var warmUp: Task<Void, Never>?
    private(set) var transcript = ""

    init(engine: CorpusReplyEngine) { self.engine = engine }

    func listen() {
        listening = Task { // expect: async_loop_strong_self
            guard let stream = try? await engine.reply(to: "listen") else { return }
            do {
                for try await word in stream { transcript += word }
            } catch {}
        }
    }

    func stop() {
        let task = warmUp
        task?.cancel()
    }
}
