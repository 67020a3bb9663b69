// The task is built by a maker method; the property keeping what it returns is cancelled by `stop()`: the owner
// ends the loop itself.
final class PurchaseStore {
    private var listener: Task<Void, Never>?
    private var watcher: Task<Void, Never>?
    private let updates: AsyncStream<String>

    init(updates: AsyncStream<String>) {
        self.updates = updates
    }

    func start() {
        listener = makeListener()
        watcher = makeWatcher()
    }

    func stop() {
        listener?.cancel()
    }

    private func makeListener() -> Task<Void, Never> {
        Task.detached {
            for await update in self.updates {
                self.handle(update)
            }
        }
    }

    // Kept, but nothing ever cancels it.
    private func makeWatcher() -> Task<Void, Never> {
        Task.detached { // expect: async_loop_strong_self
            for await update in self.updates {
                self.handle(update)
            }
        }
    }

    private func handle(_ update: String) {}
}
