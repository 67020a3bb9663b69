final class SessionStore {
    static var shared = SessionStore()
}

final class Settings {
    private(set) static var current: Settings = Settings()
}

// Not fixed: reset() assigns it.
final class ImageCache {
    static var instance = ImageCache()

    static func reset() {
        instance = ImageCache()
    }
}

// Not fixed: assigned through its type name; SessionStore.shared above is fixed all the same.
final class Analytics {
    static var shared = Analytics()
}

func installTestAnalytics() {
    Analytics.shared = Analytics()
}

// Not fixed: Objective-C may assign an @objc name and a replacement a dynamic one, neither of which Crosstalk reads.
// A public name is fixed like an internal one: every Swift client is in the sources, as for any whole-program fix.
public final class PublicTheme {
    public static var shared = PublicTheme()
}

final class BridgedLogger {
    dynamic static var shared = BridgedLogger()
}

public final class PublicClock {
    public private(set) static var shared = PublicClock()
}
