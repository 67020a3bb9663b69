import Cocoa

// Decision: a name the app declares over a platform raw value is an alias of the platform's name, whatever its suffix:
// AppKit posts `NSTouchBarDidExitCustomization` (a framework prefix and an event verb, no `Notification` suffix), so
// observing it without a post is normal. An app name of its own observed without a post is still reported.

extension Notification.Name {
    static let touchBarCustomizationEnded = Notification.Name("NSTouchBarDidExitCustomization")
    static let paletteLayoutSaved = Notification.Name("PaletteLayoutSaved")
}

/// Hides the Touch Bar once the user closes its customization palette.
final class TouchBarPaletteWatcher: NSObject {
    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(paletteClosed), name: .touchBarCustomizationEnded, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(paletteClosed), name: .paletteLayoutSaved, object: nil) // expect: unmatched_notification
    }

    @objc private func paletteClosed() {}
}
