import UIKit

// The finding is on the `addObserver` token, also when the arguments span several lines, the
// handler is passed with an explicit `using:` label, or the call sits in an #if branch.

/// Adapts the layout to device changes.
final class DeviceLayoutMonitor {
    private let center: NotificationCenter

    init(center: NotificationCenter = .default) {
        self.center = center
    }

    func start() {
        center.addObserver( // expect: notification_observer_discarded
            forName: UIContentSizeCategory.didChangeNotification,
            object: nil,
            queue: .main,
            using: handleContentSizeChange
        )

        #if os(iOS)
        center.addObserver(forName: UIDevice.orientationDidChangeNotification, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            print("orientation changed")
        }
        #endif
    }

    private func handleContentSizeChange(_ notification: Notification) {
        print("content size changed")
    }
}
