import UIKit

// A screen that registers its block in viewWillAppear and removes the token in viewWillDisappear holds itself only
// while it is shown: the block is gone before the screen can be. A screen that removes the token only in deinit
// never gets there.

extension Notification.Name {
    static let volumeLevelChanged = Notification.Name("volumeLevelChanged")
}

final class VolumeLevels {
    static func change() { NotificationCenter.default.post(name: .volumeLevelChanged, object: nil) }
}

final class VolumePopoverViewController: UIViewController {
    private var token: Any?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        token = NotificationCenter.default.addObserver(forName: .volumeLevelChanged, object: nil, queue: .main) { _ in
            self.dismiss(animated: true)
        }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let token { NotificationCenter.default.removeObserver(token) }
        token = nil
    }
}

final class VolumeMeterViewController: UIViewController {
    private var token: Any?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        token = NotificationCenter.default.addObserver(forName: .volumeLevelChanged, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.view.setNeedsLayout()
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
