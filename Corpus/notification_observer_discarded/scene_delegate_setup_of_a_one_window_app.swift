import UIKit

// A scene delegate lives as long as its window, the whole run in a one-window app: an observer it registers as its
// scene connects (in `scene(_:willConnectTo:options:)` or a private helper it calls) is meant to last as long
// (`includeWindowRoots` reports it, for multi-window apps). One a screen registers each time it appears is reported.
extension Notification.Name {
    static let gardenGoHome = Notification.Name("gardenGoHome")
}

final class GardenSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        routeHome()
        window?.makeKeyAndVisible()
    }

    private func routeHome() {
        NotificationCenter.default.addObserver(forName: .gardenGoHome, object: nil, queue: .main) { [weak self] _ in
            self?.window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        }
    }
}

final class GardenLoginViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(forName: .gardenGoHome, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.dismiss(animated: true)
        }
    }

    func didLogin() { NotificationCenter.default.post(name: .gardenGoHome, object: nil) }
}
