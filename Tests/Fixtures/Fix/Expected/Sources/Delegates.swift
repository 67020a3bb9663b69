protocol FeedDelegate: AnyObject {
    func feedDidLoad()
}

protocol PlayerDelegate: Sendable, AnyObject {
    func playerDidFinish()
}

// Not fixed: a class-bound protocol cannot have mutating members.
protocol CounterDelegate {
    mutating func increment()
}

// Not fixed: a struct adopts it.
protocol ValueDelegate {
    func valueChanged()
}

struct ValueLogger: ValueDelegate {
    func valueChanged() {}
}

final class Feed {
    weak var delegate: FeedDelegate?
    private weak var playerDelegate: PlayerDelegate?
    var counterDelegate: CounterDelegate?
    var valueDelegate: ValueDelegate?
    // Not fixed: weak needs an optional.
    var requiredDelegate: FeedDelegate

    init(requiredDelegate: FeedDelegate) {
        self.requiredDelegate = requiredDelegate
    }
}

final class FeedScreen: FeedDelegate, PlayerDelegate {
    func feedDidLoad() {}
    func playerDidFinish() {}
}
