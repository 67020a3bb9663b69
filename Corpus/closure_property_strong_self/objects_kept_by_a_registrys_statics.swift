import Foundation

// Objects a registry keeps in `static var`s that nothing assigns again (`static var open = ShortcutKey()`) live for
// the process, like `static let`s: a handler they set on what they own closes no cycle that frees anything. A static
// the app assigns again lets go of the object it held: still reported.

final class RegistryKeyTrigger {
    var onFire: (() -> Void)?
}

final class RegistryShortcutKey {
    private var trigger = RegistryKeyTrigger()
    private var listeners = [() -> Void]()

    init() {
        trigger.onFire = {
            for listener in self.listeners { listener() }
        }
    }

    func listen(_ listener: @escaping () -> Void) { listeners.append(listener) }
}

final class RegistryReloadKey {
    private var trigger = RegistryKeyTrigger()
    private var count = 0

    init() {
        trigger.onFire = { // expect: closure_property_strong_self
            self.count += 1
        }
    }
}

struct RegistryShortcuts {
    static var open = RegistryShortcutKey()
    static var close = RegistryShortcutKey()
    static var reload = RegistryReloadKey()

    static func reset() { reload = RegistryReloadKey() }
}
