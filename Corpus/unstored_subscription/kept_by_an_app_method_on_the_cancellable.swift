import Combine
import Foundation

// An app's own method on AnyCancellable that stores it (`.storeForever()`) keeps the subscription; leaving the result
// unused does not. Cancelling it at once is deliberate (a synchronous read; see
// `sink_cancelled_at_once_is_a_synchronous_read.swift`), not a result dropped by mistake.

extension AnyCancellable {
    private static var foreverStore = Set<AnyCancellable>()

    func storeForever() {
        store(in: &Self.foreverStore)
    }
}

enum ExternalEvents {
    private static let requests = PassthroughSubject<String, Never>()

    static func listen() {
        requests
            .sink { print("feedback", $0) }
            .storeForever()

        requests
            .sink { print("debug", $0) }
            .cancel()

        requests
            .sink { print("reload", $0) }  // expect: unstored_subscription
    }
}
