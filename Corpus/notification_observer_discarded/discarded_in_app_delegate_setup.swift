import UIKit

// The application delegate's launch callback runs once and the delegate lives for the process: its observer is
// meant to last as long. A registration in a static method that any code may call again is reported.

final class GreenhouseAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = NotificationCenter.default
        center.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in
            GreenhouseAppDelegate.rescheduleWatering()
        }
        DispatchQueue.main.async {
            center.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { _ in } // process termination: the observer must live until the end anyway
            GreenhouseAppDelegate.rescheduleWatering()
        }
        return true
    }

    static func rescheduleWatering() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { _ in } // expect: notification_observer_discarded
    }
}
