import UIKit

// The application delegate lives for the process and its launch callback runs once: the observer it registers is
// meant to last as long. A screen's `viewWillAppear` runs on every appearance.

@main
final class SileoAppDelegate: UIResponder, UIApplicationDelegate {
    private var isRefreshing = false

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.isRefreshing = true
        }
        return true
    }
}

final class SourcesViewController: UIViewController {
    private var needsReload = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.needsReload = true
        }
    }
}
