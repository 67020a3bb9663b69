// A singleton of a value type, only ever read as a whole (compared, switched over): `let` is certain.
enum BuildFlavor {
    case debug
    case release

    static let current: BuildFlavor = .debug
}

func isRelease() -> Bool {
    BuildFlavor.current == .release
}

func flavorName() -> String {
    switch BuildFlavor.current {
    case .debug: return "debug"
    case .release: return "release"
    }
}

// Not reported: a struct value changed by a mutating method called through the singleton (`let` would not compile).
struct OnboardingState {
    static var shared = OnboardingState()
    var step = 0

    mutating func advance() { step += 1 }
}

func advanceOnboarding() {
    OnboardingState.shared.advance()
}

// Not reported: a struct's value changed through a member is a mutable global value (`let` would not compile).
struct ServerEnvironment {
    static var current = ServerEnvironment()
    var name = "production"
}

func useStaging() {
    ServerEnvironment.current.name = "staging"
}

// `.default(…)` elsewhere calls something else: Theme's instances cannot be called, so it is not this property.
enum Theme {
    case light
    case dark

    static let `default` = Theme.light
}

struct Banner {
    static func `default`(_ text: String) -> Banner { Banner() }
}

func welcomeBanner() -> Banner {
    .default("welcome")
}

func currentTheme() -> Theme {
    Theme.default
}
