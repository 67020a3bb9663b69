import UIKit

// Decision: an observer whose block ends the process as a statement of its own (`exit(0)`, `abort()`,
// `fatalError(…)`) is never removed because nothing is left to remove it for: a terminal screen quitting when sent
// to the background. A block that only may end it (inside an `if`) is reported like any other.

/// The last screen when the disk is full: the app cannot go on.
final class DiskFullViewModel {
    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            exit(0)
        }
    }
}

/// Warns when storage runs low.
final class StorageWarningViewModel {
    var isCritical = false

    func start() {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            if self?.isCritical == true { exit(0) }
        }
    }
}
