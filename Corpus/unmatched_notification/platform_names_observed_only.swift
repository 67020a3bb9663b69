import UIKit

// Platform names are not declared in the sources: observing them without posting is normal.

/// Pauses work when the device locks.
final class ProtectedDataWatcher: NSObject {
    private var lockToken: NSObjectProtocol?

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil)
        lockToken = NotificationCenter.default.addObserver(forName: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil, queue: .main) { _ in print("resumed") }
    }

    @objc private func pause() {
        print("paused")
    }
}
