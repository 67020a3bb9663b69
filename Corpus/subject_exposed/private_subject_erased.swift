import Combine
import Foundation

/// The fix: keep the subject private and expose an AnyPublisher.
final class OrderTrackingService {
    private let statusSubject = CurrentValueSubject<String, Never>("placed")
    private let etaSubject: PassthroughSubject<Int, Never> = .init()

    var status: AnyPublisher<String, Never> {
        statusSubject.eraseToAnyPublisher()
    }

    let eta: AnyPublisher<Int, Never>

    init() {
        eta = etaSubject.eraseToAnyPublisher()
    }

    func update(status: String, eta minutes: Int) {
        statusSubject.send(status)
        etaSubject.send(minutes)
    }
}
