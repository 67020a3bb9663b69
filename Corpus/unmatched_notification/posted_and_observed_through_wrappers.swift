import Foundation

// An app's own helpers that forward their name parameter to NotificationCenter are notification
// wrappers: each call posts (or observes) its argument, at the call, for the caller. The helper's
// own forward of `name` is no notification called `name`. Wrappers of wrappers count too.

extension Notification.Name {
    static let harvestStarted = Notification.Name("corpus.harvest.started")
    static let harvestFinished = Notification.Name("corpus.harvest.finished")
    static let harvestCancelled = Notification.Name("corpus.harvest.cancelled")
    static let siloFull = Notification.Name("corpus.silo.full")
}

/// Runs the harvest and tells the farm about it.
final class HarvestCoordinator {
    func start() {
        postNotification(.harvestStarted)
        postOnMainThread(name: .harvestFinished, object: self)
    }

    func cancel() {
        announce(.harvestCancelled) // expect: unmatched_notification
    }

    private func postNotification(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: nil)
    }

    private func postOnMainThread(name: Notification.Name, object: Any?) {
        DispatchQueue.main.async { NotificationCenter.default.post(name: name, object: object) }
    }

    private func announce(_ event: Notification.Name) {
        postNotification(event)
    }
}

/// Watches the silo through its own observing helper.
final class SiloMonitor {
    private var tokens: [NSObjectProtocol] = []

    func watch() {
        observe(.harvestStarted) { print("started") }
        observe(.harvestFinished) { print("finished") }
        observe(.siloFull) { print("full") } // expect: unmatched_notification
    }

    private func observe(_ name: Notification.Name, _ handler: @escaping () -> Void) {
        tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in handler() })
    }
}
