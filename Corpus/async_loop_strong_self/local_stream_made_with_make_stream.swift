// Decision: a local stream made with `AsyncStream.makeStream()` that the same function finishes before the loop's
// task is awaited is a pipeline stage, like the closure-built stream its producer finishes: self is held only
// while the function runs. A made stream stored in a property and never finished here stays reported.

final class ChangePuller {
    private var count = 0
    private let feed = AsyncStream<Int>.makeStream()
    private var consumer: Task<Void, Never>?

    func record(_ value: Int) async { count += value }

    func pull(values: [Int]) async {
        let queue = AsyncStream<Int>.makeStream()
        let consumer = Task {
            for await value in queue.stream {
                await record(value)
            }
        }
        for value in values { queue.continuation.yield(value) }
        queue.continuation.finish()
        _ = await consumer.value
    }

    func pullPair(values: [Int]) async {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let consumer = Task {
            for await value in stream {
                await self.record(value)
            }
        }
        for value in values { continuation.yield(value) }
        continuation.finish()
        await consumer.value
    }

    func start() {
        consumer = Task { // expect: async_loop_strong_self
            for await value in feed.stream {
                await self.record(value)
            }
        }
    }
}
