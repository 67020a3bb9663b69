import UIKit

// Platform notification names are not literals; text that merely mentions
// `Notification.Name("…")` (strings, comments) is not code.

/// Logs app lifecycle changes.
final class LifecycleLogger: NSObject {
    private var tokens: [NSObjectProtocol] = []
    let migrationHint = "replace Notification.Name(\"legacy\") with a static let"
    let rawHint = #"post(name: .init("legacy"), object: nil)"#

    override init() {
        super.init()
        // Old code did: NotificationCenter.default.post(name: Notification.Name("appActive"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(log), name: UIApplication.didBecomeActiveNotification, object: nil)
        tokens.append(NotificationCenter.default.addObserver(forName: NSNotification.Name.NSSystemTimeZoneDidChange, object: nil, queue: nil) { _ in
            print("time zone changed")
        })
    }

    @objc private func log() {
        print("became active")
    }
}
