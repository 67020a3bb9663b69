import AppKit

// A framework's private name (`_NSWindowWillBecomeVisible`, `_MRPlayerPlaybackQueueContentItemsChangedNotification`:
// `_`, a framework's capitals and a capitalized word) is posted by the framework: observing it is no dead observation,
// and a literal spelled once has no second spelling to keep in step (no SDK constant exists). An app name that merely
// starts with `_` is the app's own, and stays reported.
final class WindowFadeInController: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(windowWillShow(_:)), name: Notification.Name("_NSWindowWillBecomeVisible"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(windowWillShow(_:)), name: Notification.Name("_MRPlayerPlaybackQueueContentItemsChangedNotification"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(windowWillShow(_:)), name: Notification.Name("_fadeInRequested"), object: nil) // expect: unmatched_notification, notification_name_literal
    }

    @objc func windowWillShow(_ notification: Notification) {
        (notification.object as? NSWindow)?.alphaValue = 0
    }
}
