import Combine
import SwiftUI

// The `App` struct is made once per process: what it stores lives for the whole run, whether the struct
// adopts `App` in an extension or spells it with its module (`SwiftUI.App`). A cycle inside such a store
// frees nothing.
final class ShelfCatalog: ObservableObject {
    @Published var titles: [String] = []
}

final class ShelfStore: ObservableObject {
    let catalog = ShelfCatalog()
    var firstTitle = ""
    private var observers = Set<AnyCancellable>()

    init() {
        catalog.$titles.sink { titles in
            self.firstTitle = titles.first ?? ""
        }
        .store(in: &observers)
    }
}

struct ShelfApp {
    private var store = ShelfStore()
}

extension ShelfApp: App {
    var body: some Scene {
        WindowGroup { Text("Shelf").environmentObject(store) }
    }
}

final class LedgerStore: ObservableObject {
    let catalog = ShelfCatalog()
    var count = 0
    private var observers = Set<AnyCancellable>()

    init() {
        catalog.$titles.sink { titles in
            self.count = titles.count
        }
        .store(in: &observers)
    }
}

struct LedgerApp: SwiftUI.App {
    @StateObject private var store = LedgerStore()

    var body: some Scene {
        WindowGroup { Text("Ledger").environmentObject(store) }
    }
}
