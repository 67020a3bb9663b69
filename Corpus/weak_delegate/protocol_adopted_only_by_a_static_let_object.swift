import Dependencies

// The hub is made once, as a dependency key's `static let liveValue`, and is the only adopter of the delegate
// protocol: the registry's strong reference keeps nothing alive that would otherwise go.
protocol RelaySocketDelegate: AnyObject {
    func didReceive(_ text: String)
}

actor RelayRegistry {
    private var delegate: RelaySocketDelegate?

    func set(delegate: RelaySocketDelegate?) {
        self.delegate = delegate
    }
}

final class RelayHub: RelaySocketDelegate {
    private let registry = RelayRegistry()

    init() {
        Task { await self.registry.set(delegate: self) }
    }

    func didReceive(_ text: String) {}
}

private enum RelayHubKey: DependencyKey {
    static let liveValue = RelayHub()
}

// Adopted by a screen made again and again: reported.
protocol FeedSocketDelegate: AnyObject {
    func feedChanged()
}

final class FeedSocket {
    var delegate: FeedSocketDelegate? // expect: weak_delegate
}

final class FeedScreen: FeedSocketDelegate {
    let socket = FeedSocket()
    init() { socket.delegate = self }
    func feedChanged() {}
}

func openFeed() -> FeedScreen { FeedScreen() }
