import Foundation
import StoreKit

// Decision: the bytes of a file or a response and their views (`url.lines`, `handle.bytes`) end with the data, and
// StoreKit's `Transaction.currentEntitlements` / `.all` / `.unfinished` end after the current transactions: the
// task holds self until then, as a network call does. `Transaction.updates` never ends and stays reported.

final class ReceiptReader {
    private var transactions: [Transaction] = []
    private var lines: [String] = []

    func fetchTransactions() async -> [Transaction] {
        async let read = Task {
            var found: [Transaction] = []
            for await entitlement in Transaction.currentEntitlements {
                if case .verified(let transaction) = entitlement { found.append(transaction) }
            }
            record(found)
            return found
        }
        return await read.value
    }

    func importLog(from url: URL) {
        Task {
            for try await line in url.lines {
                self.lines.append(line)
            }
        }
    }

    func listen() {
        Task { // expect: async_loop_strong_self
            for await update in Transaction.updates {
                if case .verified(let transaction) = update { self.record([transaction]) }
            }
        }
    }

    func record(_ found: [Transaction]) { transactions += found }
}
