import Combine

// An app's helper keeps a Task as an AnyCancellable (`Task { … }.store(in: &cancellables)`): emptying that store in
// a teardown method cancels the task, which ends the loop. Kept there with nothing emptying it, the loop keeps self.
extension Task {
    func store(in set: inout Set<AnyCancellable>) {
        set.insert(AnyCancellable(cancel))
    }
}

final class QuoteFeed {
    let quotes: AsyncStream<Int>
    private var cancellables = Set<AnyCancellable>()
    private var total = 0

    init(quotes: AsyncStream<Int>) { self.quotes = quotes }

    func start() {
        Task { @MainActor [self] in
            for await quote in quotes { total += quote }
        }.store(in: &cancellables)
    }

    func stop() {
        cancellables.removeAll()
    }
}

final class QuoteTicker {
    let quotes: AsyncStream<Int>
    private var cancellables = Set<AnyCancellable>()
    private var last = 0

    init(quotes: AsyncStream<Int>) { self.quotes = quotes }

    func start() {
        Task { @MainActor [self] in // expect: async_loop_strong_self
            for await quote in quotes { last = quote }
        }.store(in: &cancellables)
    }
}
