import UIKit

// A builder made, configured and shown in one statement, then dropped: its initializer makes the alert and registers
// itself as the alert's delegate, so that strong delegate is all that keeps the builder (and its handlers) alive while
// the alert is on screen; `weak` would free it at once. A delegate property no dropped object registers on stays
// reported.

protocol RenamePromptLifecycle: AnyObject {
    func promptWillDisappear()
}

final class RenamePromptController: UIAlertController {
    fileprivate var lifecycleDelegate: RenamePromptLifecycle?
    var auditDelegate: RenamePromptLifecycle? // expect: weak_delegate

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lifecycleDelegate?.promptWillDisappear()
        auditDelegate?.promptWillDisappear()
    }
}

final class RenamePromptBuilder: NSObject, RenamePromptLifecycle {
    let alert: RenamePromptController
    private var onDisappear: (() -> Void)?

    init(title: String) {
        alert = RenamePromptController(title: title, message: nil, preferredStyle: .alert)
        super.init()
        alert.lifecycleDelegate = self
    }

    func whenDismissed(_ handler: @escaping () -> Void) -> RenamePromptBuilder {
        onDisappear = handler
        return self
    }

    func show(from presenter: UIViewController) {
        presenter.present(alert, animated: true)
    }

    func promptWillDisappear() {
        onDisappear?()
    }
}

final class RenameListScreen: UIViewController, RenamePromptLifecycle {
    func confirmRename() {
        RenamePromptBuilder(title: "Rename")
            .whenDismissed { print("dismissed") }
            .show(from: self)
    }

    func audit(_ prompt: RenamePromptController) {
        prompt.auditDelegate = self
    }

    func promptWillDisappear() {}
}
