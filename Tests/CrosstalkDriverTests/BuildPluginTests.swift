import Foundation
import XCTest

/// `CrosstalkBuildPlugin` in a package that uses it (`Tests/Fixtures/BuildPluginConsumer`): `swift build` shows the
/// finding inline with an absolute path and still succeeds; with `"failBuildOnErrors": true` an error fails it.
///
/// Builds a second copy of Crosstalk for the consumer, so it runs only when `CROSSTALK_PLUGIN_TEST=1` (CI sets it):
/// `CROSSTALK_PLUGIN_TEST=1 swift test --filter BuildPluginTests`.
final class BuildPluginTests: XCTestCase {
    func testBuildShowsFindingsInlineAndFailsOnlyWhenConfigured() throws {
        guard ProcessInfo.processInfo.environment["CROSSTALK_PLUGIN_TEST"] == "1" else {
            throw XCTSkip("builds Crosstalk a second time; set CROSSTALK_PLUGIN_TEST=1 to run it")
        }
        let swift = try XCTUnwrap(CLI.which("swift"), "swift is not on PATH")
        let dir = try CLI.workspace(for: self, copying: "BuildPluginConsumer")
        let manifest = try CLI.read("Package.swift", in: dir)
        let rewritten = manifest.replacingOccurrences(of: #"path: "../../..""#, with: "path: \"\(CLI.repositoryRoot.path)\"")
        XCTAssertNotEqual(rewritten, manifest, "the fixture's dependency path changed; update this test")
        try CLI.write(rewritten, to: "Package.swift", in: dir)

        let feed = dir.appendingPathComponent("Sources/Consumer/Feed.swift").path
        let build = try CLI.run(swift, ["build"], in: dir, timeout: 1_800)
        XCTAssertFalse(build.timedOut)
        XCTAssertEqual(build.status, 0, "a warning must not fail the build\n--- stdout\n\(build.stdout)--- stderr\n\(build.stderr)")
        XCTAssertTrue((build.stdout + build.stderr).contains("\(feed):6:16: warning: delegate 'delegate' should be weak (weak_delegate)"),
                      "stdout:\n\(build.stdout)\nstderr:\n\(build.stderr)")

        // With "failBuildOnErrors" an error finding fails the build, and keeps failing it at the next build. A new
        // configuration file is seen once a source changes (an existing one is an input of the command).
        try CLI.write("{ \"failBuildOnErrors\": true, \"rules\": { \"weak_delegate\": \"error\" } }\n", to: ".crosstalk.json", in: dir)
        try CLI.write(try CLI.read("Sources/Consumer/Feed.swift", in: dir) + "\n", to: "Sources/Consumer/Feed.swift", in: dir)
        for _ in 0 ..< 2 {
            let strict = try CLI.run(swift, ["build"], in: dir, timeout: 900)
            XCTAssertNotEqual(strict.status, 0, "stdout:\n\(strict.stdout)\nstderr:\n\(strict.stderr)")
            XCTAssertTrue((strict.stdout + strict.stderr).contains("\(feed):6:16: error: delegate 'delegate' should be weak"), strict.stdout + strict.stderr)
        }
        // Without it the same error-severity finding is a warning and the build goes on.
        try CLI.write("{ \"rules\": { \"weak_delegate\": \"error\" } }\n", to: ".crosstalk.json", in: dir)
        let lenient = try CLI.run(swift, ["build"], in: dir, timeout: 900)
        XCTAssertEqual(lenient.status, 0, lenient.stdout + lenient.stderr)
        XCTAssertTrue((lenient.stdout + lenient.stderr).contains("\(feed):6:16: warning: delegate 'delegate' should be weak"), lenient.stdout + lenient.stderr)
    }
}
