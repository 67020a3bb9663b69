import Foundation

// Static stored properties may live in extensions; `Optional<…>` and generic constructions
// are unwrapped; `Foo.member` without an annotation is an instance of Foo.

final class OrchardClock {
    let timeZone: TimeZone
    init(timeZone: TimeZone) { self.timeZone = timeZone }
    static let utc = OrchardClock(timeZone: TimeZone(identifier: "UTC")!)
}

extension OrchardClock {
    static var `default` = OrchardClock.utc // expect: mutable_singleton
    static var main: Optional<OrchardClock> = nil // expect: mutable_singleton
}

struct OrchardCache<Value> {
    var storage: [String: Value] = [:]
    static var standard = OrchardCache<Value>() // expect: mutable_singleton
}
