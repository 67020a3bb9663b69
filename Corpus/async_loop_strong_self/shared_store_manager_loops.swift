import StoreKit

// The StoreKit manager of an app: `static let shared = PurchaseManager()` is its only construction, so it lives
// until the process exits and its endless `Transaction.updates` loop keeps nothing alive that would otherwise be
// freed. The same loop in a screen-owned object that the app constructs per screen is reported.

final class PurchaseCenter: NSObject {
    static let shared = PurchaseCenter()
    private var observerTask: Task<Void, Never>?

    func startObserver() {
        observerTask = Task(priority: .background) {
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                complete(transaction)
            }
        }
    }

    func complete(_ transaction: Transaction) {
        Task { await transaction.finish() }
    }
}

final class PaywallEntitlementWatcher {
    static let shared = PaywallEntitlementWatcher()
    private var watchTask: Task<Void, Never>?
    private(set) var unlocked = false

    func start() {
        watchTask = Task { // expect: async_loop_strong_self
            for await _ in Transaction.updates {
                self.unlocked = true
            }
        }
    }
}

final class PaywallScreenModel {
    private let watcher = PaywallEntitlementWatcher()
}
