// Decision: a struct's static value that the type's own static code changes in place — through a key path
// subscript, a bare `current.x = …` or `Self.current.x += …` — is a mutable global value, not a shared object: `let`
// would not compile. One nothing changes stays reported.

struct TrailDeps {
    var apiBase = "https://example.invalid"
    var retries = 3

    private static var current = TrailDeps()

    static subscript<T>(_ keyPath: WritableKeyPath<TrailDeps, T>) -> T {
        get { current[keyPath: keyPath] }
        set { current[keyPath: keyPath] = newValue }
    }
}

struct TrailFlags {
    var verbose = false
    private static var current = TrailFlags()
    static func enableVerbose() { current.verbose = true }
}

struct TrailLimits {
    var maxItems = 10
    private static var current = TrailLimits()
    static func raise() { Self.current.maxItems += 10 }
}

struct TrailTheme {
    var accent = "blue"
    static var current = TrailTheme() // expect: mutable_singleton
    static func accent() -> String { current.accent }
}
