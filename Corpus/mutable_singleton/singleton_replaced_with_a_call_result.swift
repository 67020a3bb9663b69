import Foundation

// Other types replace the shared profile with what a call returns (a loaded copy, an edited copy): `let` would not
// compile, so the advice is to hand the instance to its users, not to declare it with let.

final class LedgerProfile: NSObject, NSCopying {
    static var sharedInstance = LedgerProfile() // expect: 16 [mutable_singleton] "swaps it for another instance"
    var name = ""

    func copy(with zone: NSZone? = nil) -> Any {
        let copied = LedgerProfile()
        copied.name = name
        return copied
    }
}

final class LedgerProfileStorage {
    func load() -> LedgerProfile { LedgerProfile() }
}

final class LedgerLaunch {
    func start() {
        LedgerProfile.sharedInstance = LedgerProfileStorage().load()
    }
}

final class LedgerProfileEditor {
    var draft = LedgerProfile.sharedInstance.copy() as! LedgerProfile

    func commit() {
        LedgerProfile.sharedInstance = draft.copy() as! LedgerProfile
    }
}
