import Combine
import Core
import Foundation
import UIKit

/// Tells the app coordinator that the member wants to leave the main flow.
@MainActor
public protocol HarborMainCoordinatorDelegate: AnyObject {
    func mainCoordinatorDidRequestSignOut(_ coordinator: HarborMainCoordinator)
}

/// Owns the tab bar and the two tab coordinators.
@MainActor
public final class HarborMainCoordinator: HarborCoordinating {
    /// Strong on purpose here: the app coordinator owns this coordinator, so the pair forms a cycle.
    public var delegate: HarborMainCoordinatorDelegate? // expect: weak_delegate

    private let window: UIWindow
    private let config = HarborConfig.shared
    private let tabBarController = UITabBarController()
    private let timerTab: TimerTabCoordinator
    private let communityTab: CommunityTabCoordinator
    private var observers = Set<AnyCancellable>()

    public init(window: UIWindow) {
        self.window = window
        timerTab = TimerTabCoordinator()
        communityTab = CommunityTabCoordinator()
    }

    public func start() {
        timerTab.onFocusFinished = { [weak self] minutes in
            self?.showCommunity(afterFocusMinutes: minutes)
        }
        communityTab.onSignOutRequested = { // expect: closure_property_strong_self
            self.delegate?.mainCoordinatorDidRequestSignOut(self)
        }

        timerTab.start()
        communityTab.start()

        config.store.$completedFocusMinutes
            .receive(on: DispatchQueue.main)
            .sink { [weak self] minutes in
                self?.timerTab.navigationController.tabBarItem.badgeValue = minutes > 0 ? "\(minutes)" : nil
            }
            .store(in: &observers)

        config.deepLinks
            .receive(on: DispatchQueue.main)
            .sink { [weak self] url in
                self?.route(to: url)
            }
            .store(in: &observers)

        tabBarController.tabBar.tintColor = UIColor(named: config.theme.accentName)
        tabBarController.viewControllers = [timerTab.navigationController, communityTab.navigationController]
        window.rootViewController = tabBarController
    }

    private func showCommunity(afterFocusMinutes minutes: Int) {
        tabBarController.selectedIndex = 1
    }

    private func route(to url: URL) {
        switch url.host {
        case "focus":
            tabBarController.selectedIndex = 0
        case "community":
            tabBarController.selectedIndex = 1
        default:
            break
        }
    }
}
