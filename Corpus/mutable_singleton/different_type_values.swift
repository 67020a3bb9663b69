import Foundation

// A singleton name whose declared or produced type is not the enclosing type. Decision: with an
// annotation, an implicit member such as `.current` belongs to the annotated type (Locale here),
// not to the enclosing type.

/// Networking stack.
final class NetworkStack {
    static var shared = URLSession(configuration: .default)
    static var main = DispatchQueue.main
}

/// Locale settings.
enum LocaleSettings {
    static var current: Locale = .current
    static var standard: [String] = []
}

/// Holds the playlist store for legacy callers.
final class PlaylistStoreHolder {
    static var shared: PlaylistLibrary?
    static var instance = [PlaylistLibrary]()
}

/// The playlist library.
final class PlaylistLibrary {
    /// A nested helper type.
    final class Index {}

    static var `default` = Index()
}
