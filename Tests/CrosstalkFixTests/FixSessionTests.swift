import CrosstalkFacts
import CrosstalkGraph
import Foundation
import CrosstalkRules
import XCTest
@testable import CrosstalkFix

final class FixSessionTests: XCTestCase {
    /// A fixer for `weak_delegate` that deletes the closing brace of the class: the file then parses worse.
    struct BreakingFixer: FindingFixer {
        let rules = ["weak_delegate"]
        func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
            let bytes = context.index.files[finding.file].keptSource.bytes
            let brace = bytes.lastIndex(of: UInt8(ascii: "}"))!
            return .fixed([SourceEdit(file: finding.file, start: brace, end: brace + 1, replacement: "{")])
        }
    }

    static let source = """
    protocol FeedDelegate: AnyObject {}
    final class Feed {
        var delegate: FeedDelegate?
    }

    """

    func lint(_ index: ProjectIndex) -> [LintFinding] {
        let rule = ConfiguredRule(rule: RuleRegistry.rule("weak_delegate")!, severity: .warning, options: RuleOptions())
        return LintEngine.run(index: index, rules: [rule])
    }

    func testAFixThatMakesTheFileParseWorseIsRefusedAndTheFileKept() {
        let files = [FactExtractor.extract(path: "Feed.swift", bytes: Array(Self.source.utf8))]
        let outcome = FixSession.run(files: files, fixers: [BreakingFixer()], lint: lint)
        XCTAssertEqual(outcome.changedFiles, [])
        XCTAssertEqual(outcome.files[0].keptSource.bytes, Array(Self.source.utf8))
        XCTAssertEqual(outcome.reports.map(\.notFixedReason), ["the fixed file would not parse as well as before"])
    }

    func testTheRealFixerFixesTheSameFileOnce() {
        let files = [FactExtractor.extract(path: "Feed.swift", bytes: Array(Self.source.utf8))]
        let outcome = FixSession.run(files: files, lint: lint)
        XCTAssertEqual(outcome.changedFiles, [0])
        XCTAssertEqual(String(decoding: outcome.files[0].keptSource.bytes, as: UTF8.self), Self.source.replacingOccurrences(of: "    var delegate", with: "    weak var delegate"))
        XCTAssertEqual(outcome.fixedCount, 1)
        let again = FixSession.run(files: outcome.files, lint: lint)
        XCTAssertEqual(again.changedFiles, [])
        XCTAssertEqual(again.reports, [])
    }

    func testOverlappingIdenticalEditsMergeAndConflictingOnesWait() {
        let a = SourceEdit.insert(": AnyObject", at: 10, file: 0)
        XCTAssertFalse(a.conflicts(with: a))
        XCTAssertTrue(a.conflicts(with: .insert(", AnyObject", at: 10, file: 0)))
        XCTAssertFalse(a.conflicts(with: .insert(": AnyObject", at: 10, file: 1)))
        XCTAssertTrue(SourceEdit(file: 0, start: 5, end: 12, replacement: "").conflicts(with: a))
        XCTAssertFalse(SourceEdit(file: 0, start: 10, end: 12, replacement: "x").conflicts(with: .insert("y", at: 12, file: 0)))
    }
}
