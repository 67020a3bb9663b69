import Combine
import Foundation

/// A single cancellable held in a property is not stored in a collection: nothing to name.
final class LocationFollower {
    private var locationToken: AnyCancellable?
    private(set) var lastCoordinate = (0.0, 0.0)

    func follow(_ feed: LocationFeed) {
        locationToken = feed.coordinates.sink { [weak self] in self?.lastCoordinate = $0 }
    }
}
