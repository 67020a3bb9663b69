import Combine
import UIKit

/// Owns the feed flow: observes its view model and reads shared services, as coordinators may.
final class FeedCoordinator {
    var onFinish: (() -> Void)?
    private var observers = Set<AnyCancellable>()

    func start() -> FeedViewModel {
        let viewModel = FeedViewModel(coordinator: self)
        viewModel.$items
            .receive(on: DispatchQueue.main)
            .sink { [weak self] items in self?.show(items) }
            .store(in: &observers)
        Analytics.shared.track("feed")
        return viewModel
    }

    func show(_ items: [String]) {}
}
