import Combine

// Decision: Combine's `sink` is synchronous, so an awaited `sink` is an async method of the app or a package (an
// actor that keeps one receiver until `removeSink()`), not a subscription: nothing to store. A Combine sink next to
// it whose result is dropped is still reported.

/// Hands partial results of a long load to one receiver at a time.
actor PartialResultChannel<Value: Sendable> {
    private var receiver: (@Sendable (Value) -> Void)?
    func send(_ value: Value) { receiver?(value) }
    func sink(to receiver: @escaping @Sendable (Value) -> Void) { self.receiver = receiver }
    func removeSink() { receiver = nil }
}

@MainActor
final class ChapterListModel: ObservableObject {
    @Published var titles: [String] = []
    private let partialTitles = PartialResultChannel<[String]>()
    private let reloads = PassthroughSubject<Void, Never>()

    func load() async {
        await partialTitles.sink { @Sendable titles in
            Task { @MainActor in self.titles = titles }
        }
        try? await Task.sleep(nanoseconds: 1_000)
        await partialTitles.removeSink()
    }

    func watchReloads() {
        reloads.sink { [weak self] in self?.titles = [] } // expect: unstored_subscription
    }
}
