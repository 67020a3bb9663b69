import AppKit

// A framework's private name (`_NSWindowWillBecomeVisible`, spelled `_` and a framework prefix) is posted by the
// framework: observing it is no dead observation. Its literal is still a literal (a `static let` saying it is private
// API is the clean form). An app name that merely starts with `_` is the app's own, and stays reported.
final class WindowFadeInController: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(windowWillShow(_:)), name: Notification.Name("_NSWindowWillBecomeVisible"), object: nil) // expect: notification_name_literal
        NotificationCenter.default.addObserver(self, selector: #selector(windowWillShow(_:)), name: Notification.Name("_fadeInRequested"), object: nil) // expect: unmatched_notification, notification_name_literal
    }

    @objc func windowWillShow(_ notification: Notification) {
        (notification.object as? NSWindow)?.alphaValue = 0
    }
}
