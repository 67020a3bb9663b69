import XCTest

// A literal name every use of which is in test files (posted and observed a few lines apart) cannot drift silently:
// a mismatch fails the test. A literal the app spells too (`literal_names_spelled_only_by_tests.swift`) is reported
// in both places.

final class PrefsBroadcastTests: XCTestCase {
    func testBroadcastReachesListener() {
        let received = expectation(description: "listener called")
        let token = NotificationCenter.default.addObserver(forName: Notification.Name("corpus.prefs.testOnly"), object: nil, queue: .main) { _ in
            received.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        NotificationCenter.default.post(name: Notification.Name("corpus.prefs.testOnly"), object: nil)
        wait(for: [received], timeout: 1)
    }

    func testAppBroadcastIsHeard() {
        let received = expectation(description: "app broadcast")
        let token = NotificationCenter.default.addObserver(forName: Notification.Name("corpus.prefs.shared"), object: nil, queue: .main) { _ in // expect: notification_name_literal
            received.fulfill()
        }
        defer { NotificationCenter.default.removeObserver(token) }
        PrefsBroadcaster().announce()
        wait(for: [received], timeout: 1)
    }
}
