import Combine
import Factory
import Foundation

// Factory 2 registers a service as a computed property of a container's extension, `self { … }`, and keeps one
// instance for the run with `.singleton` or `.cached` (also when it is made with `.init()`): what that service keeps
// subscribed frees nothing. A registration without a scope makes a new object for each resolution.
final class LedgerSession {
    static let shared = LedgerSession()
    @Published var token: String?
}

final class LedgerEntriesStore: ObservableObject {
    @Published var entries: [String] = []
    private var observers = Set<AnyCancellable>()

    init() {
        LedgerSession.shared.$token
            .sink { self.entries = $0 == nil ? [] : ["opening"] }
            .store(in: &observers)
    }
}

final class LedgerTotalsStore: ObservableObject {
    @Published var total = 0
    private var observers = Set<AnyCancellable>()

    init() {
        LedgerSession.shared.$token
            .sink { self.total = $0 == nil ? 0 : 1 }
            .store(in: &observers)
    }
}

final class LedgerDraftStore: ObservableObject {
    @Published var draft = ""
    private var observers = Set<AnyCancellable>()

    init() {
        LedgerSession.shared.$token
            .sink { self.draft = $0 ?? "" } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

extension Container {
    var ledgerEntriesStore: Factory<LedgerEntriesStore> {
        self { .init() }
            .cached
    }

    var ledgerTotalsStore: Factory<LedgerTotalsStore> {
        self { LedgerTotalsStore() }.singleton
    }

    var ledgerDraftStore: Factory<LedgerDraftStore> {
        self { LedgerDraftStore() }
    }
}
