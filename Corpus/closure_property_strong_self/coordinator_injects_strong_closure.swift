import UIKit

// The coordinator owns the view model, the view model owns the closure, the closure owns the
// coordinator. Left sides: `a.b`, `a.b.c`, `self.a.b`, and optional chaining `self.a?.b`.

/// State of the loyalty-card screen.
final class LoyaltyCardViewModel {
    var onClose: (() -> Void)?
    var onRedeem: ((String) -> Void)?
}

/// Shows a loyalty card.
final class LoyaltyCardViewController: UIViewController {
    let viewModel: LoyaltyCardViewModel

    init(viewModel: LoyaltyCardViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}

/// Runs the loyalty flow.
final class LoyaltyCoordinator {
    private let navigationController: UINavigationController
    private var viewModel: LoyaltyCardViewModel?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let viewModel = LoyaltyCardViewModel()
        viewModel.onClose = { self.navigationController.popViewController(animated: true) } // expect: closure_property_strong_self
        viewModel.onRedeem = { code in // expect: closure_property_strong_self
            self.redeem(code)
        }
        let controller = LoyaltyCardViewController(viewModel: viewModel)
        controller.viewModel.onClose = { self.finish() } // expect: closure_property_strong_self
        self.viewModel = viewModel
        self.viewModel?.onRedeem = { code in self.redeem(code) } // expect: closure_property_strong_self
        navigationController.pushViewController(controller, animated: true)
    }

    private func redeem(_ code: String) {
        print("redeeming", code)
    }

    private func finish() {
        navigationController.popToRootViewController(animated: true)
    }
}
