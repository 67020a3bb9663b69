import UIKit

// The platform posts its own notifications: system constants, declared aliases of them and
// literal platform names (Mac Catalyst's AppKit names) never count as unmatched. An AppKit name has no constant
// in a file without AppKit, so its literal is no notification_name_literal finding either.

extension Notification.Name {
    static let orchardKeyboardWillShow = UIResponder.keyboardWillShowNotification
}

final class OrchardNotesViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(adjustInsets), name: .orchardKeyboardWillShow, object: nil)
        center.addObserver(self, selector: #selector(adjustInsets), name: UIResponder.keyboardWillHideNotification, object: nil)
        center.addObserver(self, selector: #selector(refresh), name: .init(rawValue: "NSApplicationDidBecomeActiveNotification"), object: nil)
        center.addObserver(self, selector: #selector(refresh), name: NSNotification.Name("com.apple.screenIsUnlocked"), object: nil) // expect: notification_name_literal
    }

    @objc private func adjustInsets() {}
    @objc private func refresh() {}
}
