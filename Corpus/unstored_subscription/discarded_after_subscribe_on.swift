import Combine
import Foundation

// After `subscribe(on:)` the discarded cancellable is released before the subscription starts: nothing is
// cancelled, and the chain runs until its publisher finishes. Still reported, with that message.
enum BundledCatalog {
    static func load(name: String) -> AnyPublisher<[String], Never> {
        Just([name]).eraseToAnyPublisher()
    }
}

final class CatalogLoader {
    private(set) var names: [String] = []

    func start() {
        _ = BundledCatalog.load(name: "items")
            .subscribe(on: DispatchQueue.global())
            .receive(on: DispatchQueue.main)
            .sink { [weak self] names in self?.names = names } // expect: 14 [unstored_subscription] "cannot be cancelled and runs until the publisher finishes"
    }
}
