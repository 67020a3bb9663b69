import UIKit

// A presenting helper builds the transition manager and hands it to the presented controller through a protocol
// the controller adopts; UIKit's `transitioningDelegate` is weak, so the protocol's property is the manager's
// only owner. A delegate given only existing objects through the same kind of protocol is still reported.

protocol CustomPresentable: UIViewController {
    var transitionManager: UIViewControllerTransitioningDelegate? { get set }
}

final class PresentableNavigationController: UINavigationController, CustomPresentable {
    var transitionManager: UIViewControllerTransitioningDelegate?
}

final class ModalTransitionManager: NSObject, UIViewControllerTransitioningDelegate {}

extension UIViewController {
    func presentCustom(_ viewController: CustomPresentable) {
        let manager = ModalTransitionManager()
        viewController.transitionManager = manager
        viewController.transitioningDelegate = manager
        present(viewController, animated: true)
    }
}

protocol ReportDelegate: AnyObject {
    func reportDidFinish()
}

protocol Reporting: AnyObject {
    var delegate: ReportDelegate? { get set }
}

final class ReportUploader: Reporting {
    var delegate: ReportDelegate?  // expect: weak_delegate
}

final class ReportScreen: UIViewController, ReportDelegate {
    func attach(_ uploader: Reporting) {
        uploader.delegate = self
    }

    func reportDidFinish() {}
}
