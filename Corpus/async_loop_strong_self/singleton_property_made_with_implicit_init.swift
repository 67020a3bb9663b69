// An object a singleton keeps in a stored property lives for the whole run, whether the property is given
// `VaultCleaner()` or `.init()`: a loop capturing it frees nothing early.
final class VaultMonitor {
    static let shared = VaultMonitor()
    private init() {}
    func events() -> AsyncStream<Int> { AsyncStream { _ in } }
}

final class VaultService {
    static let shared = VaultService()
    let cleaner: VaultCleaner
    let indexer: VaultIndexer = .init()

    private init() {
        cleaner = .init()
    }
}

final class VaultCleaner {
    func start() {
        Task {
            for await _ in VaultMonitor.shared.events() {
                await cleanUp()
            }
        }
    }

    func cleanUp() async {}
}

final class VaultIndexer {
    func start() {
        Task {
            for await _ in VaultMonitor.shared.events() {
                await reindex()
            }
        }
    }

    func reindex() async {}
}
