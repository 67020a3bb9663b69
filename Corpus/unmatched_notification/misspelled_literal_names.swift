import Foundation

// Literal names are matched by their string: one letter off and both sides are alone.

final class OrchardCrateTracker {
    private var observers: [NSObjectProtocol] = []

    func crateLoaded() {
        NotificationCenter.default.post(name: Notification.Name("orchardCrateLoaded"), object: nil) // expect: unmatched_notification, notification_name_literal
    }

    func watch() {
        observers.append(NotificationCenter.default.addObserver(forName: Notification.Name("orchardCrateLoded"), object: nil, queue: nil) { _ in }) // expect: unmatched_notification, notification_name_literal
    }
}
