import Foundation

// Each default singleton name, on structs, classes and enums, including a backticked
// `default` and a class nested in another class (its enclosing type is the nested class).

/// The app's world of dependencies, swapped in tests.
struct AppEnvironment {
    var apiBaseURL: URL
    static var current = AppEnvironment(apiBaseURL: URL(string: "https://api.example.com")!) // expect: mutable_singleton
}

/// Named color palettes.
final class ColorPaletteStore {
    static var `default` = ColorPaletteStore() // expect: mutable_singleton
}

/// Routes deep links to screens.
final class ScreenRouter {
    static var main: ScreenRouter! // expect: mutable_singleton
}

/// User defaults wrapper.
final class UserPreferences {
    static var standard = UserPreferences.init(suiteName: nil) // expect: mutable_singleton

    let suiteName: String?

    init(suiteName: String?) {
        self.suiteName = suiteName
    }
}

/// A database kept for migration only.
final class LegacyDatabase {
    static var sharedInstance: Optional<LegacyDatabase> = nil // expect: mutable_singleton
}

/// Reading themes.
enum ReadingTheme {
    case sepia
    case night

    static var current = ReadingTheme.sepia // expect: mutable_singleton
}

/// Audio playback.
final class PlayerEngine {
    /// Scratch buffers shared by decoders.
    final class DecodeBuffer {
        static var shared = DecodeBuffer() // expect: mutable_singleton
    }
}
