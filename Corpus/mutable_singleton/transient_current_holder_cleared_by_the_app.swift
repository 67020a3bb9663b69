// `current` is non-nil only while a session is open: the app creates sessions and drops them, so `let` cannot hold it.
final class DragSession {
    static var current: DragSession?
    var itemCount = 0
}

enum DragController {
    static func begin() {
        DragSession.current = DragSession()
    }

    static func end() {
        DragSession.current = nil
    }
}

// The window on screen, rebuilt after each close.
final class WelcomeWindow {
    static var shared: WelcomeWindow?

    static func show() {
        if shared == nil { shared = WelcomeWindow() }
    }
}

enum DebugMenu {
    static func closeWelcome() {
        WelcomeWindow.shared = nil
    }
}

// Replaced from outside and never cleared: a shared object anyone may swap, reported.
final class ImageCache {
    static var shared: ImageCache? // expect: mutable_singleton
}

enum Launch {
    static func start() {
        ImageCache.shared = ImageCache()
    }
}
