// The rule looks at `a.b = { … }` where `a` is some object other than self alone; assigning
// to self's own closure property (`self.onX = …` or `onX = …`) is not this rule's pattern.

/// A countdown that reports its own completion.
final class ParkingMeterCountdown {
    var onExpire: (() -> Void)?
    var onTick: ((Int) -> Void)?
    private var remaining = 3_600

    init() {
        self.onExpire = { self.remaining = 0 }
        onTick = { seconds in self.remaining = seconds }
    }
}
