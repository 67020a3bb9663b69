import UIKit
import XCTest

// `[weak self]` blocks, termination observers, value types, tests and process-lifetime singletons are fine.

final class SessionMonitor {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        tokens.append(NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        })
        tokens.append(NotificationCenter.default.addObserver(forName: UIApplication.willTerminateNotification, object: nil, queue: .main) { _ in
            self.flush()
        })
    }

    func refresh() {}
    func flush() {}
}

final class AnalyticsHub {
    static let shared = AnalyticsHub()
    private var token: NSObjectProtocol?
    private var sessions = 0

    private init() {
        token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            self.sessions += 1
        }
    }
}

final class SessionMonitorTests: XCTestCase {
    private var fired = false

    func testObserverFires() {
        let token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: nil) { _ in
            self.fired = true
        }
        NotificationCenter.default.removeObserver(token)
    }
}
