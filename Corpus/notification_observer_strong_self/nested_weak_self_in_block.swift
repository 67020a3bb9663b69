import UIKit

// The outer block must hold self strongly to create the inner weak reference.

final class LanguageServerClient {
    private var observer: NSObjectProtocol?

    func connect() {
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            DispatchQueue.main.async { [weak self] in
                self?.suspend()
            }
        }
    }

    func suspend() {}
}
