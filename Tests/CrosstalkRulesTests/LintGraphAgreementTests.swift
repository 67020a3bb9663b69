import CrosstalkFacts
import CrosstalkGraph
import XCTest
@testable import CrosstalkRules

/// `unmatched_notification` and the graph's posted-not-observed / observed-not-posted lists are built from the same
/// project, and say the same thing: every finding is an unmatched usage of the graph, and every unmatched usage of
/// the graph is reported unless one of the rule's documented exemptions applies.
final class LintGraphAgreementTests: XCTestCase {
    struct Site: Hashable { var file: String; var line: Int; var column: Int }

    func testUnmatchedNotificationFindingsAreTheGraphsUnmatchedNames() throws {
        // The whole Corpus as one project (its notification fixtures match across files on purpose).
        let fixtures = try CorpusHarness.loadFixtures().filter { !$0.0.hasPrefix("Apps/") }
        let facts = fixtures.map { FactExtractor.extract(path: $0.0, bytes: $0.1) }
        let index = ProjectIndex(files: facts)
        let rule = UnmatchedNotificationRule()
        let findings = LintEngine.run(index: index, rules: [ConfiguredRule(rule: rule, severity: .warning, options: RuleOptions())])
        let graph = CommunicationGraph.build(index: index)
        let model = index.notifications

        var lintSites: [Site: String] = [:]
        for f in findings {
            let name = f.message.split(separator: "'")[1]
            lintSites[Site(file: facts[f.file].path, line: f.location.line, column: f.location.column)] = String(name)
        }
        XCTAssertFalse(lintSites.isEmpty)

        var graphSites: [Site: String] = [:]
        var exempted: [String] = []
        for (usage, missing) in graph.postedButNeverObserved.map({ ($0, NotificationFact.Kind.observe) }) + graph.observedButNeverPosted.map({ ($0, .post) }) {
            let group = model.groups.first { model.display($0.name) == usage.name && $0.center == usage.center }
            let reportable = group.map { model.isReportable($0.name, center: $0.center, missing: missing) } ?? false
            guard reportable else { exempted.append(usage.name); continue }
            for s in usage.posts + usage.observations {
                graphSites[Site(file: s.file, line: s.location.line, column: s.location.column)] = usage.name
            }
        }
        XCTAssertEqual(lintSites, graphSites, "lint and graph disagree on unmatched notifications")
        // The exemptions are real: system names, names used through helpers, other processes' names.
        XCTAssertTrue(exempted.contains("backupHelperFinished"), "\(exempted)")
    }
}
