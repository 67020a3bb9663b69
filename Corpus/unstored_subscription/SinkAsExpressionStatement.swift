import Combine
import Foundation

/// The AnyCancellable is released at the end of the statement: the subscription ends at once.
final class HapticsController {
    private(set) var lastPattern = ""

    func bind(_ engine: HapticsEngine) {
        engine.patterns.sink { [weak self] in self?.lastPattern = $0 } // expect: 25 [unstored_subscription] "'sink'"
        engine.intensity
            .map { $0 * 2 }
            .assign(to: \.scale, on: engine) // expect: unstored_subscription
        try? engine.start().sink { _ in } // expect: unstored_subscription
    }
}
