import Combine
import Foundation

/// Every way of keeping the cancellable counts: assigned, returned, passed, in a collection literal.
final class SyncStatusTracker {
    private let sync: SyncEngine
    private var statusToken: AnyCancellable?
    private var observers = Set<AnyCancellable>()
    private var tokens: [AnyCancellable] = []
    private(set) var lastStatus: SyncStatus = .idle

    init(sync: SyncEngine) {
        self.sync = sync
    }

    func start() {
        statusToken = sync.status.sink { self.lastStatus = $0 } // expect: strong_self_in_subscription
        observers.insert(sync.errors.sink { _ in self.lastStatus = .failed }) // expect: strong_self_in_subscription
        tokens += [sync.conflicts.sink { _ in self.resolveConflicts() }] // expect: strong_self_in_subscription
    }

    func observeProgress() -> AnyCancellable {
        return sync.progress.sink { _ in self.lastStatus = .syncing } // expect: strong_self_in_subscription
    }

    var completionToken: AnyCancellable {
        sync.completed.sink { _ in self.lastStatus = .idle } // expect: strong_self_in_subscription
    }

    /// A lazy property's initializer runs with an instance self.
    lazy var conflictToken: AnyCancellable = sync.conflicts.sink { _ in self.resolveConflicts() } // expect: strong_self_in_subscription

    private func resolveConflicts() {}
}
