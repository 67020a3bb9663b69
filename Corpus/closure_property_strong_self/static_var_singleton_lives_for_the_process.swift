import CoreHaptics

// An object built only as `static var shared = Haptics()` lives for the process like a `static let` one: a cycle
// through its engine's handler frees nothing. (mutable_singleton still asks for `let`.)

final class Haptics {
    static var shared = Haptics() // expect: mutable_singleton
    private var engine: CHHapticEngine?
    private var needsStart = true

    func start() {
        guard let engine = try? CHHapticEngine() else { return }
        self.engine = engine
        engine.resetHandler = {
            try? engine.start()
            self.needsStart = false
        }
    }
}

final class HapticsPlayer {
    private var engine: CHHapticEngine?
    private var playing = false

    func play() {
        let engine = try? CHHapticEngine()
        self.engine = engine
        engine?.stoppedHandler = { _ in // expect: closure_property_strong_self
            self.playing = false
        }
    }
}

func buzz() {
    Haptics.shared.start()
    HapticsPlayer().play()
}
