import Foundation

// A wrapper declared in `extension NotificationCenter` calls the center's own `addObserver(forName:…)` without a
// receiver: `NotificationCenter.default.observe(name: .trackerModeChanged, …)` observes the name it is given, so the
// post has its observer. A name the wrapper observes that nobody posts is still reported.
final class TrackerObservation {
    let center: NotificationCenter
    let token: NSObjectProtocol
    init(center: NotificationCenter, token: NSObjectProtocol) { self.center = center; self.token = token }
    deinit { center.removeObserver(token) }
}

extension NotificationCenter {
    func observe(name: Notification.Name, queue: OperationQueue?, using block: @escaping (Notification) -> Void) -> TrackerObservation {
        TrackerObservation(center: self, token: addObserver(forName: name, object: nil, queue: queue, using: block))
    }
}

extension Notification.Name {
    static let trackerModeChanged = Notification.Name("trackerModeChanged")
    static let trackerPaused = Notification.Name("trackerPaused")
}

final class TrackerSettings {
    func toggle() { NotificationCenter.default.post(name: .trackerModeChanged, object: self) }
}

final class TrackerScreen {
    private var modeObservation: TrackerObservation?
    private var pauseObservation: TrackerObservation?

    func start() {
        modeObservation = NotificationCenter.default.observe(name: .trackerModeChanged, queue: .main) { [weak self] _ in self?.reload() }
        pauseObservation = NotificationCenter.default.observe(name: .trackerPaused, queue: .main) { [weak self] _ in self?.reload() } // expect: unmatched_notification
    }

    func reload() {}
}
