import Foundation

/// Fans app events out to any number of `for await` consumers.
public final class HarborEventStream: @unchecked Sendable {
    private let lock = NSLock()
    private var continuations: [UUID: AsyncStream<HarborEvent>.Continuation] = [:]

    public init() {}

    /// A new stream of every event sent from now on; it ends when the consumer's task is cancelled.
    public func events() -> AsyncStream<HarborEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: HarborEvent.self, bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        lock.withLock { continuations[id] = continuation }
        continuation.onTermination = { [weak self] _ in
            self?.removeContinuation(id)
        }
        return stream
    }

    /// Delivers an event to every live stream.
    public func send(_ event: HarborEvent) {
        let targets = lock.withLock { Array(continuations.values) }
        for continuation in targets {
            continuation.yield(event)
        }
    }

    private func removeContinuation(_ id: UUID) {
        lock.withLock { continuations[id] = nil }
    }
}
