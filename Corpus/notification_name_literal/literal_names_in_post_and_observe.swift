import UIKit

// A literal on each side of the conversation: both spellings must agree and nothing checks it.

final class OrchardBasketCounter {
    private(set) var apples = 0

    func add(_ count: Int) {
        apples += count
        if apples >= 40 {
            NotificationCenter.default.post(name: Notification.Name("orchardBasketFull"), object: self) // expect: 64 [notification_name_literal] "orchardBasketFull"
        }
    }
}

final class OrchardBasketBadgeView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: #selector(basketDidFill), name: NSNotification.Name(rawValue: "orchardBasketFull"), object: nil) // expect: notification_name_literal
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func basketDidFill() {
        backgroundColor = .systemRed
    }
}
