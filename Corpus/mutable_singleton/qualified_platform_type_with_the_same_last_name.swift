import AppKit

// `NSEvent.ModifierFlags` is not the enclosing `ModifierFlags`: a global value to stand in for the platform's,
// no shared instance of the class.
class ModifierFlags {
    static var current: NSEvent.ModifierFlags = []
}

func pressOptionKey() {
    ModifierFlags.current = [.option]
}
