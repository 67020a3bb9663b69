import Combine

/// Stores its subscription: no finding.
final class Clock {
    private let ticks = PassthroughSubject<Int, Never>()
    private var cancellables = Set<AnyCancellable>()
    private(set) var last = 0

    func start() {
        ticks.sink { [weak self] value in self?.last = value }
            .store(in: &cancellables)
    }
}
