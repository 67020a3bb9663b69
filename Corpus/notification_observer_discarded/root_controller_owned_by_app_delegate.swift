import UIKit

// The application delegate builds the app's root controller into a stored property, once: that controller lives
// until the process exits, and observers it registers while loading its view are meant for the whole run. A
// controller the app presents and dismisses again registers with every new instance, and stays reported.

final class ReaderAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private lazy var browserController = ReaderBrowserController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.rootViewController = browserController
        return true
    }
}

final class ReaderBrowserController: UIViewController {
    private var fontScale = 1.0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in
            self?.fontScale += 0.1
        }
    }

    func showHistory() {
        present(ReaderHistoryController(), animated: true)
    }
}

final class ReaderHistoryController: UIViewController {
    private var fontScale = 1.0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.fontScale += 0.1
        }
    }
}
