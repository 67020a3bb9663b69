import Combine
import Foundation
import Security

// Only `.store(in: &x)` is checked: inserting into a set, assigning a cancellable, or an
// unrelated `store(in:)` method without `&` is not.

/// Stores the API token and follows token changes.
final class APITokenVault {
    private var cancellables = Set<AnyCancellable>()
    private var tokenCancellable: AnyCancellable?

    init(tokens: AnyPublisher<String, Never>, keychain: KeychainSlot) {
        cancellables.insert(tokens.sink { print("token length", $0.count) })
        tokenCancellable = tokens.sink { token in
            try? APIToken(value: token).store(in: keychain)
        }
    }
}

/// A keychain item slot.
struct KeychainSlot {
    let service: String
}

/// An API token that can persist itself.
struct APIToken {
    let value: String

    func store(in slot: KeychainSlot) throws {
        let query: [String: Any] = [kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: slot.service]
        SecItemDelete(query as CFDictionary)
    }
}
