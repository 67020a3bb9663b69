import Foundation

// Decision: one setup method of the type that creates the optional instance where a feature is available and clears
// it where it is not (run at launch and on every return to the foreground) is one setup point: `let` could not
// clear it. Two methods that assign it, one of them clearing it (`start()` and `stop()`), hold a live instance the
// app makes and drops: not reported either.

final class CallCenter: NSObject {
    static var isAvailable: Bool { Locale.current.region?.identifier != "CN" }

    private(set) static var instance: CallCenter? = nil

    static func initializeCallCenter() {
        if isAvailable {
            if instance == nil {
                instance = CallCenter()
            }
        } else {
            instance = nil
        }
    }
}

final class MeetingCenter: NSObject {
    private(set) static var instance: MeetingCenter? = nil

    static func start() {
        instance = MeetingCenter()
    }

    static func stop() {
        instance = nil
    }
}
