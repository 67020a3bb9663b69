import UIKit

// InjectionIII posts its notification into the running app after reloading code: observing it without posting is
// how the app redraws, and its one literal spelling has no poster in the sources to drift from. A name of the app's
// own still needs a poster, and a constant.

final class InjectableViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(injected), name: Notification.Name("INJECTION_BUNDLE_NOTIFICATION"), object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(injected), name: Notification.Name("INJECTION_RELOADED_SCREEN"), object: nil) // expect: unmatched_notification, notification_name_literal
    }

    @objc func injected() {
        view.setNeedsLayout()
    }
}
