import UIKit

// Decision: a static stored property's initializer runs once per process, a `var`'s as well as a `let`'s (setting the
// var later runs no initializer again), so an observer it registers is meant for the whole run. A static method that
// registers on every call is no such place.

final class GlossaryCache {
    private static var entries: [String: String] = {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
            GlossaryCache.entries = [:]
        }
        return [:]
    }()

    static func entry(for key: String) -> String? { entries[key] }

    static func watchLowMemory() {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in // expect: notification_observer_discarded
            GlossaryCache.entries = [:]
        }
    }
}
