import Combine

final class ProfileViewModel {
    let names = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    var name = ""

    func bind() {
        names.sink { [weak self] value in self?.name = value }.store(in: &cancellables)
        names
            .map { $0.uppercased() }
            .sink { [weak self] value in self?.name = value }
            .store(in: &cancellables)
        names.sink { _ in }.store(in: &cancellables)
    }
}

// Not fixed: two cancellable collections.
final class TwoBags {
    let names = PassthroughSubject<String, Never>()
    var first = Set<AnyCancellable>()
    var second: [AnyCancellable] = []

    func bind() {
        names.sink { _ in }
    }
}
