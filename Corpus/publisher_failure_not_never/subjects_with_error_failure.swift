import Combine
import Foundation

// Decision: "the type token" is the first token of the declared Failure type argument
// (`Error` in `PassthroughSubject<[String], Error>`), the token the fix replaces with `Never`.
// The declared Failure comes from the annotation, or from the initializer call when there is
// no annotation. The column form pins it; `résumé` puts multi-byte characters before it.

/// Searches the job board.
final class JobSearchStore {
    private let résuméMatches = PassthroughSubject<[String], Error>() // expect: 64 [publisher_failure_not_never]
    private let searchState: CurrentValueSubject<Int, URLError> // expect: 55 [publisher_failure_not_never]
    private let alerts: PassthroughSubject<String, JobSearchError> = .init() // expect: publisher_failure_not_never

    init() {
        searchState = CurrentValueSubject(0)
    }
}

/// Why a job search failed.
enum JobSearchError: Error {
    case offline
    case rateLimited
}
