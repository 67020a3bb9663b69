import Combine
import Foundation

// Decision: for `&self.x` and `&Self.x` the stored name is the last component `x`. Names are
// compared exactly: `observer` and `Observers` are not `observers`.

/// Aggregates step data from the watch.
final class WatchStepAggregator {
    private static var sharedCancellables = Set<AnyCancellable>()
    private var cancellables = Set<AnyCancellable>()
    private var observer = Set<AnyCancellable>()
    private var Observers = Set<AnyCancellable>()

    init(steps: AnyPublisher<Int, Never>) {
        steps
            .sink { print("steps", $0) }
            .store(in: &self.cancellables) // expect: subscription_store_name

        steps.sink { print("watch steps", $0) }.store(in: &observer) // expect: subscription_store_name
        steps.sink { print("phone steps", $0) }.store(in: &Observers) // expect: subscription_store_name
    }

    static func logAll(_ steps: AnyPublisher<Int, Never>) {
        steps
            .sink { print("all steps", $0) }
            .store(in: &Self.sharedCancellables) // expect: subscription_store_name
    }
}
