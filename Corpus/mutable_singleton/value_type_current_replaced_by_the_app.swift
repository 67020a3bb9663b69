// A struct's current value that the app replaces is a mutable global value, not a shared object: `let` would not
// compile. A struct's static the app never assigns, and a class's replaced instance, stay reported.

struct Capabilities: OptionSet {
    let rawValue: Int
    static let virtualization = Capabilities(rawValue: 1)
    static fileprivate(set) var current: Self = []
}

struct Theme {
    var accent = "blue"
    static var standard = Theme()  // expect: mutable_singleton
}

final class Session {
    static var current = Session()  // expect: mutable_singleton
}

final class Detector {
    func detect() {
        Capabilities.current = [.virtualization]
        Session.current = Session()
        print(Theme.standard.accent)
    }
}
