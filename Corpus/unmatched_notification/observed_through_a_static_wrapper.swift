import Foundation

// A static helper on NotificationCenter that forwards its name parameter (`observer(for:using:)`) is a wrapper like
// an instance one: its callers observe the name they pass, by the label they write. A name posted and observed
// through nothing stays reported.

extension NotificationCenter {
    static func observer(for name: Notification.Name, queue: OperationQueue? = nil,
                         using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: queue, using: block)
    }
}

extension Notification.Name {
    static let corpusClockTick = Notification.Name("corpus.clock.tick")
    static let corpusClockStopped = Notification.Name("corpus.clock.stopped")
}

final class CorpusClock {
    func tick() { NotificationCenter.default.post(name: .corpusClockTick, object: nil) }
    func stop() { NotificationCenter.default.post(name: .corpusClockStopped, object: nil) } // expect: unmatched_notification
}

final class CorpusClockLabel {
    private var token: NSObjectProtocol?
    private(set) var ticks = 0

    init() {
        token = NotificationCenter.observer(for: .corpusClockTick) { [weak self] _ in self?.ticks += 1 }
    }
}
