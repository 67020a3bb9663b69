import Foundation

// Decision: a getter that hands out an optional and makes the instance with `try?` is a get-or-create that can fail
// (the keychain is locked before first unlock) and tries again on the next read: `static let` cannot wait, so its
// backing static stays a `var`. A getter handing out the type itself is a plain lazy get-or-create, which
// `static let` does lazily and thread-safely.

struct VaultLockedError: Error {}

final class VaultPinStore {
    private static var instance: VaultPinStore?

    static var shared: VaultPinStore! {
        if instance == nil {
            instance = try? VaultPinStore()
        }
        return instance
    }

    private init() throws {
        guard UserDefaults.standard.string(forKey: "pin") != nil else { throw VaultLockedError() }
    }
}

final class VaultClock {
    private static var instance: VaultClock? // expect: mutable_singleton "declare it with let"

    static var shared: VaultClock {
        if instance == nil {
            instance = VaultClock()
        }
        return instance!
    }

    private init() {}
}

/// A computed optional with a setter passes on what its callers assign: the setter is no setup point of its own.
final class VaultSession {
    private static var _current: VaultSession? // expect: mutable_singleton

    static var current: VaultSession? {
        get { _current }
        set { _current = newValue }
    }
}

final class VaultLogin {
    func login() {
        VaultSession.current = VaultSession()
    }
}
