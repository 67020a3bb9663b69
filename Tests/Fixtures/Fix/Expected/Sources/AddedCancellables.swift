import Combine

// No cancellable collection: one is added, and every discarded subscription is stored in it.
final class SearchViewModel {
    private var cancellables = Set<AnyCancellable>()

    let queries = PassthroughSubject<String, Never>()
    var results: [String] = []

    func bind() {
        queries.sink { [weak self] query in self?.results = [query] }.store(in: &cancellables)
        queries
            .map { $0.lowercased() }
            .sink { [weak self] query in self?.results.append(query) }
            .store(in: &cancellables)
    }
}

// Not fixed: the synthesized Decodable conformance would need the added set to be decodable.
final class Draft: Decodable {
    var text = ""

    func watch(_ edits: PassthroughSubject<String, Never>) {
        edits.sink { _ in }
    }
}

// Not fixed: a member is named 'cancellables' already.
final class Uploader {
    let progress = PassthroughSubject<Double, Never>()

    func cancellables() -> Int { 0 }

    func watch() {
        progress.sink { _ in }
    }
}
