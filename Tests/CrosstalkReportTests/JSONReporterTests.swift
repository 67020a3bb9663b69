import CrosstalkReport
import XCTest

final class JSONReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(JSONReporter().render(Fixture.report), #"""
        {
          "version": 1,
          "tool": {
            "name": "crosstalk",
            "version": "0.1.0"
          },
          "summary": {
            "files": 12,
            "lines": 3456,
            "errors": 2,
            "warnings": 1,
            "infos": 1,
            "durationMs": 87
          },
          "findings": [
            {
              "rule": "unstored_subscription",
              "severity": "warning",
              "file": "Sources/App/Feed View.swift",
              "line": 12,
              "column": 9,
              "message": "result of 'sink' on \"items\" is discarded: the subscription ends at once",
              "fingerprint": "3f2a9c0d1e4b5a6c"
            },
            {
              "rule": "weak_delegate",
              "severity": "error",
              "file": "Sources/App/Feed View.swift",
              "line": 30,
              "column": 5,
              "message": "delegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak",
              "fingerprint": "9b8a7c6d5e4f3a2b"
            },
            {
              "rule": "mutable_singleton",
              "severity": "info",
              "file": "Sources/Core/Café.swift",
              "line": 3,
              "column": 14,
              "message": "singleton 'shared' has mutable state 'cache' — 100% shared, use 'let'",
              "fingerprint": ""
            },
            {
              "rule": "io_error",
              "severity": "error",
              "file": "Sources/Core/Store.swift",
              "line": 1,
              "column": 1,
              "message": "cannot read file: permission denied",
              "fingerprint": ""
            }
          ]
        }
        """#)
    }

    func testCleanRunHasAnEmptyFindingsArray() {
        XCTAssertTrue(JSONReporter().render(Fixture.cleanReport).contains("\"findings\": []\n}"))
    }

    /// The output validates against Schemas/lint-report.schema.json, and the schema rejects near misses (so it is precise).
    func testOutputMatchesSchemaAndSchemaRejectsNearMisses() throws {
        guard (try? Fixture.run("python3", ["-c", "import jsonschema"]))?.status == 0 else {
            throw XCTSkip("python3 with the jsonschema module is not available, so the JSON schema cannot be checked")
        }
        let schema = Fixture.packageRoot.appendingPathComponent("Schemas/lint-report.schema.json").path
        let full = try Fixture.temporaryFile(JSONReporter().render(Fixture.report), name: "full.json", for: self)
        let clean = try Fixture.temporaryFile(JSONReporter().render(Fixture.cleanReport), name: "clean.json", for: self)
        let script = #"""
        import copy, json, sys
        from jsonschema import Draft202012Validator as V
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        V.check_schema(schema)
        v = V(schema)
        problems = []
        for path in sys.argv[2:]:
            doc = json.load(open(path, encoding="utf-8"))
            problems += [f"{path}: {list(e.absolute_path)}: {e.message}" for e in v.iter_errors(doc)]
        doc = json.load(open(sys.argv[2], encoding="utf-8"))
        def f0(d): return d["findings"][0]
        near_misses = {
            "an unknown severity": lambda d: f0(d).update(severity="fatal"),
            "an extra finding key": lambda d: f0(d).update(extra=1),
            "no fingerprint": lambda d: f0(d).pop("fingerprint"),
            "line 0": lambda d: f0(d).update(line=0),
            "a string count": lambda d: d["summary"].update(files="12"),
            "a negative duration": lambda d: d["summary"].update(durationMs=-1),
            "no infos count": lambda d: d["summary"].pop("infos"),
            "an extra top-level key": lambda d: d.update(extra=True),
            "version 2": lambda d: d.update(version=2),
            "another tool name": lambda d: d["tool"].update(name="swiftlint"),
            "no tool version": lambda d: d["tool"].pop("version"),
            "a non-snake-case rule id": lambda d: f0(d).update(rule="Weak Delegate"),
        }
        for name, mutate in near_misses.items():
            bad = copy.deepcopy(doc)
            mutate(bad)
            if v.is_valid(bad):
                problems.append(f"schema accepts a report with {name}")
        print("\n".join(problems))
        sys.exit(1 if problems else 0)
        """#
        let result = try Fixture.run("python3", ["-c", script, schema, full, clean])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
