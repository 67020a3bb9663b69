import Combine
import Foundation

// Decision: an object that retains itself with `Unmanaged.passRetained(self)` (to hand itself to a C callback) and
// never gives that retain back is never freed: a cycle through it frees nothing, so it is not reported. When the
// type releases the retain (`Unmanaged<T>.fromOpaque(p).release()` as the callback is removed), the object can go
// away, and a cycle would keep it.

/// Watches the lid of the built-in display through an IOKit callback, for the whole run.
final class LidStateObserver {
    private let changes = PassthroughSubject<Bool, Never>()
    private let onChange: (Bool) -> Void
    private var cancellable: AnyCancellable?

    init(onChange: @escaping (Bool) -> Void) {
        self.onChange = onChange
        cancellable = changes.sink { closed in self.onChange(closed) }
        _ = Unmanaged.passRetained(self)
    }
}

/// Watches the keyboard through an event tap until it is stopped.
final class KeyTapObserver {
    private let keys = PassthroughSubject<UInt16, Never>()
    private var cancellable: AnyCancellable?
    private var context: UnsafeMutableRawPointer?

    init() {
        cancellable = keys.sink { key in self.handle(key) } // expect: strong_self_in_subscription
        context = Unmanaged.passRetained(self).toOpaque()
    }

    func stop() {
        if let context { Unmanaged<KeyTapObserver>.fromOpaque(context).release() }
        context = nil
    }

    func handle(_ key: UInt16) {}
}
