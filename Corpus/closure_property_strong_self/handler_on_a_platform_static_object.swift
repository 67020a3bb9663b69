import AppKit

// A completion handler set on the platform's current animation context: self does not own the context, which
// runs the handler once and drops it. A static member of a type the sources declare may be owned by anything.

final class AboutWindowController: NSWindowController {
    func fadeOut() {
        NSAnimationContext.runAnimationGroup { _ in
            window?.animator().alphaValue = 0
        }
        NSAnimationContext.current.completionHandler = {
            self.close()
        }
    }

    func shrink() {
        let context = NSAnimationContext.current
        context.completionHandler = {
            self.window?.orderOut(nil)
        }
    }

    func followAppearance() {
        let registry = AppearanceRegistry.shared
        registry.onChange = {  // expect: closure_property_strong_self
            self.window?.display()
        }
    }

    func resetAppearance() {
        AppearanceRegistry.shared.onChange = {  // expect: closure_property_strong_self
            self.window?.invalidateShadow()
        }
    }
}

final class AppearanceRegistry {
    static let shared = AppearanceRegistry()
    var onChange: (() -> Void)?
}
