import Foundation

// Decision: the Objective-C files of the tree are the other side of some names. A name an `.m` file posts
// (`postNotificationName:@"LedgerUploadFinished"`) or observes (`addObserver:…name:LedgerSessionExpiredNotification…`,
// a constant defined with the same string) is matched; so is `.LedgerAccountStatusUpdated`, Swift's spelling of the
// `NSNotificationName` constant a header declares, with the literal name of the same string. A name no file of either
// language matches stays reported. A name spelled as an Objective-C constant with the capitals of a module the
// Objective-C code imports (`QSChainDidSyncNotification` of `QuillSync`, from the bridging header) is that dependency's,
// which posts it.

extension Notification.Name {
    static let ledgerSessionExpired = Notification.Name("com.example.ledger.session.expired")
    static let ledgerUploadFinished = Notification.Name("LedgerUploadFinished")
    static let ledgerAccountStatusUpdated = Notification.Name("LedgerAccountStatusUpdatedNotification")
    static let ledgerExportDone = Notification.Name("LedgerExportDone")
    static let quillChainSynced = Notification.Name(rawValue: "QSChainDidSyncNotification")
    static let ledgerChainSynced = Notification.Name(rawValue: "LGChainDidSyncNotification")
}

final class LedgerSessionChecker {
    func expire() {
        NotificationCenter.default.post(name: .ledgerSessionExpired, object: nil)
        NotificationCenter.default.post(name: .ledgerExportDone, object: nil) // expect: unmatched_notification
    }
}

final class LedgerListController: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .ledgerUploadFinished, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .ledgerAccountStatusUpdated, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .quillChainSynced, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .ledgerChainSynced, object: nil) // expect: unmatched_notification
    }

    @objc func reload() {}
}

final class LedgerJoinModel {
    func finish() {
        NotificationCenter.default.post(name: NSNotification.Name.LedgerAccountStatusUpdated, object: nil)
    }
}
