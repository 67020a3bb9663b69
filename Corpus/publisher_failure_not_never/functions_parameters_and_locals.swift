import Combine
import Foundation

// Decision: only properties are checked. A function's return type, a parameter, and a local
// subject are not properties (a request that can fail is naturally a function).

/// REST client for the recipe service.
final class RecipeAPIClient {
    private let session: URLSession

    init(session: URLSession, prefetch: AnyPublisher<Data, Error>) {
        self.session = session
        print("prefetch pipeline", prefetch)
    }

    func recipes(at url: URL) -> AnyPublisher<[String], Error> {
        session.dataTaskPublisher(for: url)
            .map { _ in [] }
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }

    func importRecipes() -> AnyPublisher<Int, Error> {
        let progress = PassthroughSubject<Int, Error>()
        DispatchQueue.global().async {
            progress.send(1)
            progress.send(completion: .finished)
        }
        return progress.eraseToAnyPublisher()
    }
}
