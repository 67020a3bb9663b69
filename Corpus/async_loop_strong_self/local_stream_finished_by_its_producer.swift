import Foundation

// A stream the method builds and finishes itself is a processing stage: the task holds self only until the
// producer is done. A local stream nobody finishes here, or a stream handed in from outside, may never end.

final class TileUpscaler {
    private var finished: [Int] = []
    private var continuation: AsyncStream<Int>.Continuation?

    func upscale(tiles: [Int]) {
        let pending = AsyncStream<Int> { continuation in
            for tile in tiles {
                continuation.yield(tile)
            }
            continuation.finish()
        }
        Task.detached {
            for await tile in pending {
                await self.store(tile)
            }
        }
    }

    func upscaleThrowing(tiles: [Int]) {
        let pending = AsyncThrowingStream<Int, Error> { continuation in
            tiles.forEach { continuation.yield($0) }
            continuation.finish()
        }
        Task {
            for try await tile in pending {
                store(tile)
            }
        }
    }

    func follow() {
        let updates = AsyncStream<Int> { continuation in
            self.continuation = continuation
        }
        Task { // expect: async_loop_strong_self
            for await tile in updates {
                store(tile)
            }
        }
    }

    func follow(_ updates: AsyncStream<Int>) {
        Task { // expect: async_loop_strong_self
            for await tile in updates {
                self.store(tile)
            }
        }
    }

    func follow(_ feed: TileFeed) {
        let updates = feed.tiles
        Task.detached { // expect: async_loop_strong_self
            for await tile in updates {
                await self.store(tile)
            }
        }
    }

    func store(_ tile: Int) {
        finished.append(tile)
    }
}

final class TileFeed {
    let tiles = AsyncStream<Int> { $0.finish() }
}
