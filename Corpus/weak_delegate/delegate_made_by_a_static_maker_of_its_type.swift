import UIKit

// A table delegate object a screen builds with its type's own static maker (`RowPickDelegate.make(…)`) and keeps
// while the table view holds it weakly: the property is its only owner. An object a factory instance hands out may
// be kept elsewhere, and stays reported.

protocol RowPickHandler: AnyObject {
    func didPick(row: Int)
}

final class RowPickDelegate: NSObject, UITableViewDelegate {
    weak var handler: RowPickHandler?

    static func make(handler: RowPickHandler) -> RowPickDelegate {
        let delegate = RowPickDelegate()
        delegate.handler = handler
        return delegate
    }
}

final class DelegateFactory {
    func makeTableDelegate() -> UITableViewDelegate { RowPickDelegate() }
}

final class PickListViewController: UITableViewController, RowPickHandler {
    private var tableViewDelegate: UITableViewDelegate?
    private var otherDelegate: UITableViewDelegate? // expect: weak_delegate
    private let factory = DelegateFactory()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableViewDelegate = RowPickDelegate.make(handler: self)
        tableView.delegate = tableViewDelegate
        otherDelegate = factory.makeTableDelegate()
    }

    func didPick(row: Int) {}
}
