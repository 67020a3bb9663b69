import UIKit

// A helper that observes whatever name it is given cannot hand back its token: reported at the helper, and the
// message says the name is the helper's parameter, not a notification called `name`.
protocol ObservesNotifications: AnyObject {}

extension ObservesNotifications {
    func observe(_ name: Notification.Name, handler: @escaping (Notification) -> Void) {
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main, using: handler) // expect: 36 [notification_observer_discarded] "the notification passed as parameter 'name'"
    }
}
