import Foundation

// A post whose name is an enum value's raw value (`Notification.Name(event.rawValue)`, `event` a `String` enum) may
// post each of the enum's raw values: an observer of one of them is matched, and that post is never reported itself
// (the case may never be passed). It no longer counts as "any name", so a name nobody posts is still reported, and so
// is a plain post of one of the raw values that nobody observes.

extension Notification.Name {
    static let transferSyncFinished = Notification.Name("transferSyncFinished")
}

enum TransferEvent: String {
    case progress = "transferProgress"
    case done = "transferDone"
    case cleanup = "transferCleanup"
}

final class TransferEngine {
    func emit(_ event: TransferEvent) {
        NotificationCenter.default.post(name: NSNotification.Name(event.rawValue), object: nil)
    }

    func finish() { emit(.done) }

    func clean() {
        NotificationCenter.default.post(name: .transferCleanup, object: nil) // expect: unmatched_notification
    }
}

final class TransferLibrary {
    private var tokens: [NSObjectProtocol] = []

    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: .transferSyncFinished, object: nil, queue: .main) { _ in }) // expect: unmatched_notification
        tokens.append(NotificationCenter.default.addObserver(forName: .transferDone, object: nil, queue: .main) { _ in })
    }
}

extension Notification.Name {
    static let transferDone = Notification.Name("transferDone")
    static let transferCleanup = Notification.Name("transferCleanup")
}
