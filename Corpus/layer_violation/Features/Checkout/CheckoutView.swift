import Combine
import UIKit

/// Renders checkout state from the view model's publisher: the sanctioned direction.
final class CheckoutView: UIView {
    private let viewModel: CheckoutViewModel
    private var observers = Set<AnyCancellable>()

    init(viewModel: CheckoutViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)
        viewModel.$total
            .receive(on: DispatchQueue.main)
            .sink { [weak self] total in self?.render(total) }
            .store(in: &observers)
    }

    required init?(coder: NSCoder) { nil }

    func render(_ total: Int) {}
}
