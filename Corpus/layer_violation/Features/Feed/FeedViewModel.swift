import Combine
import Foundation

/// Feed state. It reaches into its coordinator to register a callback: view models never reach coordinators.
final class FeedViewModel: ObservableObject {
    @Published private(set) var items: [String] = []
    @Published private(set) var isLoading = false
    var onRefresh: (() -> Void)?
    private let coordinator: FeedCoordinator

    init(coordinator: FeedCoordinator) {
        self.coordinator = coordinator // expect: layer_violation "injection 'coordinator' from 'FeedCoordinator' (coordinators, features) to 'FeedViewModel' (features, viewModels)"
        coordinator.onFinish = { [weak self] in self?.items = [] } // expect: layer_violation "closure 'onFinish' from 'FeedCoordinator' (coordinators, features) to 'FeedViewModel' (features, viewModels)"
    }
}
