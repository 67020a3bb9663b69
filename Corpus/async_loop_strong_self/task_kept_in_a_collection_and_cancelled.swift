import Foundation
import UIKit

// Decision: a task whose handle reaches a property another method cancels is ended by its owner, however the
// handle gets there: through a local first (`let task = Task { … }; observer = task`), inside an array
// (`observers = [task]`, `observers.append(Task { … })`, `let task = Task { … }; observers.append(task)`), and cancelled element by element (`for task in
// observers { task.cancel() }`, `observers.forEach { $0.cancel() }`). A task kept in a collection nobody cancels
// still holds self for as long as the stream runs.

final class ForegroundMonitor: NSObject {
    private var observers = [Task<Void, Never>]()

    override init() {
        super.init()
        let foreground = Task { @MainActor in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.willEnterForegroundNotification) {
                self.refresh()
            }
        }
        observers = [foreground]
    }

    func refresh() {}

    func stop() {
        for task in observers { task.cancel() }
        observers.removeAll()
    }
}

final class BackgroundMonitor: NSObject {
    private var observers = [Task<Void, Never>]()

    override init() {
        super.init()
        observers.append(Task { @MainActor in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didEnterBackgroundNotification) {
                self.pause()
            }
        })
    }

    func pause() {}
    func stop() { observers.forEach { $0.cancel() } }
}

final class MemoryMonitor: NSObject {
    private var observer: Task<Void, Never>?

    override init() {
        super.init()
        let task = Task { @MainActor in
            for await _ in NotificationCenter.default.notifications(named: UIApplication.didReceiveMemoryWarningNotification) {
                self.purge()
            }
        }
        observer = task
    }

    func purge() {}
    func stop() { observer?.cancel() }
}

final class PreferenceMonitor {
    private var notificationTasks: [Task<Void, Never>] = []

    func start(updates: AsyncStream<Bool>) {
        let task = Task { @MainActor in
            for await enabled in updates {
                apply(enabled)
            }
        }
        notificationTasks.append(task)
    }

    func apply(_ enabled: Bool) {}

    func cleanup() {
        for task in notificationTasks { task.cancel() }
        notificationTasks.removeAll()
    }
}

final class KeptButNeverCancelled: NSObject {
    private var observers = [Task<Void, Never>]()

    override init() {
        super.init()
        observers.append(Task { @MainActor in // expect: async_loop_strong_self
            for await _ in NotificationCenter.default.notifications(named: UIApplication.significantTimeChangeNotification) {
                self.reload()
            }
        })
    }

    func reload() {}
}
