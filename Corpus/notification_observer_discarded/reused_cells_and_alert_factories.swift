import UIKit

// Read in apps: a table cell that registers in a method every configuration calls adds one more observer each
// time it is reused, and an alert factory whose observer block holds the alert keeps every alert it ever made.

final class GlossaryCell: UITableViewCell {
    func applyDynamicFont(to labels: [UILabel]) {
        for label in labels {
            label.font = UIFont.preferredFont(forTextStyle: .body)
        }
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil) { [weak self] _ in // expect: notification_observer_discarded
            self?.applyDynamicFont(to: labels)
        }
    }
}

extension UIAlertController {
    static func glossaryRenameAlert(currentName: String) -> UIAlertController {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.text = currentName
            NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: .main, using: { _ in // expect: notification_observer_discarded
                alert.actions.last?.isEnabled = !(field.text ?? "").isEmpty
            })
        }
        return alert
    }
}
