import UIKit

// `Notification.Name(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue)` is that platform notification
// rewrapped, not a name built at run time that could be any name: it leaves the app's own unobserved post reported.

extension Notification.Name {
    static let atlasAuthorizationDidChange = Notification.Name("AtlasAuthorizationDidChange")
}

final class AtlasReaderController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(voiceOverChanged),
                                               name: Notification.Name(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue), object: nil)
    }

    @objc func voiceOverChanged() {}
}

final class AtlasLocationWatcher {
    func authorizationChanged() {
        NotificationCenter.default.post(name: .atlasAuthorizationDidChange, object: nil) // expect: unmatched_notification
    }
}
