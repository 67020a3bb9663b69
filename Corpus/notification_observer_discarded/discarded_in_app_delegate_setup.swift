import UIKit

// Registrations made once at launch are still unremovable; inside a closure body that is not
// the closure's single expression the token is discarded too.

final class GreenhouseAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = NotificationCenter.default
        center.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            GreenhouseAppDelegate.rescheduleWatering()
        }
        DispatchQueue.main.async {
            center.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { _ in } // process termination: the observer must live until the end anyway
            GreenhouseAppDelegate.rescheduleWatering()
        }
        return true
    }

    static func rescheduleWatering() {}
}
