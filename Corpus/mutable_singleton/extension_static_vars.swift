import Foundation

// Static stored properties may be declared in extensions; the enclosing type is the extended
// type. Decision: mutable_singleton does not need a reference type, so an extension of a type
// the sources do not declare (JSONDecoder) is enough to know the enclosing type.

/// Haptic feedback.
final class HapticsEngine {
    func play() {}
}

extension HapticsEngine {
    static var shared = HapticsEngine() // expect: mutable_singleton
}

extension JSONDecoder {
    static var standard = JSONDecoder() // expect: mutable_singleton
}
