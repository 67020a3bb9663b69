// An AsyncStream continuation calls `onTermination` once, when its consumer stops, and then lets it go: the stream's
// life is the intended life of what the handler holds.

final class ProfileStreamer {
    private var continuation: AsyncStream<String>.Continuation?
    private var subscribers = 0
    var onUpdate: ((String) -> Void)?

    func stream() -> AsyncStream<String> {
        AsyncStream { continuation in
            self.continuation = continuation
            continuation.onTermination = { _ in
                self.subscribers -= 1
            }
        }
    }
}

final class ProfileScreen {
    private let streamer = ProfileStreamer()
    private var name = ""

    func bind() {
        streamer.onUpdate = { name in self.name = name } // expect: closure_property_strong_self
    }
}
