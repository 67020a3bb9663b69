import Combine
import Foundation

final class PodcastDownloadQueue {
    @Published private(set) var progress = 0.0
    private var pending: [URL] = []
    private var observers = Set<AnyCancellable>()

    init(progressUpdates: AnyPublisher<Double, Never>) {
        // One subscription, three strong captures: one finding at the first, the others are its related locations.
        progressUpdates
            .filter { _ in !self.pending.isEmpty } // expect: strong_self_in_subscription
            .map { value in value * Double(self.pending.count) }
            .sink { value in self.progress = value }
            .store(in: &observers)
    }
}
