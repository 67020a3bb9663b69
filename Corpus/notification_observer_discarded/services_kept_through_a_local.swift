import Foundation

// Decision: an object the app-wide container builds into a local and then stores is kept by the container, as a
// direct `self.x = X()` is: also when the local falls back to a new object when none was injected
// (`let x = injected ?? X()`), and when the local is declared first and given its object later, in each branch
// (`let store: Store` … `store = try Store(onDisk: true)`, else a new one). The container lives for the run, so
// what its services register once is meant to last the run too.

/// Lists the servers the user can pick.
final class ServerListService {
    init() {
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        }
    }

    func refresh() {}
}

/// The local database.
final class HistoryStore {
    convenience init(onDisk: Bool) throws {
        self.init()
    }

    init() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in
            self?.prune()
        }
    }

    func prune() {}
}

/// A search screen's state, made per visit.
final class SearchScreenState {
    init() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.clear()
        }
    }

    func clear() {}
}

/// Everything the app shares, made once.
final class ServicesContainer {
    static let shared = ServicesContainer()
    let servers: ServerListService
    let history: HistoryStore

    init(servers injectedServers: ServerListService? = nil) {
        let servers = injectedServers ?? ServerListService()
        self.servers = servers
        let store: HistoryStore
        do {
            store = try HistoryStore(onDisk: true)
        } catch {
            store = HistoryStore()
        }
        self.history = store
    }

    func makeSearchState() -> SearchScreenState {
        SearchScreenState()
    }
}
