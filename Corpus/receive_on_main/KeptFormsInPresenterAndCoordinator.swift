import Combine
import Foundation

/// Any kept subscription in a UI type counts: assigned, returned.
final class OrderStatusPresenter {
    private var statusToken: AnyCancellable?
    private(set) var statusText = ""

    func start(_ orders: OrderService) {
        statusToken = orders.status.sink { [weak self] in self?.statusText = $0 } // expect: receive_on_main
    }
}

final class CheckoutCoordinator {
    func observeCompletion(_ orders: OrderService, onDone: @escaping () -> Void) -> AnyCancellable {
        orders.completed.sink { _ in onDone() } // expect: receive_on_main
    }
}
