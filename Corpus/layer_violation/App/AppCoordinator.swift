import Combine
import UIKit

/// The host: starts checkout, is its delegate, and (wrongly) also watches its state through Combine.
final class AppCoordinator: CheckoutViewModelDelegate {
    private let checkout = CheckoutViewModel()
    private var observers = Set<AnyCancellable>()

    func start() {
        checkout.delegate = self
        checkout.onClose = { [weak self] in self?.finish() }
        checkout.$total
            .receive(on: DispatchQueue.main)
            .sink { [weak self] total in self?.updateBadge(total) } // expect: layer_violation "combine 'total' from 'CheckoutViewModel' (features, viewModels) to 'AppCoordinator' (coordinators, host)"
            .store(in: &observers)
    }

    func checkoutDidFinish() {}
    func finish() {}
    func updateBadge(_ total: Int) {}
}
