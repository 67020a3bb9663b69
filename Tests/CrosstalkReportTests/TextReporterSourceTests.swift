import CrosstalkReport
import Foundation
import CrosstalkRules
import XCTest

/// `--show-source`: the source line, a caret at the column, related locations as notes, `explain` once per rule.
final class TextReporterSourceTests: XCTestCase {
    static let lines: [String: [String]] = [
        "Feed.swift": ["final class Feed {", "\tvar delegate: FeedDelegate?", "    var dataDelegate: FeedDelegate?", "}"],
        "Screen.swift": ["let feed = Feed()", "feed.delegate = Proxy()"],
    ]

    static let source: SourceLineLookup = { file, line in
        guard let lines = lines[file], line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    func testSourceLineCaretNotesAndExplainOncePerRule() {
        let findings = [
            Finding(rule: "weak_delegate", severity: .warning, file: "Feed.swift", line: 2, column: 6, message: "delegate 'delegate' should be weak",
                    related: [RelatedLocation(file: "Screen.swift", line: 2, column: 1, message: "constructed here")]),
            Finding(rule: "weak_delegate", severity: .warning, file: "Feed.swift", line: 3, column: 9, message: "delegate 'dataDelegate' should be weak"),
            Finding(rule: "mutable_singleton", severity: .error, file: "Gone.swift", line: 7, column: 2, message: "singleton 'shared' is a static var"),
        ]
        let text = TextReporter(quiet: true, source: Self.source).render(Fixture.report(findings))
        XCTAssertEqual(text, """
        Feed.swift:2:6: warning: delegate 'delegate' should be weak (weak_delegate)
           2 |     var delegate: FeedDelegate?
             |         ^ (crosstalk explain weak_delegate)
        Screen.swift:2:1: note: constructed here
           2 | feed.delegate = Proxy()
             | ^
        Feed.swift:3:9: warning: delegate 'dataDelegate' should be weak (weak_delegate)
           3 |     var dataDelegate: FeedDelegate?
             |         ^
        Gone.swift:7:2: error: singleton 'shared' is a static var (mutable_singleton)

        """)
    }

    func testWithoutALookupEachFindingIsOneLine() {
        let finding = Finding(rule: "weak_delegate", severity: .warning, file: "Feed.swift", line: 2, column: 6, message: "m",
                              related: [RelatedLocation(file: "Screen.swift", line: 2, column: 1, message: "constructed here")])
        XCTAssertEqual(TextReporter(quiet: true).render(Fixture.report([finding])).split(separator: "\n").first,
                       "Feed.swift:2:6: warning: m (weak_delegate)")
        XCTAssertFalse(TextReporter(quiet: true).render(Fixture.report([finding])).contains("|"))
    }

    func testColorKeepsTheCaretColumn() {
        let finding = Finding(rule: "weak_delegate", severity: .warning, file: "Feed.swift", line: 3, column: 9, message: "m")
        let text = TextReporter(color: true, quiet: true, source: Self.source).render(Fixture.report([finding]))
        let plain = text.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertTrue(plain.contains("    |         ^ (crosstalk explain weak_delegate)"), plain)
    }
}
