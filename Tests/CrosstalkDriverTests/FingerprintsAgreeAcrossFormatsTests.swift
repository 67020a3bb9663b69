import Foundation
import XCTest

/// A finding's fingerprint is what baselines and GitHub code scanning match on: it must exist, be the same
/// in JSON, SARIF and the baseline file, and survive edits elsewhere in the file.
final class FingerprintsAgreeAcrossFormatsTests: XCTestCase {
    static let source = """
        import Combine

        /// Told about ticks.
        protocol ClockDelegate: AnyObject {}

        /// Three findings: two identical lines (told apart by occurrence) and a delegate.
        final class Clock {
            let ticks = PassthroughSubject<Int, Never>()
            var delegate: ClockDelegate?

            func start() {
                ticks.sink { _ in }
                ticks.sink { _ in }
            }
        }

        """

    private func isFingerprint(_ text: String?) -> Bool {
        guard let text, text.count == 16 else { return false }
        return text.allSatisfy { $0.isHexDigit }
    }

    func testJSONSARIFAndBaselineCarryTheSameFingerprints() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.source, to: "Sources/Clock.swift", in: dir)

        let (run, findings) = try lintFindings(in: dir)
        assertStatus(run, 1)
        XCTAssertEqual(findings.count, 3, "\(findings)")
        var json: [String: String] = [:]
        for finding in findings {
            XCTAssertTrue(isFingerprint(finding.fingerprint), "JSON fingerprint of \(finding): '\(finding.fingerprint ?? "absent")'")
            json[finding.place] = finding.fingerprint
        }
        XCTAssertEqual(Set(json.values).count, 3, "fingerprints must tell findings apart (even on identical lines): \(json)")

        let sarif = try crosstalk(["lint", "--format", "sarif"], in: dir)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: sarif.stdoutBytes) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        var fromSARIF: [String: String] = [:]
        for result in results {
            let physical = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            let line = (physical?["region"] as? [String: Any])?["startLine"] as? Int ?? 0
            let partial = result["partialFingerprints"] as? [String: String] ?? [:]
            XCTAssertEqual(partial.count, 1, "\(result)")
            fromSARIF["\(uri):\(line) \(result["ruleId"] as? String ?? "?")"] = partial.values.first
        }
        XCTAssertEqual(fromSARIF, json, "SARIF partialFingerprints must be the JSON fingerprints")

        let write = try crosstalk(["lint", "--write-baseline", "baseline.json"], in: dir)
        assertStatus(write, 0)
        let baseline = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("baseline.json"))) as? [String: Any])
        let entries = try XCTUnwrap(baseline["entries"] as? [[String: Any]])
        XCTAssertEqual(Set(entries.compactMap { $0["fingerprint"] as? String }), Set(json.values))
    }

    func testABaselineSurvivesEditsElsewhereAndCatchesAChangedLine() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.source, to: "Sources/Clock.swift", in: dir)
        assertStatus(try crosstalk(["lint", "--write-baseline", "baseline.json"], in: dir), 0)
        let baselined = try lintFindings(["--baseline", "baseline.json"], in: dir)
        assertStatus(baselined.run, 0)
        XCTAssertEqual(baselined.findings, [])

        // Lines added above and the file re-indented: nothing new.
        let moved = "// A header comment\n\n" + Self.source.replacingOccurrences(of: "    ", with: "  ")
        try CLI.write(moved, to: "Sources/Clock.swift", in: dir)
        let afterMove = try lintFindings(["--baseline", "baseline.json"], in: dir)
        assertStatus(afterMove.run, 0)
        XCTAssertEqual(afterMove.findings, [])

        // A third identical sink is new, and so is a changed line.
        let more = moved.replacingOccurrences(of: "ticks.sink { _ in }\n  }", with: "ticks.sink { _ in }\n    ticks.sink { _ in }\n  }")
            .replacingOccurrences(of: "var delegate: ClockDelegate?", with: "var delegate: ClockDelegate? = nil")
        XCTAssertNotEqual(more, moved)
        try CLI.write(more, to: "Sources/Clock.swift", in: dir)
        let afterChange = try lintFindings(["--baseline", "baseline.json"], in: dir)
        assertStatus(afterChange.run, 1)
        XCTAssertEqual(afterChange.findings.map(\.rule).sorted(), ["unstored_subscription", "weak_delegate"], "\(afterChange.findings)")
    }
}
