import Combine
import Foundation

/// `_ =` and `let _ =` silence the warning, not the cancellation.
final class SpotlightIndexer {
    private(set) var indexed = 0

    func reindex(_ source: SpotlightSource) {
        _ = source.items.sink { [weak self] items in self?.indexed = items.count } // expect: unstored_subscription
        let _ = source.removals.sink { [weak self] _ in self?.indexed -= 1 } // expect: unstored_subscription
    }
}
