import UIKit

// UIAlertController is not declared in the analyzed sources: not known to be a reference type.

/// State of a confirmation prompt.
final class ConfirmationPromptModel {
    var onConfirm: (() -> Void)?
}

extension UIAlertController {
    func bind(to prompt: ConfirmationPromptModel) {
        prompt.onConfirm = { self.dismiss(animated: true) }
    }
}
