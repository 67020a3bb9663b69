import Combine
import Foundation

/// Decision: a publisher *property* is a long-lived stream whatever type owns it, so a service's failing
/// property is reported too; a request belongs in a function (`func categories() -> AnyPublisher<…>`), which is not.
final class CatalogAPI {
    let session: URLSession

    init(session: URLSession) {
        self.session = session
    }

    var categories: AnyPublisher<Data, URLError> { // expect: 40 [publisher_failure_not_never]
        session.dataTaskPublisher(for: URL(fileURLWithPath: "/categories")).map(\.data).eraseToAnyPublisher()
    }
}

protocol CatalogProviding {
    var featured: AnyPublisher<[String], Error> { get }
}
