import Combine
import Foundation

/// Actors are reference types too.
actor ListeningHistoryRecorder {
    private var observers = Set<AnyCancellable>()
    private var entries: [String] = []

    func start(_ player: PlaybackEvents) {
        player.finishedEpisodes
            .sink { episode in // expect: strong_self_in_subscription
                Task { await self.record(episode) }
            }
            .store(in: &observers)
    }

    private func record(_ episode: String) { entries.append(episode) }
}

/// `DownloadQueueMonitor` is declared as a class in another file: its extensions are reference contexts.
extension DownloadQueueMonitor {
    func watchCellular(_ network: NetworkStatus, into observers: inout Set<AnyCancellable>) {
        network.isExpensive
            .sink { expensive in if expensive { self.pauseAll() } } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    func pauseAll() {}
}
