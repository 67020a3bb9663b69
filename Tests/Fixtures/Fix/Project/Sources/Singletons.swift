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
