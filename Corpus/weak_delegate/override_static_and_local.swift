import UIKit

// `override` (weakness is the superclass's), `static` properties and local variables are not reported.

/// A scroll view that logs delegate changes.
final class InfiniteScrollView: UIScrollView {
    override var delegate: UIScrollViewDelegate? {
        didSet { print("scroll delegate changed") }
    }
}

/// Told when push registration completes.
protocol PushRegistrarDelegate: AnyObject {
    func registrarDidRegister(token: String)
}

/// Registers for push notifications.
final class PushRegistrar {
    static var fallbackDelegate: PushRegistrarDelegate?
    weak var delegate: PushRegistrarDelegate?

    func register() {
        var delegate: PushRegistrarDelegate? = self.delegate
        if delegate == nil {
            delegate = Self.fallbackDelegate
        }
        delegate?.registrarDidRegister(token: "token")
    }
}
