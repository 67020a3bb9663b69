@testable import CrosstalkDriver
import CrosstalkRules
import Foundation
import XCTest

final class BaselineTests: XCTestCase {
    func testFingerprintIsFNV1aOfTheDocumentedFields() {
        // Reference values computed independently (Python) from the documented definition.
        XCTAssertEqual(Baseline.fingerprint(rule: "weak_delegate", file: "Sources/A.swift", lineText: "var delegate: FeedDelegate?", occurrence: 0), "86e26c9d59acf724")
        XCTAssertEqual(Baseline.fingerprint(rule: "weak_delegate", file: "Sources/A.swift", lineText: "\t  var delegate: FeedDelegate?\r\n", occurrence: 0), "86e26c9d59acf724")
        XCTAssertEqual(Baseline.fingerprint(rule: "weak_delegate", file: "Sources/A.swift", lineText: "var delegate: FeedDelegate?", occurrence: 1), "86e5d29d59afda4d")
    }

    func testFieldsDoNotRunTogether() {
        XCTAssertNotEqual(
            Baseline.fingerprint(rule: "ab", file: "c", lineText: "x", occurrence: 0),
            Baseline.fingerprint(rule: "a", file: "bc", lineText: "x", occurrence: 0))
    }

    private func fingerprints(_ lines: [String], findingsOn lineNumbers: [Int], file: String = "A.swift") -> [String] {
        Baseline.fingerprints(for: lineNumbers.map {
            Baseline.FingerprintSubject(rule: "weak_delegate", file: file, line: $0, column: 5, lineText: lines[$0 - 1])
        })
    }

    func testStableWhenLinesAreInsertedAboveOrReindented() {
        let before = ["class A {", "  var delegate: D?", "}", "class B {", "  var delegate: D?", "  var other: OtherDelegate?", "}"]
        let after = ["import UIKit", "", "// a comment", "class A {", "      var delegate: D?", "}", "", "class B {", "  var delegate: D?", "  var other: OtherDelegate?", "}"]
        let old = fingerprints(before, findingsOn: [2, 5, 6])
        let new = fingerprints(after, findingsOn: [5, 9, 10])
        XCTAssertEqual(old, new)
        XCTAssertEqual(Set(old).count, 3, "identical lines differ by occurrence")
    }

    func testOccurrencesFollowPositionNotInputOrder() {
        let subjects = [
            Baseline.FingerprintSubject(rule: "r", file: "f", line: 9, column: 1, lineText: "x"),
            Baseline.FingerprintSubject(rule: "r", file: "f", line: 2, column: 7, lineText: "x"),
            Baseline.FingerprintSubject(rule: "r", file: "f", line: 2, column: 3, lineText: "x"),
            Baseline.FingerprintSubject(rule: "q", file: "f", line: 1, column: 1, lineText: "x"),
        ]
        let forward = Baseline.fingerprints(for: subjects)
        let backward = Baseline.fingerprints(for: subjects.reversed())
        XCTAssertEqual(forward, backward.reversed())
        XCTAssertEqual(forward[2], Baseline.fingerprint(rule: "r", file: "f", lineText: "x", occurrence: 0))
        XCTAssertEqual(forward[1], Baseline.fingerprint(rule: "r", file: "f", lineText: "x", occurrence: 1))
        XCTAssertEqual(forward[0], Baseline.fingerprint(rule: "r", file: "f", lineText: "x", occurrence: 2))
        XCTAssertEqual(forward[3], Baseline.fingerprint(rule: "q", file: "f", lineText: "x", occurrence: 0))
    }

