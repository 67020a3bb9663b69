import Combine
import Foundation

final class DirectMessagesStore {
    let threads: AnyPublisher<[MessageThread], URLError> // expect: publisher_failure_not_never

    init(threads: AnyPublisher<[MessageThread], URLError>) {
        self.threads = threads
    }
}

/// The conformance may be declared in an extension, even in another file.
extension DirectMessagesStore: ObservableObject {}

struct MessageThread {}
