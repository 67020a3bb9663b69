import Combine
import Foundation

/// `private(set)` hides reassignment, not `send`.
struct DownloadTaskState {
    private(set) var bytes = CurrentValueSubject<Int64, Never>(0) // expect: subject_exposed
    private(set) var errors: PassthroughSubject<DownloadFailure, Never>? // expect: subject_exposed
    fileprivate(set) var cancelled = PassthroughSubject<Void, Never>() // expect: subject_exposed
}
