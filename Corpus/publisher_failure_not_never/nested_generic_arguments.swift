import Combine
import Foundation

// The Failure is the second top-level generic argument; errors nested inside the Output type
// (Result, dictionaries, tuples) do not matter, and the finding is at the Failure token.

/// Syncs health samples in batches.
final class HealthSampleSync {
    private let batches = PassthroughSubject<Result<[Int], Error>, DecodingError>() // expect: 68 [publisher_failure_not_never]
    private let samplesByDay = CurrentValueSubject<[String: [Int]], Error>([:]) // expect: 69 [publisher_failure_not_never]
    let latest: AnyPublisher<(day: String, count: Int), Error> // expect: 57 [publisher_failure_not_never]

    init() {
        latest = samplesByDay
            .compactMap { $0.first.map { (day: $0.key, count: $0.value.count) } }
            .eraseToAnyPublisher()
    }
}
