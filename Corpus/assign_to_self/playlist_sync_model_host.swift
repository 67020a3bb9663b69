import Combine
import Foundation

// Declares the class that assign_on_self_in_extension_other_file.swift extends. No finding here.

/// Keeps a playlist's metadata in sync with the server.
final class PlaylistSyncModel {
    var title = ""
    var trackCount = 0
    var observers = Set<AnyCancellable>()

    init(trackCounts: AnyPublisher<Int, Never>) {
        trackCounts
            .sink { [weak self] count in self?.trackCount = count }
            .store(in: &observers)
    }
}
