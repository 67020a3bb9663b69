import Combine
import SwiftUI

// Decision: a store the `App` struct owns lives for the run whatever spelling names it: a module-qualified type
// (`LedgerKit.LedgerSessionStore`, the store declared in a package) is the same class as its own code knows it.

@main
struct LedgerDemoApp: App {
    @StateObject private var store: LedgerKit.LedgerSessionStore

    init() {
        _store = StateObject(wrappedValue: LedgerKit.LedgerSessionStore(token: "t"))
    }

    var body: some Scene {
        WindowGroup { Text(store.signedIn ? "in" : "out") }
    }
}

// In the package `LedgerKit`:
@MainActor
final class LedgerSessionStore: ObservableObject {
    @Published private(set) var signedIn = true

    init(token: String) {
        NotificationCenter.default.addObserver(forName: .ledgerSessionEnded, object: nil, queue: .main) { [weak self] _ in
            Task { @MainActor [weak self] in self?.signedIn = false }
        }
    }

    func end() {
        NotificationCenter.default.post(name: .ledgerSessionEnded, object: nil)
    }
}

extension Notification.Name {
    static let ledgerSessionEnded = Notification.Name("ledgerSessionEnded")
}
