import Foundation

/// Buffers analytics events and flushes them in batches.
public final class HarborAnalytics: @unchecked Sendable {
    /// Reassignable so tests can swap it; a data race and a hidden dependency in production.
    public static var shared = HarborAnalytics() // expect: mutable_singleton

    private let queue = DispatchQueue(label: "harbor.analytics")
    private var pending: [String] = []

    public init() {}

    /// Records an event name.
    public func track(_ event: String) {
        queue.async {
            self.pending.append(event)
        }
    }

    /// Sends buffered events.
    public func flush() {
        queue.async {
            self.pending.removeAll()
        }
    }
}
