import Combine
import UIKit

class PlaybackBaseController: UIViewController {
    func handleRouteChange(_ route: AudioRoute) {}
}

/// An instance method passed by name binds self strongly, exactly like `{ self.method($0) }`.
final class NowPlayingController: PlaybackBaseController {
    private let player: PlayerService
    private var observers = Set<AnyCancellable>()

    init(player: PlayerService) {
        self.player = player
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func bind() {
        player.currentEpisode
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: render) // expect: 33 [strong_self_in_subscription] "method reference 'render' passed to 'sink'"
            .store(in: &observers)

        player.elapsed
            .map(self.formatElapsed) // expect: 18 [strong_self_in_subscription] "'self.formatElapsed'"
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: updateElapsedLabel(_:)) // same subscription: a related location of the finding above
            .store(in: &observers)

        player.routes
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: super.handleRouteChange) // expect: strong_self_in_subscription
            .store(in: &observers)

        // Inherited from a superclass the sources declare.
        player.routes
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: handleRouteChange) // expect: strong_self_in_subscription
            .store(in: &observers)

        // Declared in an extension below.
        player.errors
            .receive(on: DispatchQueue.main)
            .sink(receiveValue: presentError) // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    private func render(_ episode: Episode) { title = episode.title }
    private func formatElapsed(_ seconds: TimeInterval) -> String { String(format: "%.0f", seconds) }
    private func updateElapsedLabel(_ text: String) { navigationItem.prompt = text }
}

extension NowPlayingController {
    func presentError(_ error: Error) { title = error.localizedDescription }
}
