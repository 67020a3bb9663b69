import Combine
import Foundation

// Decision: `&self.observers` stores into `observers` (the last component is the name), so
// it follows the convention; also when the store happens inside a `[weak self]` closure.

/// Refreshes the commute estimate.
final class CommuteEstimator {
    private var observers = Set<AnyCancellable>()
    private(set) var minutes = 0

    init(traffic: AnyPublisher<Int, Never>, trigger: AnyPublisher<Void, Never>) {
        traffic
            .sink { [weak self] in self?.minutes = $0 }
            .store(in: &self.observers)

        trigger
            .sink { [weak self] in
                guard let self else { return }
                traffic.first().sink { print("refreshed", $0) }.store(in: &self.observers)
            }
            .store(in: &observers)
    }
}
