import UIKit

// Each adopter is handed straight to the object that owns it: the delegate reference must stay strong, so making
// the protocol class-bound would only invite a `weak` that frees the adopter at once.
protocol CheckoutSceneDelegate {
    func checkoutSceneDidLoad()
}

final class CheckoutViewController: UIViewController {
    private var delegate: CheckoutSceneDelegate?

    func setDelegate(_ delegate: CheckoutSceneDelegate) { self.delegate = delegate }
}

final class CheckoutPresenter: CheckoutSceneDelegate {
    init(scene: CheckoutViewController) { scene.setDelegate(self) }

    func checkoutSceneDidLoad() {}
}

func makeCheckoutScene() -> UIViewController {
    let scene = CheckoutViewController()
    _ = CheckoutPresenter(scene: scene)
    return scene
}

// A strategy object constructed into the initializer that keeps it.
protocol FeedbackFormDelegate {
    func feedbackCancelled()
}

final class FeedbackFormPresenter {
    private let delegate: FeedbackFormDelegate

    init(delegate: FeedbackFormDelegate) { self.delegate = delegate }

    func cancel() { delegate.feedbackCancelled() }
}

final class FeedbackFormRoute {
    private final class DismissOnCancel: FeedbackFormDelegate {
        weak var viewController: UIViewController?
        func feedbackCancelled() { viewController?.dismiss(animated: true) }
    }

    func makePresenter() -> FeedbackFormPresenter { FeedbackFormPresenter(delegate: DismissOnCancel()) }
}

// Adopted by a controller that sets itself as the delegate: reported.
protocol CheckoutSummaryDelegate { // expect: class_delegate_protocol
    func summaryConfirmed()
}

final class CheckoutSummaryView: UIView {
    weak var owner: UIViewController?
    let delegate: CheckoutSummaryDelegate

    init(delegate: CheckoutSummaryDelegate) {
        self.delegate = delegate
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

final class CheckoutSummaryController: UIViewController, CheckoutSummaryDelegate {
    lazy var summary = CheckoutSummaryView(delegate: self)

    func summaryConfirmed() {}
}
