import Foundation

extension Notification.Name {
    static let backupHelperFinished = Notification.Name("corpus.backupHelperFinished")
    static let vaultDidLock = Notification.Name("corpus.vaultDidLock")
    static let vaultDidUnlock = Notification.Name("corpus.vaultDidUnlock")
    static let vaultSyncStalled = Notification.Name("corpus.vaultSyncStalled")
}

final class BackupStatusMonitor: NSObject {
    func start() {
        // Posted by the backup helper, another process: nothing in these sources posts it.
        DistributedNotificationCenter.default().addObserver(self, selector: #selector(helperFinished), name: .backupHelperFinished, object: nil)
    }

    @objc private func helperFinished() {}
}

final class VaultSession {
    func lock() {
        // `post(Notification(name:))` posts the name inside.
        NotificationCenter.default.post(Notification(name: .vaultDidLock, object: self))
        NotificationCenter.default.post(Notification(name: .vaultDidUnlock)) // expect: unmatched_notification
    }
}

final class VaultLockBanner {
    private var tokens: [NSObjectProtocol] = []

    func observe() {
        tokens.append(NotificationCenter.default.addObserver(forName: .vaultDidLock, object: nil, queue: .main) { _ in })
        // Posted only on a private center below: the default center never carries it.
        tokens.append(NotificationCenter.default.addObserver(forName: .vaultSyncStalled, object: nil, queue: .main) { _ in }) // expect: unmatched_notification
    }
}

final class VaultSyncProbe {
    private let center = NotificationCenter()

    func simulateStall() {
        center.post(name: .vaultSyncStalled, object: nil) // expect: unmatched_notification
    }
}

final class VaultLockTests {
    private var center: NotificationCenter!

    func setUp() {
        center = NotificationCenter()
    }

    func testLockPostsOnItsOwnCenter() {
        // A private center made in setUp: the production observer of `.vaultDidLock` never sees this post.
        center.post(name: .vaultDidLock, object: nil) // expect: unmatched_notification
    }
}
