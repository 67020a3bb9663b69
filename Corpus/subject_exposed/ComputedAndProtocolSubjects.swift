import Combine
import Foundation

/// Computed properties and protocol requirements are not stored subjects.
protocol SessionEventsProviding {
    var events: PassthroughSubject<SessionEvent, Never> { get }
}

enum SessionEvent {
    case expired
}

final class SessionEventsProvider: SessionEventsProviding {
    private let subject = PassthroughSubject<SessionEvent, Never>()
    var events: PassthroughSubject<SessionEvent, Never> { subject }
    let expiry = PassthroughSubject<Int, Never>().eraseToAnyPublisher()
}
