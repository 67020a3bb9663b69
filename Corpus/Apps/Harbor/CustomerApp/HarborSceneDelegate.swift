import Client
import Core
import UIKit

/// Creates the window and the app coordinator for each scene.
final class HarborSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var appCoordinator: HarborAppCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let coordinator = HarborAppCoordinator(window: window)
        self.window = window
        appCoordinator = coordinator
        coordinator.start()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        appCoordinator?.stop()
        appCoordinator = nil
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        HarborAnalytics.shared.flush()
    }

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts {
            HarborConfig.shared.open(context.url)
        }
    }
}
