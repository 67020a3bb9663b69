import Combine
import CoreGraphics
import Foundation

// The rule is about stored properties of any type: struct, actor, and static stored
// properties declared in an extension.

/// Events of one checkout attempt.
struct CheckoutEventBus {
    let events = PassthroughSubject<String, Never>() // expect: subject_exposed
}

/// Buffers telemetry before upload.
actor TelemetryBuffer {
    let flushes = PassthroughSubject<Int, Never>() // expect: subject_exposed
    private var pending: [String] = []
}

/// Tracks the on-screen keyboard.
final class KeyboardInsetTracker {}

extension KeyboardInsetTracker {
    static let keyboardHeight = CurrentValueSubject<CGFloat, Never>(0) // expect: subject_exposed
}
