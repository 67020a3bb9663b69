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

// Not fixed: a client module may assign a public name, a dynamic replacement a dynamic one; a public name whose setter is
// private is fixed.
public final class PublicTheme {
    public static var shared = PublicTheme()
}

final class BridgedLogger {
    dynamic static var shared = BridgedLogger()
}

public final class PublicClock {
    public private(set) static var shared = PublicClock()
}
