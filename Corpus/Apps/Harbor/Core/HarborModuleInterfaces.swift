import UIKit

/// A feature module the host embeds by asking for its root screen.
@MainActor
public protocol HarborFeatureModule: AnyObject {
    func makeRootViewController() -> UIViewController
}

/// How the timer feature reports back to its host.
@MainActor
public protocol HarborTimerModuleDelegate: AnyObject {
    func timerModule(_ module: any HarborFeatureModule, didFinishFocusMinutes minutes: Int)
}

/// How the community feature reports back to its host.
@MainActor
public protocol HarborCommunityModuleDelegate: AnyObject {
    func communityModule(_ module: any HarborFeatureModule, didOpenMember memberID: HarborUser.ID)
    func communityModuleDidRequestSignOut(_ module: any HarborFeatureModule)
}
