import UIKit

// `x = x ?? Foo()` makes the object on first use and keeps it, like `if x == nil { x = Foo() }`: the property is
// its only owner (the presented screen holds its transitioning delegate weakly). A plain `x = y ?? z` of two other
// objects makes nothing.

final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {}

protocol CardSegueDelegate: AnyObject {
    func cardDidPresent()
}

final class CardSegue: UIStoryboardSegue {
    var transitioningDelegate: CardTransitioning?
    var delegate: CardSegueDelegate? // expect: weak_delegate

    override func perform() {
        transitioningDelegate = transitioningDelegate ?? CardTransitioning()
        destination.transitioningDelegate = transitioningDelegate
        destination.modalPresentationStyle = .custom
        source.present(destination, animated: true)
        delegate = delegate ?? source as? CardSegueDelegate
        delegate?.cardDidPresent()
    }
}
