import CrosstalkReport
import CrosstalkRules
import Foundation
import XCTest

final class CodeClimateReporterTests: XCTestCase {
    /// GitLab's Code Quality report: a JSON array whose issues all have these (Code Climate spec plus GitLab's list).
    func testEveryIssueHasTheFieldsGitLabAndTheCodeClimateSpecRequire() throws {
        var findings = Fixture.findings
        findings[0].related = [RelatedLocation(file: "Sources/App/Feed.swift", line: 40, column: 3, message: "constructed here")]
        let text = CodeClimateReporter().render(Fixture.report(findings))
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, findings.count)
        var fingerprints: Set<String> = []
        for (issue, finding) in zip(issues, findings) {
            XCTAssertEqual(issue["type"] as? String, "issue")
            XCTAssertEqual(issue["check_name"] as? String, finding.rule)
            XCTAssertEqual(issue["description"] as? String, finding.message)
            XCTAssertFalse((issue["categories"] as? [String] ?? []).isEmpty)
            XCTAssertTrue(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""), "\(issue)")
            let fingerprint = try XCTUnwrap(issue["fingerprint"] as? String)
            XCTAssertFalse(fingerprint.isEmpty)
            fingerprints.insert(fingerprint)
            let location = try XCTUnwrap(issue["location"] as? [String: Any])
            XCTAssertEqual(location["path"] as? String, finding.file)
            XCTAssertEqual((location["lines"] as? [String: Any])?["begin"] as? Int, finding.line)
        }
        XCTAssertEqual(fingerprints.count, issues.count, "fingerprints must be unique")
        XCTAssertEqual(issues[0]["fingerprint"] as? String, "3f2a9c0d1e4b5a6c", "the baseline fingerprint is reused")
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["minor", "major", "info", "major"])
        let other = try XCTUnwrap(issues[0]["other_locations"] as? [[String: Any]])
        XCTAssertEqual(other.first?["path"] as? String, "Sources/App/Feed.swift")
        XCTAssertEqual((other.first?["lines"] as? [String: Any])?["begin"] as? Int, 40)
    }

    func testCleanRunIsAnEmptyArray() throws {
        XCTAssertEqual((try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(Fixture.cleanReport).utf8)) as? [Any])?.count, 0)
        XCTAssertEqual(CodeClimateReporter().render(Fixture.cleanReport).filter { !$0.isWhitespace }, "[]")
    }
}
