// Tasks a maker method returns (declared in an extension of the type), kept in an array — through locals or listed
// directly — that `stop()` cancels element by element: the owner ends the loops itself. Kept in an array nothing
// cancels, the loop keeps the object alive.
final class PulseForwarder {
    private var continuation: AsyncStream<Int>.Continuation?
    private var forwarders: [Task<Void, Never>] = []
    private var mirrors: [Task<Void, Never>] = []

    func start(ticks: AsyncStream<Int>, beats: AsyncStream<Int>) {
        let first = makeForwarder(ticks)
        let second = makeForwarder(beats)
        forwarders = [first, second]
        let mirror = makeMirror(ticks)
        mirrors.append(mirror)
    }

    func stop() {
        forwarders.forEach { $0.cancel() }
        forwarders.removeAll()
    }
}

private extension PulseForwarder {
    func makeForwarder(_ source: AsyncStream<Int>) -> Task<Void, Never> {
        Task { [weak self] in
            guard let self else { return }
            for await value in source { self.continuation?.yield(value) }
        }
    }

    func makeMirror(_ source: AsyncStream<Int>) -> Task<Void, Never> {
        Task { [weak self] in // expect: async_loop_strong_self
            guard let self else { return }
            for await value in source { self.continuation?.yield(value) }
        }
    }
}
