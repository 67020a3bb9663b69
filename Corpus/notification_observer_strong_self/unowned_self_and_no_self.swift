import UIKit

// `[unowned self]` and blocks that never touch self keep nothing alive.

final class BadgeCounter {
    private var tokens: [NSObjectProtocol] = []
    private var count = 0

    func start(center: NotificationCenter) {
        tokens.append(center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [unowned self] _ in
            self.count += 1
        })
        tokens.append(center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in
            UIApplication.shared.applicationIconBadgeNumber = 0
        })
    }
}
