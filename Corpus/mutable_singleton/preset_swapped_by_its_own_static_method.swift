import Foundation
import Logging

// A static of a type the sources do not declare (`extension Logger` of swift-log), which its own static method swaps
// between presets, is a value the app replaces, as for a struct of the sources: `let` would not compile. The same
// swap on a class of the sources is reported, with the advice to hand the instance out instead of replacing it.
extension Logger {
    private static let quietLogger = Logger(label: "quiet")
    private static let verboseLogger = Logger(label: "verbose")
    static var shared: Logger = quietLogger

    static func enableVerboseLogging() {
        shared = verboseLogger
    }
}

/// Sends the app's analytics events.
final class EventReporter {
    private static let quietReporter = EventReporter()
    private static let loudReporter = EventReporter()
    static var shared: EventReporter = quietReporter // expect: mutable_singleton

    static func enableLoudReporting() {
        shared = loudReporter
    }
}
