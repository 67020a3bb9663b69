import XCTest
@testable import CrosstalkRules

/// The whole Corpus, diffed against its `// expect:` markers, plus three free mutations of every fixture.
final class CorpusTests: XCTestCase {
    func testCorpusMatchesExpectations() throws {
        let fixtures = try CorpusHarness.loadFixtures()
        XCTAssertFalse(fixtures.isEmpty, "Corpus/ has no fixtures")
        let diff = CorpusHarness.compare(expected: CorpusHarness.expectations(fixtures), actual: CorpusHarness.lint(fixtures))
        let report = diff.missing.map { "missing:    \($0)" } + diff.unexpected.map { "unexpected: \($0)" }
        XCTAssertTrue(report.isEmpty, "Corpus differs from its expectations:\n" + report.joined(separator: "\n"))
    }

    /// Wrapped in a block comment, no fixture yields any finding.
    func testCommentedOutCorpusIsSilent() throws {
        let fixtures = try CorpusHarness.loadFixtures().map { ($0.0, Array("/*\n".utf8) + $0.1 + Array("\n*/\n".utf8)) }
        let findings = CorpusHarness.lint(fixtures)
        XCTAssertTrue(findings.isEmpty, "findings in commented-out fixtures:\n" + findings.map(\.description).joined(separator: "\n"))
    }

    /// With an emoji line prepended, every finding moves down one line and nothing else changes.
    func testPrependedLineShiftsFindings() throws {
        let fixtures = try CorpusHarness.loadFixtures()
        let original = CorpusHarness.lint(fixtures).map { CorpusFinding(file: $0.file, line: $0.line + 1, rule: $0.rule) }
        let shifted = CorpusHarness.lint(fixtures.map { ($0.0, Array("// 🚦 shifted\n".utf8) + $0.1) }).map { CorpusFinding(file: $0.file, line: $0.line, rule: $0.rule) }
        XCTAssertEqual(original.sorted(), shifted.sorted())
    }

    /// A `disable:next` comment before each expected line suppresses exactly those findings.
    func testSuppressingEveryExpectedLineSilencesCorpus() throws {
        let fixtures = try CorpusHarness.loadFixtures()
        let expected = CorpusHarness.expectations(fixtures)
        var rulesByLine: [String: [Int: Set<String>]] = [:]
        for e in expected { rulesByLine[e.file, default: [:]][e.line, default: []].insert(e.rule) }
        let suppressed = fixtures.map { (path, bytes) -> (String, [UInt8]) in
            guard let lines = rulesByLine[path] else { return (path, bytes) }
            var out: [String] = []
            for (i, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if let rules = lines[i + 1] { out.append("// crosstalk:disable:next \(rules.sorted().joined(separator: ","))") }
                out.append(String(line))
            }
            return (path, Array(out.joined(separator: "\n").utf8))
        }
        let findings = CorpusHarness.lint(suppressed)
        XCTAssertTrue(findings.isEmpty, "findings left after suppressing every expected line:\n" + findings.map(\.description).joined(separator: "\n"))
    }

    /// Registry honesty: unique snake_case ids, docs with the fixed headings, and fixtures for every rule.
    func testRegistryAndCorpusCoverage() throws {
        let ids = RuleRegistry.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate rule ids")
        let fixtures = try CorpusHarness.loadFixtures()
        let expected = CorpusHarness.expectations(fixtures)
        for rule in RuleRegistry.all {
            let id = rule.id
            XCTAssertTrue(id.allSatisfy { $0 == "_" || ($0.isLowercase && $0.isASCII) }, "\(id) is not snake_case")
            for heading in ["## What it does", "## Why is this bad?", "## Example", "## Use instead"] {
                XCTAssertTrue(rule.description.documentation.contains(heading), "\(id) doc lacks '\(heading)'")
            }
            let folder = fixtures.filter { $0.0.hasPrefix(id + "/") }.map(\.0)
            let triggering = Set(expected.filter { $0.rule == id && $0.file.hasPrefix(id + "/") }.map(\.file))
            XCTAssertGreaterThanOrEqual(triggering.count, 3, "Corpus/\(id)/ needs at least 3 triggering fixtures")
            XCTAssertGreaterThanOrEqual(folder.count - triggering.count, 3, "Corpus/\(id)/ needs at least 3 non-triggering fixtures")
        }
    }
}
