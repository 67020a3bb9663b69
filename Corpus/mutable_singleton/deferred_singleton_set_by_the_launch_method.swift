import UIKit

// A deferred singleton given its value once, by the app delegate's launch method (which returns a Bool): `let`
// cannot express it. A lazy getter that returns the instance is a get-or-create that `static let` does safely.

class WinstonAppDelegate: UIResponder, UIApplicationDelegate {
    static private(set) var instance: WinstonAppDelegate! = nil
    var supportsHaptics = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        WinstonAppDelegate.instance = self
        return true
    }
}

final class SessionStore {
    private static var shared: SessionStore? // expect: mutable_singleton

    static func current() -> SessionStore {
        if let shared { return shared }
        let store = SessionStore()
        shared = store
        return store
    }
}
