import UIKit

// With an annotation naming another type, `Foo.member` and `.member` initializers hold that
// type, not a Foo. With the enclosing type (or Self) as annotation they are the singleton.

struct OrchardTheme {
    var tint: UIColor
    static let spring = OrchardTheme(tint: .systemGreen)
}

final class OrchardSettings {
    static let fallback = OrchardTheme.spring
    static var current: OrchardTheme = OrchardSettings.fallback
    static var `default`: OrchardTheme = .spring
    static var standard = OrchardSettings.init() // expect: mutable_singleton
    static var shared: OrchardSettings { OrchardSettings() }
}

enum OrchardSeason {
    case spring, summer, autumn
    static var current: Self = .spring // expect: mutable_singleton
}
