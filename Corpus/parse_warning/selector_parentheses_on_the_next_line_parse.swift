import UIKit

// `#selector` and `#keyPath` require their parentheses, so Swift reads them on the next line too: valid code, no
// parse warning.
final class SwipeBackNavigationController: UINavigationController {
    lazy var swipe: UIPanGestureRecognizer = {
        UIPanGestureRecognizer(
            target: self,
            action: #selector
            (SwipeBackNavigationController.handleSwipe(_:))
        )
    }()

    let titlePath = #keyPath
    (UIViewController.title)

    @objc func handleSwipe(_ recognizer: UIPanGestureRecognizer) {}
}
