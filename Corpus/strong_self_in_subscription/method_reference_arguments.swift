import Combine
import Foundation

// Passing an instance method of the enclosing type captures self just like `{ self.handle($0) }`.
// The finding sits on the reference's first token: `handle`, `self` or `super`.

/// Shows live scores.
class ScoreboardFeed {
    let scores: AnyPublisher<Int, Never>
    var observers = Set<AnyCancellable>()

    init(scores: AnyPublisher<Int, Never>) {
        self.scores = scores
    }

    func start() {
        scores.sink(receiveValue: handle).store(in: &observers) // expect: strong_self_in_subscription
        scores.sink(receiveValue: self.handle).store(in: &observers) // expect: 35 [strong_self_in_subscription]
        scores
            .map(format) // expect: strong_self_in_subscription
            .sink { print($0) }
            .store(in: &observers)
        scores
            .sink(receiveCompletion: self.finish, receiveValue: self.handle) // receiveCompletion: finite, Combine releases both references when it finishes
            .store(in: &observers)
    }

    func handle(_ score: Int) {
        print("score", score)
    }

    func format(_ score: Int) -> String {
        "\(score) pts"
    }

    func finish(_ completion: Subscribers.Completion<Never>) {
        print("game over")
    }
}

/// Play-off variant that reuses the base handler.
final class PlayoffScoreboardFeed: ScoreboardFeed {
    override func start() {
        super.start()
        scores.dropFirst().sink(receiveValue: super.handle).store(in: &observers) // expect: 47 [strong_self_in_subscription]
    }

    override func handle(_ score: Int) {
        super.handle(score * 2)
    }
}
