import Combine
import Foundation

/// One failure completes a subject for every subscriber, forever.
final class UploadPipeline {
    private let progressSubject = PassthroughSubject<Double, Error>() // expect: 62 [publisher_failure_not_never] "'Error'"
    private let stateSubject: CurrentValueSubject<UploadState, UploadError> = .init(.idle) // expect: 64 [publisher_failure_not_never] "'UploadError'"
    private var retries: CurrentValueSubject<[String: Int], Swift.Error>? // expect: publisher_failure_not_never
}

enum UploadState {
    case idle, uploading
}

struct UploadError: Error {}
