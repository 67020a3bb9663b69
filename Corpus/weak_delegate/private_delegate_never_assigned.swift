import UIKit

// A private delegate property that nothing in its file ever gives a value holds nothing: dead code,
// no cycle. One that is assigned is still reported.
final class RenameAlertBuilder {
    private var textFieldDelegate: UITextFieldDelegate?

    func makeAlert() -> UIAlertController {
        UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
    }
}

final class RenameFieldController: UIViewController, UITextFieldDelegate {
    private var fieldDelegate: UITextFieldDelegate? // expect: weak_delegate

    func attach(to owner: UITextFieldDelegate) {
        fieldDelegate = owner
    }
}
