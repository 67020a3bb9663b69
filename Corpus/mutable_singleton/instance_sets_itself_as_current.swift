import Cocoa

// A coordinator the app delegate makes only when a setting is on puts itself in a static as it starts: a pointer
// to the live instance, not a singleton `let` could hold. A static the type fills with a new instance is one.

final class IndicatorCoordinator {
    static var shared: IndicatorCoordinator?

    init() { IndicatorCoordinator.shared = self }

    func dockChanged() {}
}

final class BadgeCenter {
    static var shared = BadgeCenter() // expect: mutable_singleton
    func refresh() {}
}

final class IndicatorAppDelegate: NSObject, NSApplicationDelegate {
    private var indicator: IndicatorCoordinator?

    func applicationDidFinishLaunching(_ notification: Notification) {
        if UserDefaults.standard.bool(forKey: "showIndicator") { indicator = IndicatorCoordinator() }
        BadgeCenter.shared.refresh()
    }
}

func dockCallback() { IndicatorCoordinator.shared?.dockChanged() }

// The same through a computed static that a private backing store serves: each session puts itself there as it
// becomes active.
final class DraftEditorSession {
    static var current: DraftEditorSession? {
        get { _current }
        set { _current = newValue }
    }

    private static var _current: DraftEditorSession?

    func activate() { Self.current = self }
}
