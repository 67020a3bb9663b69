import UIKit

// Returned tokens (explicitly, or as the single expression of a non-Void function or getter)
// and a closure's single expression belong to the caller.

enum GreenhouseObservers {
    static func observeMemoryWarnings(_ handler: @escaping () -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { _ in
            handler()
        }
    }

    static func observeTermination() -> NSObjectProtocol {
        let center = NotificationCenter.default
        return center.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: nil) { _ in }
    }

    static func observeAll(_ names: [Notification.Name]) -> [NSObjectProtocol] {
        names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in }
        }
    }
}
