import Combine
import Foundation

// A single-expression body only "returns" the subscription when the result type is not Void
// (docs/rules.md: "the single expression of a function/getter with a non-Void result"). In a Void
// function, or as one statement among several in a closure, the chain is discarded.

/// Sends playback events to analytics.
final class PlaybackAnalytics {
    private let positions: AnyPublisher<TimeInterval, Never>
    private let stalls: AnyPublisher<Void, Never>

    init(positions: AnyPublisher<TimeInterval, Never>, stalls: AnyPublisher<Void, Never>) {
        self.positions = positions
        self.stalls = stalls
    }

    func trackPositions() {
        positions.sink { print("position", $0) } // expect: unstored_subscription
    }

    func trackStalls() -> Void {
        stalls.sink { print("stall") } // expect: unstored_subscription
    }

    lazy var restart: () -> Void = { [positions] in
        print("restarting analytics")
        positions.sink { print("restarted at", $0) } // expect: unstored_subscription
    }
}
