import Foundation
import XCTest

/// What a user sees from the real binary: `--show-source` excerpts, the one-line default when the output is not a
/// terminal, and `--format codeclimate` as GitLab reads it.
final class DiagnosticsInContextTests: XCTestCase {
    static let router = """
    final class Player { var onFinish: (() -> Void)? }
    final class Router {
        let player = Player()
        func open() {
            player.onFinish = {
                print("closing")
                self.close()
            }
        }
        func close() {}
    }

    """

    func testShowSourcePrintsTheLineACaretTheRelatedUseAndExplainOnce() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.router, to: "Router.swift", in: dir)
        let run = try crosstalk(["lint", "Router.swift", "--show-source", "--quiet"], in: dir)
        XCTAssertEqual(run.stdout, """
        Router.swift:5:27: warning: closure assigned to 'player.onFinish' captures self strongly; capture [weak self] (closure_property_strong_self)
           5 |         player.onFinish = {
             |                           ^ (crosstalk explain closure_property_strong_self)
        Router.swift:7:13: note: self is used here
           7 |             self.close()
             |             ^

        """)
        // Not a terminal and no --show-source: one line per finding, as Xcode and editors expect.
        let plain = try crosstalk(["lint", "Router.swift", "--quiet"], in: dir)
        XCTAssertEqual(plain.stdout, "Router.swift:5:27: warning: closure assigned to 'player.onFinish' captures self strongly; capture [weak self] (closure_property_strong_self)\n")
    }

    func testCodeClimateReportHasGitLabsRequiredFields() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.router, to: "Sources/Router.swift", in: dir)
        let run = try crosstalk(["lint", "--format", "codeclimate", "--output", "gl-code-quality.json"], in: dir)
        assertStatus(run, 0)
        let data = try Data(contentsOf: dir.appendingPathComponent("gl-code-quality.json"))
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        XCTAssertEqual(issues.count, 1)
        let issue = issues[0]
        XCTAssertEqual(issue["check_name"] as? String, "closure_property_strong_self")
        XCTAssertEqual(issue["severity"] as? String, "minor")
        XCTAssertFalse((issue["fingerprint"] as? String ?? "").isEmpty)
        XCTAssertFalse((issue["description"] as? String ?? "").isEmpty)
        let location = try XCTUnwrap(issue["location"] as? [String: Any])
        XCTAssertEqual(location["path"] as? String, "Sources/Router.swift")
        XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, 5)
        XCTAssertEqual(((issue["other_locations"] as? [[String: Any]])?.first?["lines"] as? [String: Any])?["begin"] as? Int, 7)
    }

    /// `--format xcode`: absolute paths, no summary, errors as warnings and exit 0 unless `failBuildOnErrors`.
    func testXcodeFormatPrintsAbsolutePathsAndFailsOnlyWhenConfigured() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.router, to: "Sources/Router.swift", in: dir)
        try CLI.write("{ \"rules\": { \"closure_property_strong_self\": \"error\" } }\n", to: ".crosstalk.json", in: dir)
        let path = dir.appendingPathComponent("Sources/Router.swift").path
        let lenient = try crosstalk(["lint", "--format", "xcode"], in: dir)
        assertStatus(lenient, 0)
        XCTAssertEqual(lenient.stdout, """
        \(path):5:27: warning: closure assigned to 'player.onFinish' captures self strongly; capture [weak self] (closure_property_strong_self)
        \(path):7:13: note: self is used here

        """)
        try CLI.write("{ \"failBuildOnErrors\": true, \"rules\": { \"closure_property_strong_self\": \"error\" } }\n", to: ".crosstalk.json", in: dir)
        let strict = try crosstalk(["lint", "--format", "xcode"], in: dir)
        assertStatus(strict, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("\(path):5:27: error: closure assigned"), strict.stdout)
        try CLI.write("{ \"failBuildOnError\": true }\n", to: ".crosstalk.json", in: dir)
        let unknown = try crosstalk(["lint", "--format", "xcode"], in: dir)
        assertStatus(unknown, 2)
        XCTAssertTrue(unknown.stderr.contains("did you mean 'failBuildOnErrors'"), unknown.stderr)
    }
}
