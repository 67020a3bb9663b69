import Foundation

// Computed static properties (a `get` accessor or a bare body) store nothing, and protocol
// requirements declare no storage.

/// Anything with a process-wide instance.
protocol SharedInstanceProviding {
    static var shared: Self { get }
}

/// Keychain access.
final class KeychainStore: SharedInstanceProviding {
    private static let instanceStorage = KeychainStore()

    static var shared: KeychainStore { instanceStorage }

    static var current: KeychainStore {
        get { instanceStorage }
    }

    static var main: KeychainStore {
        instanceStorage
    }
}
