import UIKit

/// Reports the outcome of checkout to whoever started it.
protocol CheckoutFlowDelegate: AnyObject {
    func checkoutFlowDidComplete(orderID: String)
    func checkoutFlowDidCancel()
}

/// Reports payment-sheet events.
protocol CheckoutPaymentDelegate: AnyObject {
    func paymentSheetDidAppear()
}

/// Drives the checkout screens. The parent owns this coordinator and is its delegate, so
/// the strong delegate closes a retain cycle.
final class CheckoutCoordinator {
    var delegate: CheckoutFlowDelegate? // expect: weak_delegate
    private(set) var paymentDelegate: CheckoutPaymentDelegate? // expect: weak_delegate
    public var auditDelegate: CheckoutFlowDelegate? // expect: weak_delegate
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func finish(orderID: String) {
        delegate?.checkoutFlowDidComplete(orderID: orderID)
        auditDelegate?.checkoutFlowDidComplete(orderID: orderID)
    }
}

/// The parent flow that owns the checkout coordinator.
final class StorefrontCoordinator: CheckoutFlowDelegate {
    private var checkout: CheckoutCoordinator?

    func startCheckout(in navigationController: UINavigationController) {
        let coordinator = CheckoutCoordinator(navigationController: navigationController)
        coordinator.delegate = self
        checkout = coordinator
    }

    func checkoutFlowDidComplete(orderID: String) {
        checkout = nil
    }

    func checkoutFlowDidCancel() {
        checkout = nil
    }
}
