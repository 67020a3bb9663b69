import UIKit

// A manager kept in a `static var shared` that the app sets once: it lives for the process, like a `static let`
// instance, so its observers never need removing. A screen made each time it is shown does not.

final class ToastManager {
    static var shared: ToastManager? // expect: mutable_singleton
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        NotificationCenter.default.addObserver(forName: .toastPostDeleted, object: nil, queue: .main) { [weak self] _ in
            self?.show("Deleted")
        }
    }

    func show(_ message: String) {}
}

final class ToastRootViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if ToastManager.shared == nil, let window = view.window {
            ToastManager.shared = ToastManager(window: window)
        }
        let banner = BannerController()
        present(banner, animated: true)
    }
}

final class BannerController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: .toastPostDeleted, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.dismiss(animated: true)
        }
    }
}

extension Notification.Name {
    static let toastPostDeleted = Notification.Name("toastPostDeleted")
}

final class ToastPoster {
    func deleted() {
        NotificationCenter.default.post(name: .toastPostDeleted, object: nil)
    }
}
