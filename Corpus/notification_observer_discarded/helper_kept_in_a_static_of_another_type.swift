import UIKit

// A helper whose only home is a static of another type, assigned at one place and never cleared, lives for the
// process like a singleton: the observers its initializer registers are meant for the whole run. A static that is
// assigned at two places lets go of the object it held before, whose observers then keep running: still reported.

enum UsageTelemetry {
    static var helper: UsageTelemetryHelper?
    static var sessionHelper: SessionTelemetryHelper?
    static func track(_ event: String) { print(event) }
}

final class UsageTelemetryHelper {
    init() {
        registerForAppEvents()
    }

    private func registerForAppEvents() {
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
            UsageTelemetry.track("active")
        }
    }
}

final class SessionTelemetryHelper {
    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil) { _ in // expect: notification_observer_discarded
            UsageTelemetry.track("background")
        }
    }
}

final class TelemetryLaunchViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UsageTelemetry.helper = UsageTelemetryHelper()
        UsageTelemetry.sessionHelper = SessionTelemetryHelper()
    }

    func userDidSignIn() {
        UsageTelemetry.sessionHelper = SessionTelemetryHelper()
    }
}
