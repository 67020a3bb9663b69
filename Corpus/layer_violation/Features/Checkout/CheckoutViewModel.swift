import Combine
import Foundation

protocol CheckoutViewModelDelegate: AnyObject {
    func checkoutDidFinish()
}

/// Checkout state. Reads the analytics singleton directly: only coordinators and services may.
final class CheckoutViewModel: ObservableObject {
    @Published private(set) var total = 0
    @Published private(set) var isLoading = false
    weak var delegate: CheckoutViewModelDelegate?
    var onClose: (() -> Void)?

    func pay() {
        Analytics.shared.track("pay") // expect: layer_violation "singletons are read only by coordinators and services"
        delegate?.checkoutDidFinish()
    }
}
