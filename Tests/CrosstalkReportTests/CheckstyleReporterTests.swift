import CrosstalkReport
import CrosstalkRules
import XCTest

final class CheckstyleReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(CheckstyleReporter().render(Fixture.report), #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
          <file name="Sources/App/Feed View.swift">
            <error line="12" column="9" severity="warning" message="result of 'sink' on &quot;items&quot; is discarded: the subscription ends at once" source="crosstalk.unstored_subscription"/>
            <error line="30" column="5" severity="error" message="delegate 'dataDelegate' should be weak, or FeedView &amp; its &lt;Delegate&gt; leak" source="crosstalk.weak_delegate"/>
          </file>
          <file name="Sources/Core/Café.swift">
            <error line="3" column="14" severity="info" message="singleton 'shared' has mutable state 'cache' — 100% shared, use 'let'" source="crosstalk.mutable_singleton"/>
          </file>
          <file name="Sources/Core/Store.swift">
            <error line="1" column="1" severity="error" message="cannot read file: permission denied" source="crosstalk.io_error"/>
          </file>
        </checkstyle>
        """#)
    }

    /// A real XML parser reads back every path and message, including characters XML 1.0 cannot carry (as U+FFFD).
    func testWellFormedAndMessagesRoundTrip() throws {
        let odd = Finding(rule: "r", severity: .warning, file: "a&b <c>.swift", line: 1, column: 1,
                          message: "tab\there, newline\nthere, \"quoted\" 'single' ]]> esc\u{1B} \u{FFFE}")
        let findings = Fixture.findings + [odd]
        let xml = try XCTUnwrap(XMLCapture.parse(CheckstyleReporter().render(Fixture.report(findings))))
        let messages = xml.attributes(of: "error").map { $0["message"] }
        XCTAssertEqual(messages, Fixture.findings.map(\.message) + ["tab\there, newline\nthere, \"quoted\" 'single' ]]> esc\u{FFFD} \u{FFFD}"])
        XCTAssertEqual(xml.attributes(of: "file").map { $0["name"] },
                       ["Sources/App/Feed View.swift", "Sources/Core/Café.swift", "Sources/Core/Store.swift", "a&b <c>.swift"])
        XCTAssertEqual(xml.attributes(of: "error").first?["source"], "crosstalk.unstored_subscription")
    }

    func testUnsortedFindingsStillGetOneFileElementPerPath() throws {
        let f = Fixture.findings
        let xml = try XCTUnwrap(XMLCapture.parse(CheckstyleReporter().render(Fixture.report([f[0], f[3], f[1]]))))
        XCTAssertEqual(xml.attributes(of: "file").map { $0["name"] }, ["Sources/App/Feed View.swift", "Sources/Core/Store.swift"])
        XCTAssertEqual(xml.attributes(of: "error").map { $0["line"] }, ["12", "30", "1"])
    }

    func testCleanRun() {
        assertGolden(CheckstyleReporter().render(Fixture.cleanReport), """
        <?xml version="1.0" encoding="UTF-8"?>
        <checkstyle version="4.3">
        </checkstyle>
        """)
    }
}
