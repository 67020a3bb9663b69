import Combine
import Foundation

/// Step counter: writes through a `[weak self]` sink instead of `assign(to:on: self)`.
final class StepCounterModel {
    var steps = 0
    var goalReached = false
    private var observers = Set<AnyCancellable>()

    init(steps: AnyPublisher<Int, Never>) {
        steps
            .sink { [weak self] value in self?.steps = value }
            .store(in: &observers)

        steps
            .map { $0 >= 10_000 }
            .sink { [weak self] reached in self?.goalReached = reached }
            .store(in: &observers)
    }
}
