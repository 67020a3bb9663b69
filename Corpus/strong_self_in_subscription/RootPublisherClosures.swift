import Combine
import Foundation

/// Closures that build the root publisher run once and are not chain operators; neither are nested type bodies.
final class TokenRefresher {
    private let keychain: KeychainStore
    private var observers = Set<AnyCancellable>()
    private var token: String?

    init(keychain: KeychainStore) {
        self.keychain = keychain
    }

    func refresh() {
        Future<String, Never> { promise in
            promise(.success(self.keychain.read("token") ?? ""))
        }
        .sink { [weak self] token in self?.token = token }
        .store(in: &observers)

        Deferred { Just(self.keychain.read("refresh")) }
            .compactMap { $0 }
            .sink { [weak self] token in self?.token = token }
            .store(in: &observers)

        AnyPublisher<String, Never>.create { subscriber in
            subscriber.send(self.keychain.read("device") ?? "")
            return AnyCancellable {}
        }
        .sink { [weak self] token in self?.token = token }
        .store(in: &observers)

        keychain.changes
            .map { change -> String in
                struct Redactor {
                    let prefix = 4
                    func redact(_ s: String) -> String { String(s.prefix(self.prefix)) + "…" }
                }
                return Redactor().redact(change.value)
            }
            .sink { [weak self] redacted in self?.token = redacted }
            .store(in: &observers)
    }
}
