protocol FeedDelegate {
    func feedDidLoad()
}

protocol PlayerDelegate: Sendable {
    func playerDidFinish()
}

// Not fixed: a class-bound protocol cannot have mutating members.
protocol CounterDelegate {
    mutating func increment()
}

// Not flagged: a struct adopts it.
protocol ValueDelegate {
    func valueChanged()
}

struct ValueLogger: ValueDelegate {
    func valueChanged() {}
}

final class Feed {
    var delegate: FeedDelegate?
    private var playerDelegate: PlayerDelegate?
    var counterDelegate: CounterDelegate?
    var valueDelegate: ValueDelegate?
    // Not fixed: weak needs an optional.
    var requiredDelegate: FeedDelegate

    init(requiredDelegate: FeedDelegate) {
        self.requiredDelegate = requiredDelegate
    }

    func attach(player: PlayerDelegate) {
        playerDelegate = player
    }
}

final class FeedScreen: FeedDelegate, PlayerDelegate {
    func feedDidLoad() {}
    func playerDidFinish() {}
}

final class FeedProxy: FeedDelegate {
    func feedDidLoad() {}
}

final class FeedTable {
    // Not flagged (so never weakened): setUp() gives it a new object that only this property owns.
    var proxyDelegate: FeedDelegate?

    func setUp() {
        proxyDelegate = FeedProxy()
    }
}
