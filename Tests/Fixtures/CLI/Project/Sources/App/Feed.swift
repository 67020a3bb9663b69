import Combine

/// A feed whose refresh subscription is dropped on the floor: the one finding of this fixture.
final class FeedViewModel {
    private let refresh = PassthroughSubject<Void, Never>()
    private var items: [String] = []

    func bind() {
        refresh.sink { [weak self] in self?.items.removeAll() }
    }
}
