// An attribute's argument list may follow its name after a space (`@available (iOS 13, *)`, which Swift 5 mode
// compiles with a warning); a spaced `(` that starts a function type (`@MainActor (Int) -> Void`) stays a type.

import Foundation

/// Keeps the user's session and says when it changes.
@objc (CTSessionStore) final class SessionStore: NSObject {
    private var storedToken: Any?

    @available (iOS 13, *)
    private var token: String {
        return (storedToken as? String) ?? ""
    }

    @available (*, deprecated, message: "use token")
    var legacyToken: String { token }

    /// Called on the main actor whenever the token changes.
    var onChange: @MainActor (String) -> Void = { _ in }

    /// Called from any thread with the refresh result.
    var onRefresh: (@Sendable (Bool) async -> Void)?

    /// Handlers that run in order at sign-out.
    var signOutHandlers: [@MainActor () -> Void] = []

    @inline (__always) func isSignedIn() -> Bool {
        !token.isEmpty
    }

    /// Runs `work` once the store is ready.
    func whenReady(_ work: @escaping @Sendable () throws -> Void) rethrows {
        try work()
    }
}
