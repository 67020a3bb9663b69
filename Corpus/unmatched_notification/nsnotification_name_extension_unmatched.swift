import Foundation

// Names declared in an extension of NSNotification.Name count the same way. This one is
// observed with a block observer (token kept) but never posted.

extension NSNotification.Name {
    static let couponExpired = NSNotification.Name("corpus.coupons.expired")
}

/// Removes expired coupons from the wallet.
final class CouponExpiryCleaner {
    private var expiryToken: NSObjectProtocol?

    func start() {
        expiryToken = NotificationCenter.default.addObserver(forName: .couponExpired, object: nil, queue: .main) { _ in print("coupon expired") } // expect: unmatched_notification
    }
}
