import Combine
import Foundation

// A loader's convenience overload (`fetchLimits(_ resource:)` returning `fetchLimits(resource.request)`) returns its namesake's
// result: the request ends when the real `fetchLimits` does, a `dataTaskPublisher` that finishes after the response. The
// overload is grounded by the other declaration, never by itself (and `retry(3)` after it still ends): a `watchLimits` whose overload forwards to a subject's
// stream stays endless.

struct LimitsResource {
    let url: URL
    var request: URLRequest { URLRequest(url: url) }
}

struct AccountLimits: Decodable { let low: Int }

protocol LimitsLoader {
    func fetchLimits<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error>
    func watchLimits(_ request: URLRequest) -> AnyPublisher<AccountLimits, Never>
    func fetchLimitsPatiently(_ request: URLRequest) -> AnyPublisher<AccountLimits, Error>
}

final class HTTPLimitsLoader: LimitsLoader {
    private let updates = PassthroughSubject<AccountLimits, Never>()

    func fetchLimits<T: Decodable>(_ request: URLRequest) -> AnyPublisher<T, Error> {
        URLSession.shared.dataTaskPublisher(for: request)
            .tryMap { data, _ in try JSONDecoder().decode(T.self, from: data) }
            .eraseToAnyPublisher()
    }

    func watchLimits(_ request: URLRequest) -> AnyPublisher<AccountLimits, Never> {
        updates.eraseToAnyPublisher()
    }

    /// Tried three times at most: still a request that ends.
    func fetchLimitsPatiently(_ request: URLRequest) -> AnyPublisher<AccountLimits, Error> {
        fetchLimits(request).retry(3).eraseToAnyPublisher()
    }
}

extension LimitsLoader {
    func fetchLimits<T: Decodable>(_ resource: LimitsResource) -> AnyPublisher<T, Error> {
        fetchLimits(resource.request)
    }

    func watchLimits(_ resource: LimitsResource) -> AnyPublisher<AccountLimits, Never> {
        watchLimits(resource.request)
    }
}

final class AccountLimitsViewModel {
    private let loader: LimitsLoader
    private var observers = Set<AnyCancellable>()
    var limits: AccountLimits?

    init(loader: LimitsLoader) { self.loader = loader }

    func refresh() {
        let resource = LimitsResource(url: URL(fileURLWithPath: "/limits"))
        loader.fetchLimits(resource)
            .replaceError(with: AccountLimits(low: 0))
            .receive(on: DispatchQueue.main)
            .sink { value in
                self.limits = value
            }
            .store(in: &observers)
    }

    func refreshPatiently() {
        loader.fetchLimitsPatiently(URLRequest(url: URL(fileURLWithPath: "/limits")))
            .replaceError(with: AccountLimits(low: 0))
            .receive(on: DispatchQueue.main)
            .sink { value in
                self.limits = value
            }
            .store(in: &observers)
    }

    func follow() {
        loader.watchLimits(LimitsResource(url: URL(fileURLWithPath: "/limits")))
            .receive(on: DispatchQueue.main)
            .sink { value in // expect: strong_self_in_subscription
                self.limits = value
            }
            .store(in: &observers)
    }
}
