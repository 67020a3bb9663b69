@testable import CrosstalkReport
import CrosstalkRules
import XCTest

final class MarkdownReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(MarkdownReporter().render(Fixture.report), #"""
        <!-- crosstalk-report -->
        ### Crosstalk: 4 findings (2 errors, 1 warning, 1 info) in 12 files

        | Rule | Severity | Count |
        | --- | --- | ---: |
        | `io_error` | error | 1 |
        | `weak_delegate` | error | 1 |
        | `unstored_subscription` | warning | 1 |
        | `mutable_singleton` | info | 1 |

        | Location | Rule | Message |
        | --- | --- | --- |
        | Sources/App/Feed View.swift:30 | `weak_delegate` | delegate 'dataDelegate' should be weak, or FeedView \& its \<Delegate\> leak |
        | Sources/Core/Store.swift:1 | `io_error` | cannot read file: permission denied |
        | Sources/App/Feed View.swift:12 | `unstored_subscription` | result of 'sink' on "items" is discarded: the subscription ends at once |
        | Sources/Core/Café.swift:3 | `mutable_singleton` | singleton 'shared' has mutable state 'cache' — 100% shared, use 'let' |
        """#)
    }

    func testCleanRunIsOnlyTheHeading() {
        assertGolden(MarkdownReporter().render(Fixture.cleanReport), """
        <!-- crosstalk-report -->
        ### Crosstalk: no findings in 1 file
        """)
    }

    /// Past the cap the rest is counted; errors are listed first so the cap never hides what fails the build.
    func testCapListsErrorsFirstAndCountsTheRest() {
        let warnings = (1...3).map { Finding(rule: "w", severity: .warning, file: "a.swift", line: $0, column: 1, message: "m") }
        let error = Finding(rule: "e", severity: .error, file: "z.swift", line: 9, column: 1, message: "m")
        let out = MarkdownReporter(maxFindings: 2).render(Fixture.report(warnings + [error]))
        let rows = out.split(separator: "\n").filter { $0.hasPrefix("| ") && $0.hasSuffix(" | m |") }
        XCTAssertEqual(rows, ["| z.swift:9 | `e` | m |", "| a.swift:1 | `w` | m |"])
        XCTAssertTrue(out.hasSuffix("\n… and 2 more findings\n"), out)
        XCTAssertTrue(out.contains("| `e` | error | 1 |\n| `w` | warning | 3 |\n"), out)
    }

    func testCellEscaping() {
        XCTAssertEqual(MarkdownReporter.cell("a|b `c` _d_ *e* <f> [g] ~h~ & \\ i\nj"),
                       #"a\|b \`c\` \_d\_ \*e\* \<f\> \[g\] \~h\~ \& \\ i j"#)
        XCTAssertEqual(MarkdownReporter.cell("plain 'text' — 100%"), "plain 'text' — 100%")
        XCTAssertEqual(MarkdownReporter.codeCell("a|b_c"), #"a\|b_c"#)
    }
}
