import Combine
import Foundation

// A discarded chain is neither kept nor an assign(to: &$x) chain, so strong_self_in_subscription
// does not apply; unstored_subscription reports it instead.

/// Syncs the reading position of an e-book.
final class ReadingPositionSync {
    private let positions: AnyPublisher<Int, Never>
    private(set) var lastPosition = 0

    init(positions: AnyPublisher<Int, Never>) {
        self.positions = positions
    }

    func syncOnce() {
        _ = positions.first().sink { self.lastPosition = $0 } // expect: unstored_subscription
    }
}
