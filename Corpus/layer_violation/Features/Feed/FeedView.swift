import UIKit

/// Hands the view model a refresh callback: view models publish state to views with Combine only.
final class FeedView: UIView {
    private let viewModel: FeedViewModel

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(frame: .zero)
        viewModel.onRefresh = { [weak self] in self?.setNeedsLayout() } // expect: layer_violation "view models publish state to their views with Combine"
    }

    required init?(coder: NSCoder) { nil }
}
