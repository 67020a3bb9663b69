import XCTest
@testable import CrosstalkFacts

/// `memberNameMentions` / `literalNameMentions`: uses of notification names outside NotificationCenter calls.
final class NotificationMentionTests: XCTestCase {
    func testNameArgumentsOfNotificationCallsAreNotMentions() {
        let f = facts("""
        extension Notification.Name {
            static let cartDidChange = Notification.Name("cartDidChange")
        }
        func f() {
            NotificationCenter.default.post(name: .cartDidChange, object: nil)
            NotificationCenter.default.addObserver(self, selector: #selector(g), name: Notification.Name.cartDidChange, object: nil)
            _ = NotificationCenter.default.addObserver(forName: NSNotification.Name.cartDidChange, object: nil, queue: nil) { _ in }
            NotificationCenter.default.removeObserver(self, name: .cartDidChange, object: nil)
            center.removeObserver(self, name: .cartDidChange, object: nil)
            _ = NotificationCenter.default.publisher(for: Notification.Name("literalName"))
        }
        """)
        XCTAssertFalse(f.memberNameMentions.contains("cartDidChange"))
        XCTAssertTrue(f.literalNameMentions.isEmpty, "\(f.literalNameMentions)")
        XCTAssertEqual(f.notificationNames.map(\.rawValue), ["cartDidChange"])
    }

    func testOtherUsesAreMentions() {
        let f = facts("""
        func f() {
            NotificationCenter.postOnMainThread(notification: .wrapped)
            NotificationCenter.default.post(Notification(name: Notification.Name.objectPost))
            expectation(forNotification: .fromTest, object: nil)
            let name = Notification.Name("held.in.variable")
            if note.name == .compared { }
            let raw = Foundation.Notification.Name.qualified.rawValue
        }
        """)
        for name in ["compared", "qualified"] {
            XCTAssertTrue(f.memberNameMentions.contains(name), name)
        }
        // Handed to a function: a wrapper call or a mention, decided across files by the graph's NotificationModel.
        XCTAssertEqual(f.notificationArguments.map { "\($0.function)(\($0.label ?? "_"): \($0.name))" },
                       ["postOnMainThread(notification: wrapped)", "expectation(forNotification: fromTest)"])
        XCTAssertFalse(f.memberNameMentions.contains("wrapped"))
        // `post(Notification(name: N))` is a post of N, not a mention.
        XCTAssertFalse(f.memberNameMentions.contains("objectPost"))
        XCTAssertEqual(f.notifications.map(\.name), ["objectPost"])
        XCTAssertEqual(f.literalNameMentions, ["held.in.variable"])
    }

    /// `let note = Notification(name: N, …)` then `post(note)`: a post of N, made where it is posted.
    func testANotificationBuiltInALocalAndPostedIsAPost() {
        let f = facts("""
        func focus() {
            let note = Notification(name: .editorDidFocus, object: nil, userInfo: ["id": 1])
            NotificationCenter.default.post(note)
            let other = Notification(name: Notification.Name("terminal.focus"))
            NotificationCenter.default.post(other)
        }
        """)
        XCTAssertEqual(f.notifications.map { "\($0.kind.rawValue) \($0.name) \($0.location.line)" },
                       ["post editorDidFocus 3", "post terminal.focus 5"])
    }

    func testLiteralInsideOtherCallIsAMention() {
        let f = facts("""
        enum Kind {
            case lock
            var name: Notification.Name {
                switch self {
                case .lock: return .init(rawValue: "com.example.locked")
                }
            }
        }
        """)
        XCTAssertEqual(f.literalNameMentions, ["com.example.locked"])
    }
}
