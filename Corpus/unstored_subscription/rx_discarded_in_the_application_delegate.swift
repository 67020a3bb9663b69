import Cocoa
import RxCocoa
import RxSwift

// An undisposed Rx subscription in the application delegate lives for the whole run, as long as a bag of the delegate
// would keep it. The same subscription in a window controller, which the app closes and drops, is never disposed.

@main
final class PortfolioAppDelegate: NSObject, NSApplicationDelegate {
    func applicationDidFinishLaunching(_ notification: Notification) {
        _ = NotificationCenter.default.rx.notification(NSApplication.didBecomeActiveNotification)
            .subscribe(onNext: { _ in print("active") })
    }
}

final class PortfolioWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        _ = NotificationCenter.default.rx.notification(NSApplication.didBecomeActiveNotification)
            .subscribe(onNext: { _ in print("active") }) // expect: unstored_subscription
    }
}
