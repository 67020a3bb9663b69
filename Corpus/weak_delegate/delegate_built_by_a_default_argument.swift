import UIKit

// Decision: an initializer parameter whose default value constructs the delegate (`migrationDelegate: … =
// MigrationCoordinator(…)`), stored into the property, makes the property that object's owner: a caller passing
// nothing hands over a new object nobody else keeps. A parameter without such a default stays reported.

protocol SyncMigrationDelegate: AnyObject {
    func migrationDidFinish()
}

final class MigrationCoordinator: SyncMigrationDelegate {
    private let host: UIViewController
    init(host: UIViewController) { self.host = host }
    func migrationDidFinish() {}
}

final class SyncEngine {
    private var migrationDelegate: SyncMigrationDelegate
    private var progressDelegate: SyncMigrationDelegate? // expect: weak_delegate

    init(host: UIViewController, migrationDelegate: SyncMigrationDelegate = MigrationCoordinator(host: UIViewController()),
         progressDelegate: SyncMigrationDelegate? = nil) {
        self.migrationDelegate = migrationDelegate
        self.progressDelegate = progressDelegate
    }

    func finish() {
        migrationDelegate.migrationDidFinish()
        progressDelegate?.migrationDidFinish()
    }
}
