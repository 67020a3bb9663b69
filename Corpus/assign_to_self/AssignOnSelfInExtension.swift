import Combine
import UIKit

final class EpisodeArtworkView: UIImageView {
    var observers = Set<AnyCancellable>()
}

/// An extension of a class the sources declare is a reference context too.
extension EpisodeArtworkView {
    func load(from loader: ArtworkLoader, url: URL) {
        loader.image(for: url)
            .receive(on: DispatchQueue.main)
            .assign(to: \.image, on: self) // expect: assign_to_self
            .store(in: &observers)
    }
}
