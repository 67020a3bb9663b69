import Combine
import Foundation

// Errors carried as values in the Output (Result) keep the stream alive: Failure is Never.

/// Uploads photos and reports each result.
final class PhotoUploadQueue {
    private let results = PassthroughSubject<Result<URL, Error>, Never>()
    private let lastError = CurrentValueSubject<Error?, Never>(nil)
    let uploadResults: AnyPublisher<Result<URL, Error>, Never>

    init() {
        uploadResults = results.eraseToAnyPublisher()
    }

    func finish(_ result: Result<URL, Error>) {
        results.send(result)
        if case .failure(let error) = result {
            lastError.send(error)
        }
    }
}
