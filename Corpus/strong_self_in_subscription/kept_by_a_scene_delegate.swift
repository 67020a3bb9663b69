import UIKit
import Combine

// A UIKit scene delegate lives as long as its window, like the stores of a SwiftUI window's root view: in a
// one-window app, the whole run. Its kept subscriptions are not reported unless `includeWindowRoots` is on. A view
// controller the scene shows is freed with its screen, and its cycle stays reported.

enum MaintenanceNotice {
    static let shown = PassthroughSubject<Void, Never>() // expect: subject_exposed
}

final class MaintenanceSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var noticeSubscription: AnyCancellable?

    func sceneDidBecomeActive(_ scene: UIScene) {
        noticeSubscription = MaintenanceNotice.shown
            .receive(on: RunLoop.main)
            .sink { _ in
                self.window?.rootViewController = UIViewController()
            }
    }
}

final class MaintenanceBannerViewController: UIViewController {
    private var noticeSubscription: AnyCancellable?

    override func viewDidLoad() {
        super.viewDidLoad()
        noticeSubscription = MaintenanceNotice.shown
            .sink { _ in // expect: strong_self_in_subscription, receive_on_main
                self.view.isHidden = false
            }
    }
}
