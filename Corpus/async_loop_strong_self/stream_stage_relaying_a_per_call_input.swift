import Foundation

// A task started inside the `AsyncThrowingStream` it produces, looping over a per-call input (a local made from a
// request, a parameter of a mapping stage), is a pipeline stage: it ends when that input ends. A producer looping
// over the object's own endless stream keeps the object alive.
class TranslationStreamer {
    var model = "small"
    private let updates: AsyncStream<String>

    init(updates: AsyncStream<String>) { self.updates = updates }

    func responseStream(for text: String) -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { continuation in continuation.finish() }
    }

    func translate(_ text: String) -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { continuation in
            Task {
                do {
                    let response = responseStream(for: text)
                    for try await piece in response { continuation.yield(piece) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
        }
    }

    func tagged(_ input: AsyncThrowingStream<String, Error>) -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { continuation in
            Task {
                for try await piece in input { continuation.yield("[\(model)] " + piece) }
                continuation.finish()
            }
        }
    }

    func mirrored() -> AsyncStream<String> {
        AsyncStream { continuation in
            Task { // expect: async_loop_strong_self
                for await update in updates { continuation.yield(model + update) }
            }
        }
    }
}
