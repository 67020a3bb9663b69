import UIKit

// The selector form returns nothing: the observer is `self`, removed automatically on
// deallocation (iOS 9+) or explicitly with removeObserver.

final class GreenhouseCameraViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(pauseStream), name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(resumeStream),
            name: UIApplication.didBecomeActiveNotification,
            object: nil
        )
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    @objc private func pauseStream() {}
    @objc private func resumeStream() {}
}
