// An application delegate lives until the process exits: its endless loop keeps nothing alive that would
// otherwise be freed. A per-screen model doing the same is reported.

protocol UIApplicationDelegate {}

enum Purchases {
    static func updates() -> AsyncStream<Int> { AsyncStream { _ in } }
}

final class StoreAppDelegate: UIApplicationDelegate {
    private var listener: Task<Void, Never>?
    func applicationDidFinishLaunching() {
        listener = Task {
            for await update in Purchases.updates() { handle(update) }
        }
    }
    func handle(_ update: Int) {}
}

final class PurchaseScreenModel {
    private var listener: Task<Void, Never>?
    func start() {
        listener = Task { // expect: async_loop_strong_self
            for await update in Purchases.updates() { handle(update) }
        }
    }
    func handle(_ update: Int) {}
}
