import Foundation

// A declared name made from a string constant (`Notification.Name(rawValue: LedgerKeys.synced)`, in a `static let`
// or a computed getter) is that constant's value: a post spelled with the constant directly matches an observer
// spelled with the declared name. A declared name whose value nothing posts is still reported.

enum LedgerKeys {
    static let synced = "Ledger.synced"
    static let archived = "Ledger.archived"
    static let exported = "Ledger.exported"
}

extension Notification.Name {
    static let ledgerSynced = Notification.Name(rawValue: LedgerKeys.synced)
    static var ledgerArchived: Notification.Name { .init(rawValue: LedgerKeys.archived) }
    static let ledgerExported = Notification.Name(rawValue: LedgerKeys.exported)
}

final class LedgerSyncer {
    func finishSync() {
        NotificationCenter.default.post(name: NSNotification.Name(rawValue: LedgerKeys.synced), object: nil)
    }

    func archive() {
        NotificationCenter.default.post(name: Notification.Name(rawValue: LedgerKeys.archived), object: nil)
    }
}

final class LedgerBadge: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .ledgerSynced, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .ledgerArchived, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .ledgerExported, object: nil) // expect: unmatched_notification
    }

    @objc func refresh() {}
}

// A long constant's name makes a long expression (`NSNotification.Name(rawValue: …)` past 80 characters): still read
// whole, and matched by the constant's value.
let LedgerManagerPendingFederationInvitationsDidChange = "LedgerManagerPendingFederationInvitationsDidChange"

final class LedgerInviteStore {
    func refresh() {
        NotificationCenter.default.post(name: NSNotification.Name(rawValue: LedgerManagerPendingFederationInvitationsDidChange), object: self)
    }
}

final class LedgerInboxController: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(invitesChanged), name: NSNotification.Name(LedgerManagerPendingFederationInvitationsDidChange), object: nil)
    }

    @objc func invitesChanged() {}
}

// A constant in nested namespaces, read through all of them on both sides.
enum LedgerConstants {
    enum Keys {
        enum Notifications {
            static let kLedgerSortingChanged = "ledger.sortingChanged"
        }
    }
}

final class LedgerSortPreferences {
    func changeSorting() {
        NotificationCenter.default.post(name: Notification.Name(rawValue: LedgerConstants.Keys.Notifications.kLedgerSortingChanged), object: nil)
    }
}

final class LedgerSortedList: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(resort), name: Notification.Name(rawValue: LedgerConstants.Keys.Notifications.kLedgerSortingChanged), object: nil)
    }

    @objc func resort() {}
}
