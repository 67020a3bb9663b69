import UIKit

// Named like a delegate, but no property, local or parameter is ever written with it: a mixin whose
// constrained extension adds behavior to the view controllers adopting it. No reference to an adopter is
// held, so there is nothing to make weak.
class ArchiveContainerViewController: UIViewController {}

protocol ArchiveRoutingDelegate {
    var routeName: String { get }
}

extension ArchiveRoutingDelegate where Self: ArchiveContainerViewController {
    func openArchive(_ id: String) {
        let detail = UIViewController()
        detail.title = routeName + id
        navigationController?.pushViewController(detail, animated: true)
    }
}

final class ArchiveEventsViewController: ArchiveContainerViewController, ArchiveRoutingDelegate {
    var routeName: String { "events" }
}

// The same shape, held by a property: that reference is what must be weak.
protocol ArchiveExportDelegate { // expect: class_delegate_protocol
    func exportFinished()
}

final class ArchiveExporter {
    var listener: ArchiveExportDelegate? // expect: weak_delegate
}
