import Combine
import Foundation

// ``weak var `self` = self`` at the top of a function shadows `self` with a weak local: every closure made after it
// in that function captures the local, so `self?.count` there keeps nothing alive. A closure made before the
// shadow, or in another function, still captures the object.
final class TallyCounter {
    private let count = CurrentValueSubject<Int, Never>(0)
    private let label = CurrentValueSubject<String, Never>("")
    private let ticks = PassthroughSubject<Int, Never>()
    private var observers = Set<AnyCancellable>()

    init() {
        bindTicks()
        bindLabel()
    }

    private func bindTicks() {
        ticks
            .sink { self.count.send($0) } // expect: strong_self_in_subscription
            .store(in: &observers)
        weak var `self` = self
        ticks
            .sink { self?.count.send($0) }
            .store(in: &observers)
        count
            .map { "\($0) of \(self?.label.value.count ?? 0)" }
            .sink { self?.label.send($0) }
            .store(in: &observers)
    }

    private func bindLabel() {
        label
            .sink { _ in self.count.send(self.count.value + 1) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
