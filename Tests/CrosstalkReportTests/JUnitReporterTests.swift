@testable import CrosstalkReport
import CrosstalkRules
import XCTest

final class JUnitReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(JUnitReporter().render(Fixture.report), #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="crosstalk" tests="4" failures="3" errors="0" time="0.087">
          <testsuite name="crosstalk" tests="4" failures="3" errors="0" skipped="0" time="0.087">
            <testcase classname="Sources.App.Feed View" name="unstored_subscription at 12:9" file="Sources/App/Feed View.swift" time="0">
              <failure message="result of 'sink' on &quot;items&quot; is discarded: the subscription ends at once" type="warning">Sources/App/Feed View.swift:12:9: warning: result of 'sink' on &quot;items&quot; is discarded: the subscription ends at once (unstored_subscription)</failure>
            </testcase>
            <testcase classname="Sources.App.Feed View" name="weak_delegate at 30:5" file="Sources/App/Feed View.swift" time="0">
              <failure message="delegate 'dataDelegate' should be weak, or FeedView &amp; its &lt;Delegate&gt; leak" type="error">Sources/App/Feed View.swift:30:5: error: delegate 'dataDelegate' should be weak, or FeedView &amp; its &lt;Delegate&gt; leak (weak_delegate)</failure>
            </testcase>
            <testcase classname="Sources.Core.Café" name="mutable_singleton at 3:14" file="Sources/Core/Café.swift" time="0">
              <system-out>Sources/Core/Café.swift:3:14: note: singleton 'shared' has mutable state 'cache' — 100% shared, use 'let' (mutable_singleton)</system-out>
            </testcase>
            <testcase classname="Sources.Core.Store" name="io_error at 1:1" file="Sources/Core/Store.swift" time="0">
              <failure message="cannot read file: permission denied" type="error">Sources/Core/Store.swift:1:1: error: cannot read file: permission denied (io_error)</failure>
            </testcase>
          </testsuite>
        </testsuites>
        """#)
    }

    /// Jenkins rejects a report without testcases, so a clean run is one passing testcase.
    func testCleanRunIsOnePassingTestcase() {
        assertGolden(JUnitReporter().render(Fixture.cleanReport), """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="crosstalk" tests="1" failures="0" errors="0" time="0.005">
          <testsuite name="crosstalk" tests="1" failures="0" errors="0" skipped="0" time="0.005">
            <testcase classname="crosstalk" name="no findings in 1 file" time="0"/>
          </testsuite>
        </testsuites>
        """)
    }

    func testWellFormedWithFailuresForErrorsAndWarningsOnly() throws {
        let xml = try XCTUnwrap(XMLCapture.parse(JUnitReporter().render(Fixture.report)))
        XCTAssertEqual(xml.attributes(of: "testcase").count, 4)
        XCTAssertEqual(xml.attributes(of: "failure").map { $0["type"] }, ["warning", "error", "error"])
        XCTAssertEqual(xml.attributes(of: "failure").map { $0["message"] },
                       [Fixture.findings[0].message, Fixture.findings[1].message, Fixture.findings[3].message])
        XCTAssertEqual(xml.text["system-out"], "Sources/Core/Café.swift:3:14: note: \(Fixture.findings[2].message) (mutable_singleton)")
        XCTAssertEqual(xml.attributes(of: "testsuite").first?["failures"], "3")
    }

    func testClassNameAndSeconds() {
        XCTAssertEqual(JUnitReporter.className("Sources/App/Feed View.swift"), "Sources.App.Feed View")
        XCTAssertEqual(JUnitReporter.className("My.Module/Main"), "My.Module.Main")
        XCTAssertEqual(JUnitReporter.className("/abs/A.swift"), "abs.A")
        XCTAssertEqual(JUnitReporter.seconds(0), "0.000")
        XCTAssertEqual(JUnitReporter.seconds(87), "0.087")
        XCTAssertEqual(JUnitReporter.seconds(12_345), "12.345")
    }
}
