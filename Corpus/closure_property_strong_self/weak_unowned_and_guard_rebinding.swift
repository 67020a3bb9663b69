import UIKit

/// State of the order-history screen.
final class OrderHistoryViewModel {
    var onSelectOrder: ((String) -> Void)?
    var onRefresh: (() -> Void)?
    var onClose: (() -> Void)?
    var onShare: ((String) -> Void)?
    var onHelp: (() -> Void)?
}

/// The fix: the injected closures capture the coordinator weakly or unowned.
final class OrderHistoryCoordinator {
    private let navigationController: UINavigationController
    private let viewModel = OrderHistoryViewModel()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        viewModel.onSelectOrder = { [weak self] id in
            self?.showOrder(id)
        }
        viewModel.onRefresh = { [unowned self] in
            reload()
        }
        viewModel.onClose = { [weak self] in
            guard let self else { return }
            self.navigationController.popViewController(animated: true)
        }
        viewModel.onShare = { [weak self] id in
            if let self {
                self.share(id)
            }
        }
        viewModel.onHelp = { [unowned(unsafe) self] in
            self.showHelp()
        }
    }

    private func showOrder(_ id: String) {
        print("order", id)
    }

    private func reload() {
        print("reloading orders")
    }

    private func share(_ id: String) {
        print("sharing", id)
    }

    private func showHelp() {
        print("help")
    }
}
