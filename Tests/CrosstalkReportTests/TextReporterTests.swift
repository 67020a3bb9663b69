import CrosstalkReport
import CrosstalkRules
import XCTest

final class TextReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(TextReporter().render(Fixture.report), #"""
        Sources/App/Feed View.swift:12:9: warning: result of 'sink' on "items" is discarded: the subscription ends at once (unstored_subscription)
        Sources/App/Feed View.swift:30:5: error: delegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak (weak_delegate)
        Sources/Core/Café.swift:3:14: note: singleton 'shared' has mutable state 'cache' — 100% shared, use 'let' (mutable_singleton)
        Sources/Core/Store.swift:1:1: error: cannot read file: permission denied (io_error)
        4 findings (2 errors, 1 warning, 1 info) in 12 files
        """#)
    }

    func testQuietLeavesOutTheSummary() {
        let lines = TextReporter(quiet: true).render(Fixture.report).split(separator: "\n")
        XCTAssertEqual(lines.count, Fixture.findings.count)
        XCTAssertEqual(TextReporter(quiet: true).render(Fixture.cleanReport), "")
    }

    func testCleanRun() {
        XCTAssertEqual(TextReporter().render(Fixture.cleanReport), "no findings in 1 file\n")
    }

    func testColorGolden() {
        let report = Fixture.report([Fixture.findings[1], Fixture.findings[2]])
        let esc = "\u{1B}["
        XCTAssertEqual(TextReporter(color: true).render(report), """
            \(esc)1mSources/App/Feed View.swift:30:5: \(esc)0m\(esc)1;31merror:\(esc)0m \
            \(esc)1mdelegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak\(esc)0m \(esc)2m(weak_delegate)\(esc)0m
            \(esc)1mSources/Core/Café.swift:3:14: \(esc)0m\(esc)1;36mnote:\(esc)0m \
            \(esc)1msingleton 'shared' has mutable state 'cache' — 100% shared, use 'let'\(esc)0m \(esc)2m(mutable_singleton)\(esc)0m
            \(esc)1m2 findings (1 error, 1 info) in 1 file\(esc)0m

            """)
    }

    func testControlCharactersInAMessageStayOnOneLine() {
        let finding = Finding(rule: "r", severity: .warning, file: "a.swift", line: 1, column: 2, message: "one\ntwo\r\nthree\u{1B}[2Jfour")
        XCTAssertEqual(TextReporter(quiet: true).render(Fixture.report([finding])), "a.swift:1:2: warning: one two  three [2Jfour (r)\n")
    }
}
