import Combine
import Foundation

/// Mirrors live quotes into a board. Every subscription here is assigned to `_`,
/// so its AnyCancellable is released (and the subscription cancelled) at once.
final class QuoteTickerCache {
    private let feed: AnyPublisher<Decimal, Never>

    init(feed: AnyPublisher<Decimal, Never>) {
        self.feed = feed
    }

    func start() {
        _ = feed.sink { price in print("quote:", price) } // expect: unstored_subscription

        let _ = feed
            .removeDuplicates()
            .sink { price in print("changed:", price) } // expect: unstored_subscription

        _ = feed.sink( // expect: unstored_subscription
            receiveCompletion: { _ in print("feed closed") },
            receiveValue: { print("tick", $0) }
        )
    }

    func mirror(into board: QuoteBoard) {
        _ = feed.assign(to: \.displayedPrice, on: board) // expect: unstored_subscription
    }
}

/// The screen-side model the quotes are mirrored into.
final class QuoteBoard {
    var displayedPrice: Decimal = 0
}
