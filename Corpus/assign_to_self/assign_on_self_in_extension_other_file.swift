import Combine
import Foundation

// PlaylistSyncModel is declared as a class in playlist_sync_model_host.swift, so this
// extension is a reference type (resolved across files).

extension PlaylistSyncModel {
    func bindTitle(_ titles: AnyPublisher<String, Never>) {
        titles
            .removeDuplicates()
            .assign(to: \.title, on: self) // expect: assign_to_self
            .store(in: &observers)
    }
}
