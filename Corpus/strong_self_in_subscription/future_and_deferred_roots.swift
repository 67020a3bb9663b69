import Combine
import Foundation

// The root publisher's own initializer closure (`Future { }`, `Deferred { }`) runs once and is
// not retained by the subscription, so it does not count; the chain's closures are weak.

/// Loads avatars from cache or network.
final class AvatarLoader {
    private var observers = Set<AnyCancellable>()
    private(set) var avatar: Data?

    func load(_ url: URL) {
        Future<Data, Never> { promise in
            promise(.success(self.cachedData(for: url)))
        }
        .sink { [weak self] data in self?.avatar = data }
        .store(in: &observers)

        Deferred { self.request(url) }
            .sink { [weak self] in self?.avatar = $0 }
            .store(in: &observers)
    }

    private func request(_ url: URL) -> Just<Data> {
        Just(Data(url.absoluteString.utf8))
    }

    private func cachedData(for url: URL) -> Data {
        Data()
    }
}
