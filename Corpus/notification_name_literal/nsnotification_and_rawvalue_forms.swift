import Combine
import Foundation

// `NSNotification.Name("…")` and `Notification.Name(rawValue: "…")`: the finding is on the
// `Name` token. Posting through one spelling and observing through the other is the same name.
// Decision: `NSNotification.Name(rawValue: "…")` is the same construction as the listed forms.

/// Detects sync conflicts between devices.
final class SyncConflictDetector {
    func report() {
        NotificationCenter.default.post(name: NSNotification.Name("corpus.sync.conflictDetected"), object: self) // expect: 62 [notification_name_literal]
    }

    func resolve() {
        NotificationCenter.default.post(name: Notification.Name(rawValue: "corpus.sync.conflictResolved"), object: self) // expect: notification_name_literal
    }
}

/// Shows a banner while a sync conflict is open.
final class SyncConflictBanner: NSObject {
    private var detectedToken: NSObjectProtocol?
    private(set) var isVisible = false

    override init() {
        super.init()
        detectedToken = NotificationCenter.default.addObserver(forName: Notification.Name("corpus.sync.conflictDetected"), object: nil, queue: .main) { [weak self] _ in // expect: notification_name_literal
            self?.isVisible = true
        }
        NotificationCenter.default.addObserver(self, selector: #selector(hide), name: NSNotification.Name(rawValue: "corpus.sync.conflictResolved"), object: nil) // expect: notification_name_literal
    }

    @objc private func hide() {
        isVisible = false
    }
}
