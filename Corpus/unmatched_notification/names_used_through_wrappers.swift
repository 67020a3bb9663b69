import Foundation
import XCTest

// A name the analyzer sees anywhere else may be posted or observed through code it cannot
// follow: a helper that posts on the main thread, a Notification object, an XCTest expectation.

extension Notification.Name {
    static let orchardTractorParked = Notification.Name("orchardTractorParked")
    static let orchardGateOpened = Notification.Name("orchardGateOpened")
    static let orchardFenceChecked = Notification.Name("orchardFenceChecked")
}

extension NotificationCenter {
    static func postOnMain(_ name: Notification.Name, object: Any? = nil) {
        DispatchQueue.main.async { NotificationCenter.default.post(name: name, object: object) }
    }
}

final class OrchardTractor {
    private var observers: [NSObjectProtocol] = []

    func park() {
        NotificationCenter.postOnMain(.orchardTractorParked)
        NotificationCenter.default.post(Notification(name: .orchardGateOpened))
    }

    func watch() {
        observers.append(NotificationCenter.default.addObserver(forName: .orchardTractorParked, object: nil, queue: nil) { _ in })
        observers.append(NotificationCenter.default.addObserver(forName: .orchardGateOpened, object: nil, queue: nil) { _ in })
    }

    func checkFence() {
        NotificationCenter.default.post(name: .orchardFenceChecked, object: nil)
    }
}

final class OrchardFenceTests: XCTestCase {
    func testFenceCheckIsAnnounced() {
        expectation(forNotification: .orchardFenceChecked, object: nil)
        OrchardTractor().checkFence()
        waitForExpectations(timeout: 1)
    }
}
