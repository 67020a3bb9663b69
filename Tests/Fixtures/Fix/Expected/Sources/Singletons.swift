final class SessionStore {
    static let shared = SessionStore()
}

final class Settings {
    static let current: Settings = Settings()
}

// Not fixed: reset() assigns it.
final class ImageCache {
    static var instance = ImageCache()

    static func reset() {
        instance = ImageCache()
    }
}
