import UIKit

// A screen the scene delegate makes the window's root lives as long as the window; so does what it holds in a `let`
// (`let inbox = InboxTabController()`), and what that holds in a `let` in turn: a `let` cannot let go of its object
// before its owner goes. Their observers are not reported unless `includeWindowRoots` is on. A child kept in a `var`
// (which the root may replace) or also made elsewhere (a second instance that comes and goes) stays reported.

extension Notification.Name {
    static let inboxBadgeChanged = Notification.Name("inboxBadgeChanged")
}

final class InboxBadgeModel {
    var onChange: (() -> Void)?

    func observe() {
        NotificationCenter.default.addObserver(forName: .inboxBadgeChanged, object: nil, queue: .main) { _ in
            self.onChange?()
        }
    }

    func bump() { NotificationCenter.default.post(name: .inboxBadgeChanged, object: nil) }
}

final class InboxTabController: UIViewController {
    let model = InboxBadgeModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.observe()
    }
}

final class InboxDraftsModel {
    var drafts = 0

    func observe() {
        NotificationCenter.default.addObserver(forName: .inboxBadgeChanged, object: nil, queue: .main) { _ in // expect: notification_observer_discarded, notification_observer_strong_self
            self.drafts += 1
        }
    }
}

final class InboxDraftsController: UIViewController {
    let drafts = InboxDraftsModel()
}

final class InboxSearchModel {
    var hits = 0

    func observe() {
        NotificationCenter.default.addObserver(forName: .inboxBadgeChanged, object: nil, queue: .main) { _ in // expect: notification_observer_discarded, notification_observer_strong_self
            self.hits += 1
        }
    }
}

final class InboxComposeModel {
    var sent = 0

    func observe() {
        NotificationCenter.default.addObserver(forName: .inboxBadgeChanged, object: nil, queue: .main) { _ in
            self.sent += 1
        }
    }
}

final class InboxShellController: UITabBarController {
    let inbox = InboxTabController()
    var drafts = InboxDraftsController()
    let search: InboxSearchModel
    let compose: InboxComposeModel

    init() {
        search = InboxSearchModel()
        self.compose = InboxComposeModel()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [inbox, drafts]
        search.observe()
        compose.observe()
    }

    func openSearch() {
        // A second search model, made for one screen: not the shell's.
        let extra = InboxSearchModel()
        extra.observe()
    }
}

final class InboxSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = InboxShellController()
        window.makeKeyAndVisible()
        self.window = window
    }
}
