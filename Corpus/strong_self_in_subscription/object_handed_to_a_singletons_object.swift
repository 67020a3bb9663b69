import Combine
import Foundation

// Decision: an object constructed as an argument of a construction a process-lifetime object keeps
// (`self.resolverCache = ResolverCache(store: AddressDiskStore())` in a `static let` singleton's init) is kept as long:
// a cycle inside it frees nothing; so is one its init stores into a property declared further down. The same
// construction in a screen that comes and goes is reported.

enum AccountEvents {
    private static let removedSubject = PassthroughSubject<String, Never>()
    static var removed: AnyPublisher<String, Never> { removedSubject.eraseToAnyPublisher() }
}

class AddressStore {
    func forget(_ domain: String) {}
}

final class ResolverCache {
    private let store: AddressStore
    init(store: AddressStore) { self.store = store }

    final class InMemory {
        private let store: AddressStore
        init(store: AddressStore) { self.store = store }
    }
}

final class AddressMemoryStore: AddressStore {
    private var observer: AnyCancellable?

    override init() {
        super.init()
        observer = AccountEvents.removed.sink { domain in self.forget(domain) }
    }
}

final class AddressDiskStore: AddressStore {
    private var observer: AnyCancellable?

    override init() {
        super.init()
        observer = AccountEvents.removed.sink { domain in self.forget(domain) }
    }
}

final class RecentAddressStore: AddressStore {
    private var observer: AnyCancellable?

    override init() {
        super.init()
        observer = AccountEvents.removed.sink { domain in self.forget(domain) } // expect: strong_self_in_subscription
    }
}

final class ConnectionService {
    static let instance = ConnectionService()
    private let resolverCache: ResolverCache
    private let memoryCache: ResolverCache.InMemory

    private init() {
        self.resolverCache = ResolverCache(store: AddressDiskStore())
        self.memoryCache = ResolverCache.InMemory(store: AddressMemoryStore())
    }
}

final class AddressWatcher {
    private var observer: AnyCancellable?

    init() {
        observer = AccountEvents.removed.sink { domain in self.forget(domain) }
    }

    func forget(_ domain: String) {}
}

final class AddressMonitor {
    static let shared = AddressMonitor()

    private init() {
        self.watcher = AddressWatcher()
    }

    private var watcher: AddressWatcher!
}

final class AddressBookScreen {
    private let recentCache: ResolverCache

    init() {
        self.recentCache = ResolverCache(store: RecentAddressStore())
    }
}
