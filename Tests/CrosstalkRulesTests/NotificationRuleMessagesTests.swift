import CrosstalkFacts
import CrosstalkGraph
import XCTest
@testable import CrosstalkRules

/// Messages of the notification rules that the Corpus (which checks lines only) cannot see.
final class NotificationRuleMessagesTests: XCTestCase {
    func testUnmatchedNameOffersTheOtherSidesNameATypoAway() {
        let source = """
        final class Inbox {
            func refresh() {
                NotificationCenter.default.post(name: Notification.Name("updateMessageList"), object: nil)
                NotificationCenter.default.post(name: Notification.Name("accountRemoved"), object: nil)
            }
            func listen() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: Notification.Name("updateMessageList2"), object: nil)
            }
            @objc func reload() {}
        }
        """
        let facts = FactExtractor.extract(path: "Inbox.swift", bytes: Array(source.utf8))
        let rule = UnmatchedNotificationRule()
        let findings = LintEngine.run(index: ProjectIndex(files: [facts]),
                                      rules: [ConfiguredRule(rule: rule, severity: rule.description.defaultSeverity, options: RuleOptions([:]))])
        XCTAssertEqual(findings.map(\.message).sorted(), [
            "notification 'accountRemoved' is posted but never observed",
            "notification 'updateMessageList' is posted but never observed (did you mean 'updateMessageList2'?)",
            "notification 'updateMessageList2' is observed but never posted (did you mean 'updateMessageList'?)",
        ])
    }
}
