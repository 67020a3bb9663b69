import Combine
import Foundation

// Decision: an AnyPublisher property is a "publisher property" whether stored or computed
// (the rule says property, not stored property). Functions and parameters are not properties.

/// Feeds the podcast directory screen.
final class PodcastDirectoryService {
    let searchResults: AnyPublisher<[String], URLError> // expect: publisher_failure_not_never
    private let episodesSubject = CurrentValueSubject<[String], Never>([])

    var episodes: AnyPublisher<[String], Error> { // expect: publisher_failure_not_never
        episodesSubject.setFailureType(to: Error.self).eraseToAnyPublisher()
    }

    init(session: URLSession, url: URL) {
        searchResults = session.dataTaskPublisher(for: url)
            .map { _ in [] }
            .eraseToAnyPublisher()
    }
}
