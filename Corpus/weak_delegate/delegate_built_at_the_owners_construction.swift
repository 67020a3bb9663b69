import UIKit

// Decision: a delegate constructed at the owner's construction site and handed to its initializer, which stores it
// (`MoviesCoordinator(navigationController: …, navigationDelegate: MoviesTransitions())`), has the property as its
// only owner: the navigation controller's own delegate slot is weak. Handed an object someone else keeps, the
// property is a back reference and stays reported.

protocol MoviesTransitionDelegate: UINavigationControllerDelegate {}
final class MoviesTransitions: NSObject, MoviesTransitionDelegate {}

final class MoviesCoordinator {
    private let navigationController: UINavigationController
    private var navigationDelegate: MoviesTransitionDelegate?

    init(navigationController: UINavigationController, navigationDelegate: MoviesTransitionDelegate?) {
        self.navigationController = navigationController
        self.navigationDelegate = navigationDelegate
    }

    func start() { navigationController.delegate = navigationDelegate }
}

final class SeriesCoordinator {
    private var selectionDelegate: MoviesTransitionDelegate? // expect: weak_delegate

    init(selectionDelegate: MoviesTransitionDelegate?) {
        self.selectionDelegate = selectionDelegate
    }
}

final class TabBarBuilder: NSObject, MoviesTransitionDelegate {
    func build() -> [AnyObject] {
        [MoviesCoordinator(navigationController: UINavigationController(), navigationDelegate: MoviesTransitions()),
         SeriesCoordinator(selectionDelegate: self)]
    }
}
