import Foundation

public final class LedgerRecomputer {
    public init() {}

    public func recompute() {
        NotificationCenter.default.post(name: .ledgerBalanceRecomputed, object: self) // expect: unmatched_notification
    }
}
