import Foundation

// The fix: declare the name once as a `static let` on Notification.Name. The literals inside
// the declarations are not name arguments, so nothing here is reported.

extension Notification.Name {
    static let loyaltyPointsChanged = Notification.Name("corpus.loyalty.pointsChanged")
    static let loyaltyTierChanged = Notification.Name(rawValue: "corpus.loyalty.tierChanged")
}

/// Books loyalty points.
final class LoyaltyPointsLedger {
    private(set) var points = 0

    func add(_ amount: Int) {
        points += amount
        NotificationCenter.default.post(name: .loyaltyPointsChanged, object: self)
        if points > 1_000 {
            NotificationCenter.default.post(name: Notification.Name.loyaltyTierChanged, object: self)
        }
    }
}

/// Shows the points balance.
final class LoyaltyPointsBanner: NSObject {
    private var tierToken: NSObjectProtocol?

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .loyaltyPointsChanged, object: nil)
        tierToken = NotificationCenter.default.addObserver(forName: .loyaltyTierChanged, object: nil, queue: .main) { _ in
            print("tier changed")
        }
    }

    @objc private func refresh() {
        print("points changed")
    }
}
