import UIKit

// `post(_:)` takes a `Notification`, so `post(.init(name: .init("FocusPointRequested"), …))` posts that name: its
// observer is matched. An observer of a name nobody posts is still reported.

/// Shows the camera preview and asks the camera to focus where the user taps.
final class FocusPreviewView: UIView {
    @objc func focusTapped(_ gesture: UITapGestureRecognizer) {
        let point = gesture.location(in: self)
        NotificationCenter.default.post(.init(name: .init("FocusPointRequested"), object: nil, userInfo: ["point": point])) // expect: notification_name_literal
    }
}

/// Runs the capture session.
final class FocusCaptureService: NSObject {
    func addObservers() {
        NotificationCenter.default.addObserver(self, selector: #selector(focusRequested), name: .init(rawValue: "FocusPointRequested"), object: nil) // expect: notification_name_literal
        NotificationCenter.default.addObserver(self, selector: #selector(exposureRequested), name: .init(rawValue: "ExposurePointRequested"), object: nil) // expect: unmatched_notification, notification_name_literal
    }

    @objc private func focusRequested(_ note: Notification) {}
    @objc private func exposureRequested(_ note: Notification) {}
}
