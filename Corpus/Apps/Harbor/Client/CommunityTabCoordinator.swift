import Combine
import CommunityFeature
import Core
import Foundation
import UIKit

/// Hosts the community feature in the second tab.
@MainActor
public final class CommunityTabCoordinator: HarborCoordinating {
    public let navigationController = UINavigationController()
    /// Called when the member taps "Sign Out" in the feed.
    public var onSignOutRequested: (() -> Void)?

    private let config = HarborConfig.shared
    private lazy var module = HarborCommunityModule(
        userService: config.userService,
        eventStream: config.eventStream,
        theme: config.theme
    )
    private var observers = Set<AnyCancellable>()

    public init() {
        navigationController.tabBarItem = UITabBarItem(title: "Community", image: UIImage(systemName: "person.3"), tag: 1)
    }

    public func start() {
        module.delegate = self
        navigationController.setViewControllers([module.makeRootViewController()], animated: false)

        config.session
            .receive(on: DispatchQueue.main)
            .map { $0?.userID }
            .removeDuplicates()
            .sink { [weak self] _ in
                self?.navigationController.popToRootViewController(animated: false)
            }
            .store(in: &observers)
    }
}

extension CommunityTabCoordinator: HarborCommunityModuleDelegate {
    public func communityModule(_ module: any HarborFeatureModule, didOpenMember memberID: HarborUser.ID) {
        let profile = UIViewController()
        profile.title = memberID
        navigationController.pushViewController(profile, animated: true)
    }

    public func communityModuleDidRequestSignOut(_ module: any HarborFeatureModule) {
        onSignOutRequested?()
    }
}
