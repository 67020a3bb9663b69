import UIKit

// Decision: a delegate property typed with a protocol that only process-lifetime objects adopt (here the application
// delegate alone, in an extension) holds an object that lives for the whole run: holding it strongly frees nothing
// later. A protocol that a screen adopts too stays reported.

protocol BrowserModalDelegate { // expect: class_delegate_protocol
    func presentModal(_ controller: UIViewController)
}

protocol BrowserMenuDelegate: AnyObject {
    func menuClosed()
}

final class BrowserController: UIViewController {
    var modalDelegate: BrowserModalDelegate?
    var menuDelegate: BrowserMenuDelegate? // expect: weak_delegate
}

/// A screen opened and closed many times.
final class TabsScreen: UIViewController, BrowserMenuDelegate {
    func menuClosed() {}
}

@main
final class BrowserAppDelegate: UIResponder, UIApplicationDelegate, BrowserMenuDelegate {
    var window: UIWindow?
    private lazy var browser = BrowserController()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        browser.modalDelegate = self
        browser.menuDelegate = self
        return true
    }

    func menuClosed() {}
}

extension BrowserAppDelegate: BrowserModalDelegate {
    func presentModal(_ controller: UIViewController) {}
}
