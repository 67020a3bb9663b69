import Core
import SwiftUI
import UIKit

/// Entry point of the timer feature; talks to its host only through `HarborTimerModuleDelegate`.
@MainActor
public final class HarborTimerModule: HarborFeatureModule {
    public weak var delegate: HarborTimerModuleDelegate?

    private let viewModel: HarborTimerViewModel
    private let store: HarborStore
    private let theme: HarborTheme

    public init(userService: HarborUserService, eventStream: HarborEventStream, store: HarborStore, theme: HarborTheme) {
        self.viewModel = HarborTimerViewModel(userService: userService, eventStream: eventStream)
        self.store = store
        self.theme = theme
    }

    public func makeRootViewController() -> UIViewController {
        viewModel.onFinish = { [weak self] minutes in
            self?.finish(minutes: minutes)
        }
        let screen = HarborTimerView(viewModel: viewModel)
            .environmentObject(store)
            .environment(theme)
        return UIHostingController(rootView: screen)
    }

    private func finish(minutes: Int) {
        delegate?.timerModule(self, didFinishFocusMinutes: minutes)
    }
}
