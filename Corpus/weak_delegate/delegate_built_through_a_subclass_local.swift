import UIKit

// The handler is made here and kept only by the attachment's `delegate`, which the subclass inherits: with `weak` it
// would be freed at once and the button would stop working.
protocol AttachmentActionDelegate: AnyObject {
    func perform(_ action: String)
}

class ActionAttachment: NSTextAttachment {
    var delegate: AttachmentActionDelegate?
    var observer: AttachmentActionDelegate? // expect: weak_delegate
}

final class ToggleAttachment: ActionAttachment {
    func toggle() {}
}

final class ToggleHandler: AttachmentActionDelegate {
    weak var parent: ToggleAttachment?
    init(parent: ToggleAttachment) { self.parent = parent }
    func perform(_ action: String) { parent?.toggle() }
}

final class ToggleFormatter: AttachmentActionDelegate {
    func makeToggle() -> NSAttributedString {
        let toggle = ToggleAttachment()
        toggle.delegate = ToggleHandler(parent: toggle)
        toggle.observer = self
        return NSAttributedString(attachment: toggle)
    }

    func perform(_ action: String) {}
}
