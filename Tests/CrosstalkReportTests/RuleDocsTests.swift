import CrosstalkRules
import Foundation
import XCTest
@testable import CrosstalkReport

/// `Rules/<id>.md` and `Rules/README.md` must equal what the rules' own docs generate.
/// Regenerate with `CROSSTALK_UPDATE_RULE_DOCS=1 swift test --filter RuleDocsTests`.
final class RuleDocsTests: XCTestCase {
    var rulesFolder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Rules")
    }

    func testCommittedRulePagesMatchTheGeneratedOnes() throws {
        var expected: [String: String] = ["README.md": RuleDocs.index(RuleRegistry.documented)]
        for rule in RuleRegistry.all { expected["\(rule.id).md"] = RuleDocs.page(rule.description, options: rule.options) }
        for rule in DiagramRules.all { expected["\(rule.id).md"] = RuleDocs.page(rule) }
        if ProcessInfo.processInfo.environment["CROSSTALK_UPDATE_RULE_DOCS"] != nil {
            for (name, text) in expected { try text.write(to: rulesFolder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        }
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) {
            let committed = try? String(contentsOf: rulesFolder.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(committed, text, "Rules/\(name) is stale; regenerate with CROSSTALK_UPDATE_RULE_DOCS=1 swift test --filter RuleDocsTests")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: rulesFolder.path).filter { $0.hasSuffix(".md") }
        XCTAssertEqual(Set(pages), Set(expected.keys), "Rules/ has pages for rules that do not exist")
    }

    func testEveryPageHasTheFixedHeadings() {
        for rule in RuleRegistry.all.map({ ($0.description, $0.options) }) + DiagramRules.all.map({ ($0, []) }) {
            let page = RuleDocs.page(rule.0, options: rule.1)
            let rule = rule.0
            XCTAssertTrue(page.hasPrefix("# \(rule.id)\n"))
            for heading in ["## What it does", "## Why is this bad?", "## Example", "## Use instead"] {
                XCTAssertTrue(page.contains(heading), "\(rule.id) lacks \(heading)")
            }
        }
    }
}
