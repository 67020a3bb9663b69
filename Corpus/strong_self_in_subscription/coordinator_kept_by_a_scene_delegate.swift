import Combine
import UIKit

// What a scene delegate keeps in its own stored property (`rootFlow = ShelfRootFlow(nav:)` as the scene connects)
// lives as long as the window, like the scene delegate: its kept subscriptions are not reported unless
// `includeWindowRoots` is on. A flow the root flow keeps in turn may be dropped before (at logout): still reported.

final class ShelfChildFlow {
    let events = PassthroughSubject<Void, Never>() // expect: subject_exposed
    private var observers = Set<AnyCancellable>()
    private var count = 0

    func start(_ ticks: AnyPublisher<Void, Never>) {
        ticks
            .receive(on: DispatchQueue.main)
            .sink { _ in self.count += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class ShelfRootFlow {
    let nav: UINavigationController
    private var child = ShelfChildFlow()
    private var observers = Set<AnyCancellable>()
    private var restarts = 0

    init(nav: UINavigationController) { self.nav = nav }

    func start() {
        child.events
            .receive(on: DispatchQueue.main)
            .sink { _ in self.restarts += 1 }
            .store(in: &observers)
    }
}

final class ShelfSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var rootFlow: ShelfRootFlow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        let nav = UINavigationController()
        rootFlow = ShelfRootFlow(nav: nav)
        rootFlow?.start()
    }
}
