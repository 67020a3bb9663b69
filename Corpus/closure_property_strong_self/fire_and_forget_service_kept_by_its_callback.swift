import UIKit

// Callers make the service, call `register(from:)` and drop it: until the user answers, the callback it sets on its
// presenter is the only thing keeping it. The cycle stays reported, but `[weak self]` would end the registration at
// once: the advice is to let go of the handler once it has run.
protocol PermissionAsking: AnyObject {
    var onPositive: (() -> Void)? { get set }
    func ask(in controller: UIViewController)
}

final class PermissionAlert: PermissionAsking {
    var onPositive: (() -> Void)?
    func ask(in controller: UIViewController) {}
}

final class PushRegistrationService {
    private let presenter: PermissionAsking
    private var askedCount = 0

    init(presenter: PermissionAsking) {
        self.presenter = presenter
    }

    func register(from controller: UIViewController) {
        presenter.onPositive = { // expect: 32 [closure_property_strong_self] "so [weak self] would end its work at once; set 'presenter.onPositive' to nil once it has run"
            self.askedCount += 1
        }
        presenter.ask(in: controller)
    }
}

// Kept by the screen that makes it: the same callback is a cycle.
final class LocationPermissionService {
    private let presenter: PermissionAsking
    private var granted = false

    init(presenter: PermissionAsking) {
        self.presenter = presenter
    }

    func request(from controller: UIViewController) {
        presenter.onPositive = { // expect: 32 [closure_property_strong_self] "captures self strongly; capture [weak self]"
            self.granted = true
        }
        presenter.ask(in: controller)
    }
}

final class DeadlinesViewController: UIViewController {
    private lazy var location = LocationPermissionService(presenter: PermissionAlert())

    func deadlineCreated() {
        PushRegistrationService(presenter: PermissionAlert()).register(from: self)
        location.request(from: self)
    }
}
