import Combine
import Foundation

/// A service's request publishers fail by design; it publishes no observable state.
final class CatalogAPI {
    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    var categories: AnyPublisher<Data, URLError> {
        session.dataTaskPublisher(for: URL(fileURLWithPath: "/categories")).map(\.data).eraseToAnyPublisher()
    }
}

protocol CatalogProviding {
    var featured: AnyPublisher<[String], Error> { get }
}
