import Combine
import Foundation

/// A discarded subscription is cancelled at once (unstored_subscription's finding): there is no cycle to report.
final class AnalyticsFlusher {
    private let queue: EventQueue
    private var flushed = 0

    init(queue: EventQueue) {
        self.queue = queue
    }

    func flushOnce() {
        _ = queue.pending.sink { self.flushed += $0.count } // expect: unstored_subscription
    }
}
