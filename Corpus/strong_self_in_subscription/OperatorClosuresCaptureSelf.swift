import Combine
import Foundation

/// Closures passed to any operator of a kept chain count, not only the sink.
final class SearchResultsModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [SearchHit] = []
    @Published private(set) var isSearching = false
    private let searchService: SearchService
    private let minimumLength = 2
    private var observers = Set<AnyCancellable>()

    init(searchService: SearchService) {
        self.searchService = searchService

        $query
            .filter { $0.count >= self.minimumLength } // expect: strong_self_in_subscription
            .handleEvents(receiveOutput: { _ in self.isSearching = true }) // same subscription: related location
            .flatMap { query in // same subscription: related location
                self.searchService.search(query)
            }
            .sink { [weak self] hits in
                self?.isSearching = false
                self?.results = hits
            }
            .store(in: &observers)

        // `assign(to: &$x)` lives as long as self's own storage: same cycle.
        searchService.suggestions
            .map { self.rank($0) } // expect: strong_self_in_subscription
            .assign(to: &$results)

        searchService.recent
            .compactMap { self.results.isEmpty ? $0 : nil } // expect: strong_self_in_subscription
            .assign(to: &self.$results)
    }

    private func rank(_ hits: [SearchHit]) -> [SearchHit] { hits.sorted { $0.score > $1.score } }
}
