import Combine
import Foundation

// `private(set)` only hides the setter of the property; callers can still call `send` on the
// subject, so the property is still exposed.

/// Progress of a file import.
final class FileImportProgress {
    private(set) var progress = CurrentValueSubject<Double, Never>(0) // expect: subject_exposed
    fileprivate(set) var failures = PassthroughSubject<String, Never>() // expect: subject_exposed

    func advance(by delta: Double) {
        progress.send(min(1, progress.value + delta))
    }
}
