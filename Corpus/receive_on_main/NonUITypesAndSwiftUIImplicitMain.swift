import Combine
import Foundation

/// Not a UI type by name: services choose their own threads.
final class FeedPrefetcher {
    private let api: FeedAPI
    private var observers = Set<AnyCancellable>()

    init(api: FeedAPI) {
        self.api = api
    }

    func start() {
        api.nextPage
            .sink { [weak self] page in self?.cache(page) }
            .store(in: &observers)
    }

    private func cache(_ page: FeedPage) {}
}

/// `.receive(on: .main)` with an implicit member.
final class ClipPlayerView {
    private var observers = Set<AnyCancellable>()

    func bind(_ clip: ClipSource) {
        clip.frames
            .receive(on: .main)
            .sink { _ in }
            .store(in: &observers)
    }
}