    func testAssignFingerprintsAndFilterNewFindings() {
        let lines = ["A.swift:1": "var delegate: D?", "A.swift:3": "var delegate: D?", "B.swift:1": "static var shared = B()"]
        var findings = [
            Finding(rule: "weak_delegate", severity: .warning, file: "A.swift", line: 3, column: 5, message: "m"),
            Finding(rule: "weak_delegate", severity: .warning, file: "A.swift", line: 1, column: 5, message: "m"),
            Finding(rule: "mutable_singleton", severity: .warning, file: "B.swift", line: 1, column: 12, message: "m"),
        ]
        Baseline.assignFingerprints(&findings, projectPath: \.file) { lines["\($0.file):\($0.line)"] ?? "" }
        XCTAssertEqual(findings[1].fingerprint, Baseline.fingerprint(rule: "weak_delegate", file: "A.swift", lineText: "var delegate: D?", occurrence: 0))
        XCTAssertEqual(findings[0].fingerprint, Baseline.fingerprint(rule: "weak_delegate", file: "A.swift", lineText: "var delegate: D?", occurrence: 1))
        let baseline = Baseline(findings: Array(findings[0...1]), projectPath: \.file)
        XCTAssertEqual(baseline.match(findings, checked: { _ in true }).new.map(\.rule), ["mutable_singleton"])
    }

    func testSerializationIsSortedStableAndRoundTrips() throws {
        let baseline = Baseline(entries: [
            .init(rule: "weak_delegate", file: "Sources/B.swift", fingerprint: "0000000000000002"),
            .init(rule: "assign_to_self", file: "Sources/B.swift", fingerprint: "0000000000000003"),
            .init(rule: "weak_delegate", file: "Sources/A \"quoted\"\\.swift", fingerprint: "0000000000000001"),
            .init(rule: "weak_delegate", file: "Sources/B.swift", fingerprint: "0000000000000002"),
        ])
        XCTAssertEqual(baseline.serialized(), """
            {
              "version": 1,
              "tool": "crosstalk",
              "entries": [
                {"rule": "weak_delegate", "file": "Sources/A \\"quoted\\"\\\\.swift", "fingerprint": "0000000000000001"},
                {"rule": "assign_to_self", "file": "Sources/B.swift", "fingerprint": "0000000000000003"},
                {"rule": "weak_delegate", "file": "Sources/B.swift", "fingerprint": "0000000000000002"}
              ]
            }

            """)
        XCTAssertEqual(try Baseline.parse(Array(baseline.serialized().utf8), file: "b.json"), baseline)
        XCTAssertEqual(Baseline(entries: []).serialized(), "{\n  \"version\": 1,\n  \"tool\": \"crosstalk\",\n  \"entries\": []\n}\n")
        XCTAssertEqual(try Baseline.parse(Array(Baseline(entries: []).serialized().utf8), file: "b.json").entries, [])
    }

    func testWriteAndRead() throws {
        let path = NSTemporaryDirectory() + "baseline-\(UUID().uuidString).json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let baseline = Baseline(entries: [.init(rule: "r", file: "f\u{1}", fingerprint: "abc")])
        try baseline.write(to: path)
        let read = try Baseline.read(from: path)
        XCTAssertEqual(read, baseline)
        XCTAssertTrue(read.contains("abc"))
        XCTAssertFalse(read.contains("abd"))
    }

    private func parseError(_ text: String) -> String {
        do {
            return "parsed: \(try Baseline.parse(Array(text.utf8), file: "b.json"))"
        } catch {
            return error.description
        }
    }

    func testMalformedBaselines() {
        XCTAssertEqual(parseError("[]"), "b.json: expected a JSON object at the top level, got array")
        XCTAssertEqual(parseError(#"{"entries": []}"#), "b.json: version: expected an integer")
        XCTAssertEqual(parseError(#"{"version": 2, "entries": []}"#), "b.json: unsupported baseline version 2 (this crosstalk reads version 1)")
        XCTAssertEqual(parseError(#"{"version": 1}"#), "b.json: entries: expected an array")
        XCTAssertEqual(parseError(#"{"version": 1, "entries": [{"rule": "r", "file": "f"}]}"#), "b.json: entries[0].fingerprint: expected a string")
        XCTAssertEqual(parseError(#"{"version": 1, "entries": [3]}"#), "b.json: entries[0]: expected an object, got number")
        XCTAssertTrue(parseError("{").hasPrefix("b.json: invalid JSON at line 1"))
        XCTAssertThrowsError(try Baseline.read(from: "/nonexistent/baseline.json")) { error in
            XCTAssertEqual((error as? BaselineError)?.description, "/nonexistent/baseline.json: baseline file does not exist")
        }
    }
}
