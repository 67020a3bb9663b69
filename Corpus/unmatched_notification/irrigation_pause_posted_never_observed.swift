import Foundation

// The irrigation service still announces pauses, but the dashboard that listened was deleted.

extension Notification.Name {
    static let orchardIrrigationPaused = Notification.Name("orchardIrrigationPaused")
    static let orchardIrrigationResumed = Notification.Name("orchardIrrigationResumed")
}

final class OrchardIrrigationService {
    private var observers: [NSObjectProtocol] = []

    func pause() {
        NotificationCenter.default.post(name: .orchardIrrigationPaused, object: self) // expect: 36 [unmatched_notification] "'orchardIrrigationPaused' is posted but never observed"
    }

    func resume() {
        NotificationCenter.default.post(name: .orchardIrrigationResumed, object: self)
    }

    func watchResume() {
        observers.append(NotificationCenter.default.addObserver(forName: .orchardIrrigationResumed, object: nil, queue: .main) { _ in })
    }
}
