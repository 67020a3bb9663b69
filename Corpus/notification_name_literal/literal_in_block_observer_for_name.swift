import Foundation

// `forName:` of the block-based addObserver and `Notification.Name.init(…)` spelled out.

final class OrchardWeatherStation {
    private var observers: [NSObjectProtocol] = []

    func start() {
        observers.append(NotificationCenter.default.addObserver(forName: Notification.Name(rawValue: "orchardHailExpected"), object: nil, queue: .main) { _ in }) // expect: notification_name_literal
    }

    func reportHail() {
        NotificationCenter.default.post(name: Notification.Name.init("orchardHailExpected"), object: nil) // expect: notification_name_literal
    }
}
