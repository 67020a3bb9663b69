import UIKit

// Decision: a screen its presenters show and never keep is not reported (see screen_shown_by_its_delegate.swift), and
// a `vc.delegate = self` whose receiver's type cannot be told (`instantiateViewController(identifier:creator:)`
// infers it) does not undo that for every delegate property of the app: it can give a value only to a property
// whose declared protocol the assigning class adopts. Here the picker's presenter adopts `PickerDelegate`, not
// `ExportDelegate`, so the export screen stays exempt; the picker, given `self` by an untyped receiver from a
// class adopting its protocol, is judged unknown and stays reported.

protocol ExportDelegate: AnyObject {
    func didExport()
}

protocol PickerDelegate: AnyObject {
    func didPick(_ index: Int)
}

final class ExportViewController: UIViewController {
    var delegate: ExportDelegate?

    func finish() { delegate?.didExport() }
}

final class PickerViewController: UIViewController {
    var delegate: PickerDelegate? // expect: weak_delegate
    let items: [String]

    init?(coder: NSCoder, items: [String]) {
        self.items = items
        super.init(coder: coder)
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class CreateWalletViewController: UIViewController, ExportDelegate {
    func showExport() {
        let storyboard = UIStoryboard(name: "Flow", bundle: nil)
        if let export = storyboard.instantiateViewController(withIdentifier: "Export") as? ExportViewController {
            export.delegate = self
            navigationController?.pushViewController(export, animated: true)
        }
    }

    func didExport() {}
}

final class WalletSettingsViewController: UIViewController, PickerDelegate {
    func showPicker() {
        let storyboard = UIStoryboard(name: "Flow", bundle: nil)
        let picker = storyboard.instantiateViewController(identifier: "Picker") { coder in
            PickerViewController(coder: coder, items: ["a", "b"])
        }
        picker.delegate = self
        present(picker, animated: true)
    }

    func didPick(_ index: Int) {}
}
