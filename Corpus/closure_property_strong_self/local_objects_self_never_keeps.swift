import UIKit

// Locals that self never keeps: a segue's destination and a pushed controller (UIKit keeps them while on screen)
// and a helper only the local holds. A controller kept in a property stays reported.

final class EditTagController: UITableViewController {
    var completion: ((String) -> Void)?
}

final class TagExporter {
    var onFinish: ((Bool) -> Void)?
    func run() { onFinish?(true) }
}

final class TagListController: UITableViewController {
    private var tags: [String] = []
    private var editor: EditTagController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard let controller = segue.destination as? EditTagController else { return }
        controller.completion = { tag in
            self.tags.append(tag)
            self.tableView.reloadData()
        }
    }

    func export() {
        let exporter = TagExporter()
        exporter.onFinish = { done in self.finishExport(done) }
        exporter.run()
    }

    func showEditor() {
        let next = EditTagController()
        next.completion = { tag in self.tags.append(tag) }
        navigationController?.pushViewController(next, animated: true)
    }

    func keepEditor() {
        editor = EditTagController()
        editor?.completion = { tag in self.tags.append(tag) } // expect: closure_property_strong_self
    }

    func finishExport(_ done: Bool) {}
}

// Deeper in a new local object: what the local holds is no more self's than the local is.
final class ShortcutTipSheet {
    struct Dismissal { var excludedFrames: () -> [CGRect] = { [] } }
    struct Attributes { var dismissal = Dismissal() }
    var attributes = Attributes()
}

final class ShortcutTipsViewController: UIViewController {
    let helpButton = UIButton()
    private let keptSheet = ShortcutTipSheet()

    func showTip() {
        let sheet = ShortcutTipSheet()
        sheet.attributes.dismissal.excludedFrames = {
            [self.helpButton.frame]
        }
        keptSheet.attributes.dismissal.excludedFrames = { // expect: closure_property_strong_self
            [self.helpButton.frame]
        }
    }
}
