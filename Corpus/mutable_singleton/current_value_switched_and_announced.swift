import Foundation

// A `current` the app switches between presets and announces through `didSet` is a setting, not a shared object:
// `let` would freeze it. The same name without observers, or with observers but never assigned, is still a
// singleton declared with var.
extension Notification.Name {
    static let paletteChanged = Notification.Name("paletteChanged")
}

final class Palette: NSObject {
    let isDark: Bool
    init(isDark: Bool) { self.isDark = isDark }

    static let light = Palette(isDark: false)
    static let dark = Palette(isDark: true)

    static var current: Palette = UserDefaults.standard.bool(forKey: "dark") ? Palette.dark : Palette.light {
        didSet { NotificationCenter.default.post(name: .paletteChanged, object: self) }
    }

    @objc static func settingsChanged() {
        Palette.current = UserDefaults.standard.bool(forKey: "dark") ? Palette.dark : Palette.light
    }
}

final class PaletteLabel: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(apply), name: .paletteChanged, object: nil)
    }
    @objc func apply() { _ = Palette.current.isDark }
}

final class FontBook {
    static var shared = FontBook() { // expect: mutable_singleton
        didSet { print("font book replaced") }
    }
}

// Declared in an extension of a struct and changed through a member at top level (`main.swift` style): a mutable
// global value, not a shared object.
struct LaunchEnvironment {
    var endpoint: String
}

extension LaunchEnvironment {
    static var current = LaunchEnvironment(endpoint: "https://example.org")
}

func configureLaunchEnvironment() {
    LaunchEnvironment.current.endpoint = "https://staging.example.org"
}
