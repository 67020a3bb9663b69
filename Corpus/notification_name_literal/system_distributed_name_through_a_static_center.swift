import Foundation

// The distributed center kept in a static (`static let distributed = DistributedNotificationCenter.default()`) is the
// distributed center: a system name observed there once has no second spelling to keep in step, as when the center
// is written out. A literal posted on the default center through such a type's other static still is a finding.

enum SystemCenters {
    static let distributed = DistributedNotificationCenter.default()
    static let local = NotificationCenter.default
}

final class ScreenLockWatcher {
    private(set) var locked = false
    private var tokens: [NSObjectProtocol] = []

    func start() {
        tokens.append(SystemCenters.distributed.addObserver(forName: NSNotification.Name("com.apple.screensaver.didlaunch"), object: nil, queue: .main) { [weak self] _ in
            self?.locked = true
        })
    }

    func announce() {
        SystemCenters.local.post(name: NSNotification.Name("screenLockWatcherStarted"), object: nil) // expect: notification_name_literal, unmatched_notification
    }
}
