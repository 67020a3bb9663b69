import UIKit
import RxSwift

// The app delegate's window keeps its root view controller for the whole run, and with it the presenter the root
// creates: a cycle there frees nothing. A screen pushed later is made again each time.

final class AppLifecycleStore {
    static let shared = AppLifecycleStore()
    let events = PublishSubject<Bool>()
}

@main
final class LockboxAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ app: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LockboxRootView()
        window?.makeKeyAndVisible()
        return true
    }
}

final class LockboxRootView: UIViewController {
    private var presenter: LockboxRootPresenter?

    init() {
        super.init(nibName: nil, bundle: nil)
        presenter = LockboxRootPresenter(view: self)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func showDetail() {
        navigationController?.pushViewController(LockboxDetailView(), animated: true)
    }
}

final class LockboxRootPresenter {
    private weak var view: LockboxRootView?
    private let disposeBag = DisposeBag()

    init(view: LockboxRootView, lifecycle: AppLifecycleStore = .shared) {
        self.view = view
        lifecycle.events
            .subscribe(onNext: { foreground in self.showPrivacy(!foreground) })
            .disposed(by: disposeBag)
    }

    private func showPrivacy(_ show: Bool) {}
}

final class LockboxDetailView: UIViewController {
    private let disposeBag = DisposeBag()
    private var visible = false

    override func viewDidLoad() {
        super.viewDidLoad()
        AppLifecycleStore.shared.events
            .subscribe(onNext: { foreground in self.visible = foreground }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
    }
}
