import Foundation

// An object observes on the center it is given; its test hands it a private center and posts there (see the
// `_tests` file). The test's post is scaffolding, not app wiring: not reported. A name the app posts and nothing
// observes stays reported.

extension Notification.Name {
    static let gardenBecameActive = Notification.Name("gardenBecameActive")
    static let gardenWatered = Notification.Name("gardenWatered")
}

final class GardenWaker {
    private let center: NotificationCenter
    private var token: NSObjectProtocol?
    private let wake: () -> Void

    init(center: NotificationCenter = .default, wake: @escaping () -> Void) {
        self.center = center
        self.wake = wake
    }

    func arm() {
        token = center.addObserver(forName: .gardenBecameActive, object: nil, queue: .main) { [weak self] _ in
            self?.wake()
        }
    }

    func water() {
        NotificationCenter.default.post(name: .gardenWatered, object: nil) // expect: unmatched_notification
    }
}

final class GardenEvents {
    func didBecomeActive() { NotificationCenter.default.post(name: .gardenBecameActive, object: nil) }
}
