import Combine
import Core
import Foundation
import TimerFeature
import UIKit

/// Hosts the timer feature in the first tab and reports finished focus sessions upward.
@MainActor
public final class TimerTabCoordinator: HarborCoordinating {
    public let navigationController = UINavigationController()
    /// Called with the length of each completed focus session.
    public var onFocusFinished: ((Int) -> Void)?

    private let config = HarborConfig.shared
    private lazy var module = HarborTimerModule(
        userService: config.userService,
        eventStream: config.eventStream,
        store: config.store,
        theme: config.theme
    )
    private var observers = Set<AnyCancellable>()

    public init() {
        navigationController.tabBarItem = UITabBarItem(title: "Focus", image: UIImage(systemName: "timer"), tag: 0)
    }

    public func start() {
        module.delegate = self
        navigationController.setViewControllers([module.makeRootViewController()], animated: false)

        config.session
            .receive(on: DispatchQueue.main)
            .sink { [weak self] session in
                self?.navigationController.tabBarItem.isEnabled = session != nil
            }
            .store(in: &observers)
    }
}

extension TimerTabCoordinator: HarborTimerModuleDelegate {
    public func timerModule(_ module: any HarborFeatureModule, didFinishFocusMinutes minutes: Int) {
        config.store.completedFocusMinutes += minutes
        onFocusFinished?(minutes)
    }
}
