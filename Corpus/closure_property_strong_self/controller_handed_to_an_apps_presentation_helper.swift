import UIKit

// The app's helper wraps the controller and presents it: UIKit keeps it while on screen, self never does.
final class ColorChooserViewController: UITableViewController {
    var onPick: ((String) -> Void)?
}

enum ModalPresenter {
    static func presentModally(_ controller: UIViewController, from parent: UIViewController) {
        let nav = UINavigationController(rootViewController: controller)
        parent.present(nav, animated: true)
    }

    static func remember(_ controller: UIViewController) {}
}

final class ThemeSettingsViewController: UITableViewController {
    private var selected = ""
    private var kept: [UIViewController] = []

    func chooseColor() {
        let chooser = ColorChooserViewController()
        chooser.onPick = { name in
            self.selected = name
            self.tableView.reloadData()
        }
        ModalPresenter.presentModally(chooser, from: self)
    }

    // Handed to a helper that is not named for presenting: it may keep it.
    func chooseAccent() {
        let accentChooser = ColorChooserViewController()
        accentChooser.onPick = { name in // expect: closure_property_strong_self
            self.selected = name
        }
        ModalPresenter.remember(accentChooser)
    }
}
