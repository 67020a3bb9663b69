import Foundation

// The classic shapes: a reassignable shared instance, an implicitly unwrapped one set up at
// launch, and a lazily created private backing instance hidden behind nonisolated(unsafe).

final class LedgerStore {
    static var shared = LedgerStore() // expect: mutable_singleton
    static var sharedInstance: LedgerStore! // expect: mutable_singleton
    nonisolated(unsafe) private static var _instance: LedgerStore? // expect: mutable_singleton

    static func configured() -> LedgerStore {
        if let existing = _instance { return existing }
        let store = LedgerStore()
        _instance = store
        return store
    }

    private(set) var entries: [String] = []
}
