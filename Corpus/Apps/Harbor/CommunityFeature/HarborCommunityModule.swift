import Core
import SwiftUI
import UIKit

/// Entry point of the community feature; talks to its host only through `HarborCommunityModuleDelegate`.
@MainActor
public final class HarborCommunityModule: HarborFeatureModule {
    public weak var delegate: HarborCommunityModuleDelegate?

    private let viewModel: HarborFeedViewModel
    private let theme: HarborTheme

    public init(userService: HarborUserService, eventStream: HarborEventStream, theme: HarborTheme) {
        self.viewModel = HarborFeedViewModel(userService: userService, eventStream: eventStream)
        self.theme = theme
    }

    public func makeRootViewController() -> UIViewController {
        viewModel.onOpenMember = { [weak self] memberID in
            self?.openMember(memberID)
        }
        viewModel.onSignOut = { [weak self] in
            self?.requestSignOut()
        }
        viewModel.startListening()
        let screen = HarborFeedView(viewModel: viewModel)
            .environment(theme)
        return UIHostingController(rootView: screen)
    }

    private func openMember(_ memberID: HarborUser.ID) {
        delegate?.communityModule(self, didOpenMember: memberID)
    }

    private func requestSignOut() {
        delegate?.communityModuleDidRequestSignOut(self)
    }
}
