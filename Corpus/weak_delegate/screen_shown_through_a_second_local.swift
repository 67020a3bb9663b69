import UIKit

// The screen made in one branch or another and kept in a second local before it is wrapped and presented is still
// only shown: UIKit keeps it while it is on screen, and its strong delegate back to the presenter makes no cycle.
// Assigned to a property of the presenter instead, it is kept, and the cycle is reported.
protocol RegionPickerDelegate: AnyObject {
    func regionPicker(didPick region: String)
}

final class RegionPickerViewController: UITableViewController {
    var delegate: RegionPickerDelegate?
}

final class CountryPickerViewController: UITableViewController {
    var delegate: RegionPickerDelegate? // expect: weak_delegate
}

final class RegionFilterViewController: UITableViewController, RegionPickerDelegate {
    private var lastPicker: UIViewController?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        var screen: UITableViewController
        if indexPath.row == 0 {
            let picker = RegionPickerViewController()
            picker.delegate = self
            screen = picker
        } else {
            let other = RegionPickerViewController()
            other.delegate = self
            screen = other
        }
        let nav = UINavigationController(rootViewController: screen)
        present(nav, animated: true)
    }

    func pickCountry() {
        let country = CountryPickerViewController()
        country.delegate = self
        lastPicker = country
        present(country, animated: true)
    }

    func regionPicker(didPick region: String) { title = region }
}
