import Combine

final class Catalog {
    let searches = PassthroughSubject<String, Never>()
    @Published var results: [String] = []
    var cancellables = Set<AnyCancellable>()
    var last = ""

    func items(with query: String) -> [String] { [query] }
    func remember(_ query: String) { last = query }
    func lookup(_ query: String) -> String? { nil }

    func bind() {
        // map's method returns a value that is not optional: compactMap, with a closure through a weak self.
        searches.compactMap({ [weak self] in self?.items(with: $0) }).assign(to: &$results)
        // sink's method returns nothing.
        searches.sink(receiveValue: { [weak self] in self?.remember($0) }).store(in: &cancellables)
        // Not fixed: lookup returns an optional, which compactMap would drop where map passes it on.
        searches.map(lookup).sink { _ in }.store(in: &cancellables)
    }
}
