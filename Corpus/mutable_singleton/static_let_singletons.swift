import Foundation

/// The fix: `static let` cannot be reassigned.
final class NetworkMonitor {
    static let shared = NetworkMonitor()

    private init() {}
}

/// Location updates.
final class LocationHub {
    nonisolated static let current = LocationHub()
}

/// Print queue.
actor PrintQueue {
    static let `default` = PrintQueue()
}

extension JSONEncoder {
    static let standard = JSONEncoder()
}
