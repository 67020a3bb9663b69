import UIKit

// Decision: a model held only by a local and handed to a maker (`screens.makeReceipt(model: model)`) whose screen is
// then pushed or presented goes where that screen goes: UIKit keeps it while it is on screen and lets it go when
// it is popped, so the model's closure holding self closes no lasting cycle. So does a made screen wrapped in a
// navigation controller that is presented (`makeTip()`, or a static factory's: `CheckoutStoryboard.orderNote()`). A made screen that self keeps (set
// as its navigation's stack) keeps the model too, and the closure is reported.

/// What a receipt screen shows and how it reports a refund.
final class ReceiptModel {
    var onRefund: (() -> Void)?
}

/// Lets the customer tip.
final class TipViewController: UIViewController {
    var onTip: ((Int) -> Void)?
}

/// Takes a note for the order.
final class OrderNoteViewController: UIViewController {
    var onSave: ((String) -> Void)?
}

/// The checkout storyboard's screens.
enum CheckoutStoryboard {
    static func orderNote() -> OrderNoteViewController { OrderNoteViewController() }
}

/// Makes the checkout's screens.
final class CheckoutScreens {
    func makeReceipt(model: ReceiptModel) -> UIViewController { UIViewController() }
    func makeTip() -> TipViewController { TipViewController() }
}

/// Runs the checkout flow.
final class CheckoutCoordinator {
    let navigation = UINavigationController()
    let screens = CheckoutScreens()
    private var refunds = 0

    func showReceipt() {
        let model = ReceiptModel()
        model.onRefund = { self.refunds += 1 }
        let receipt = screens.makeReceipt(model: model)
        navigation.pushViewController(receipt, animated: true)
    }

    func askForTip(from host: UIViewController) {
        let tip = screens.makeTip()
        let navigation = UINavigationController(rootViewController: tip)
        tip.onTip = { amount in self.refunds -= amount }
        host.present(navigation, animated: true)
    }

    func addNote(from host: UIViewController) {
        let note = CheckoutStoryboard.orderNote()
        let navigation = UINavigationController(rootViewController: note)
        note.onSave = { _ in self.refunds += 0 }
        host.present(navigation, animated: true)
    }

    func keepReceipt() {
        let keptModel = ReceiptModel()
        keptModel.onRefund = { self.refunds += 1 } // expect: closure_property_strong_self
        let kept = screens.makeReceipt(model: keptModel)
        navigation.viewControllers = [kept]
    }
}
