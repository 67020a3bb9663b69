import Foundation

// Decision: the Objective-C files of the tree are the other side of some names. A name an `.m` file posts
// (`postNotificationName:@"LedgerUploadFinished"`) or observes (`addObserver:…name:LedgerSessionExpiredNotification…`,
// a constant defined with the same string) is matched; so is `.LedgerAccountStatusUpdated`, Swift's spelling of the
// `NSNotificationName` constant a header declares, with the literal name of the same string. A name no file of either
// language matches stays reported.

extension Notification.Name {
    static let ledgerSessionExpired = Notification.Name("com.example.ledger.session.expired")
    static let ledgerUploadFinished = Notification.Name("LedgerUploadFinished")
    static let ledgerAccountStatusUpdated = Notification.Name("LedgerAccountStatusUpdatedNotification")
    static let ledgerExportDone = Notification.Name("LedgerExportDone")
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
    }

    @objc func reload() {}
}

final class LedgerJoinModel {
    func finish() {
        NotificationCenter.default.post(name: NSNotification.Name.LedgerAccountStatusUpdated, object: nil)
    }
}
