import CrosstalkReport
import CrosstalkRules
import XCTest

final class ReportModelTests: XCTestCase {
    func testFormatNamesParseAndPickTheirReporter() {
        XCTAssertEqual(ReportFormat.allCases.map(\.rawValue), ["text", "json", "sarif", "github", "checkstyle", "junit", "markdown", "codeclimate", "xcode"])
        for format in ReportFormat.allCases {
            XCTAssertEqual(ReportFormat(name: format.rawValue), format)
        }
        XCTAssertNil(ReportFormat(name: "xml"))
        XCTAssertNil(ReportFormat(name: "JSON"))
        XCTAssertTrue(ReportFormat.sarif.reporter() is SARIFReporter)
        XCTAssertTrue(ReportFormat.markdown.reporter() is MarkdownReporter)
        let text = ReportFormat.text.reporter(color: true, quiet: true) as? TextReporter
        XCTAssertEqual(text?.color, true)
        XCTAssertEqual(text?.quiet, true)
    }

    func testSummaryCountsFindingsBySeverity() {
        let s = Fixture.report.summary
        XCTAssertEqual([s.errors, s.warnings, s.infos, s.findings], [2, 1, 1, 4])
    }

    func testHeadlineWording() {
        XCTAssertEqual(Fixture.report.summary.headline, "4 findings (2 errors, 1 warning, 1 info) in 12 files")
        XCTAssertEqual(LintSummary(files: 1, lines: 1, errors: 1, warnings: 0, infos: 0, durationMs: 0).headline,
                       "1 finding (1 error) in 1 file")
        XCTAssertEqual(LintSummary(files: 3, lines: 1, errors: 0, warnings: 2, infos: 3, durationMs: 0).headline,
                       "5 findings (2 warnings, 3 info) in 3 files")
        XCTAssertEqual(LintSummary(files: 0, lines: 0, errors: 0, warnings: 0, infos: 0, durationMs: 0).headline,
                       "no findings in 0 files")
    }
}
