import Combine
import Foundation

/// Rebuilds a search index. Each subscription is assigned to a variable or property.
final class SearchIndexer {
    private let documents: AnyPublisher<[String], Never>
    private var indexCancellable: AnyCancellable?
    private var reindexCancellable: AnyCancellable?
    private var observers = Set<AnyCancellable>()

    init(documents: AnyPublisher<[String], Never>) {
        self.documents = documents
    }

    func start(reporting holder: SearchIndexProgressHolder) {
        indexCancellable = documents.sink { print("indexing", $0.count) }
        self.reindexCancellable = documents.dropFirst().sink { print("reindexing", $0.count) }
        holder.subscription = documents.map(\.count).sink { print("documents:", $0) }

        let snapshot = documents.first().sink { print("first snapshot", $0.count) }
        observers.insert(snapshot)

        var retry: AnyCancellable?
        retry = documents.sink { _ in print("retrying") }
        retry?.store(in: &observers)
    }
}

/// Holds the cancellable of a progress subscription on behalf of a screen.
final class SearchIndexProgressHolder {
    var subscription: AnyCancellable?
}
