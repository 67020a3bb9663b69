import UIKit

// A library copied into the app announces what it does through public names, for whichever client wants them (also a
// public string constant posted as a name): one posted and never observed is no broken contract. A public name the library waits for and nothing posts
// still is, and so is an internal name posted and never observed.
public extension Notification.Name {
    static let shimmerLayerDidStart = Notification.Name("shimmerLayerDidStart")
    static let shimmerLayerShouldPause = Notification.Name("shimmerLayerShouldPause")
}

extension Notification.Name {
    public static let shimmerLayerDidStop = Notification.Name("shimmerLayerDidStop")
    static let shimmerLayerDidReset = Notification.Name("shimmerLayerDidReset")
}

public let ShimmerLayerDidRestartNotificationName = "ShimmerLayerDidRestartNotificationName"
let ShimmerLayerDidFadeNotificationName = "ShimmerLayerDidFadeNotificationName"

final class ShimmerLayerDriver {
    func start(on view: UIView) {
        NotificationCenter.default.post(name: .shimmerLayerDidStart, object: view)
        NotificationCenter.default.addObserver(self, selector: #selector(pause), name: .shimmerLayerShouldPause, object: nil) // expect: unmatched_notification
    }

    func stop(on view: UIView) {
        NotificationCenter.default.post(name: .shimmerLayerDidStop, object: view)
        NotificationCenter.default.post(name: .shimmerLayerDidReset, object: view) // expect: unmatched_notification
    }

    func restart(on view: UIView) {
        NotificationCenter.default.post(name: Notification.Name(rawValue: ShimmerLayerDidRestartNotificationName), object: view)
        NotificationCenter.default.post(name: Notification.Name(rawValue: ShimmerLayerDidFadeNotificationName), object: view) // expect: unmatched_notification
    }

    @objc private func pause() {}
}
