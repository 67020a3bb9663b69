import CoreData
import FactoryKit

// FactoryKit keeps one instance of a `.scope(.singleton)` or `.scope(.cached)` registration for the whole run (a
// cached one until the app resets the cache): what it sets up once is meant to live as long.
final class ContextStore {
    private let center: NotificationCenter
    private let main = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)

    init(center: NotificationCenter) {
        self.center = center
    }

    func load() -> ContextStore {
        observeSaves()
        return self
    }

    private func observeSaves() {
        center.addObserver(forName: .NSManagedObjectContextDidSave, object: main, queue: .main) { [weak self] note in
            self?.main.mergeChanges(fromContextDidSave: note)
        }
    }
}

final class ArchiveStore {
    func load() -> ArchiveStore {
        observeSaves()
        return self
    }

    private func observeSaves() {
        NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: .main) { _ in
            print("archived")
        }
    }
}

// Made anew for each resolution: each registration stays behind.
final class DraftStore {
    func load() -> DraftStore {
        observeSaves()
        return self
    }

    private func observeSaves() {
        NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            print("saved")
        }
    }
}

extension Container {
    var contextStore: Factory<ContextStore> {
        Factory(self) {
            ContextStore(center: .default).load()
        }
        .scope(.singleton)
    }

    var archiveStore: Factory<ArchiveStore> {
        Factory(self) { ArchiveStore().load() }.scope(.cached)
    }

    var draftStore: Factory<DraftStore> {
        Factory(self) { DraftStore().load() }
    }
}
