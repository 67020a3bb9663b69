import Combine
import Foundation

// An app's own method on AnyCancellable that stores it (`.storeForever()`) keeps the subscription; cancelling it at
// once, or leaving the result unused, does not.

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
            .sink { print("debug", $0) }  // expect: unstored_subscription
            .cancel()

        requests
            .sink { print("reload", $0) }  // expect: unstored_subscription
    }
}
