import CrosstalkFacts
import XCTest
@testable import CrosstalkReport

/// `Schemas/facts.schema.json` is the one declaration of the facts output: which keys each object has and in which
/// order. The renderer writes keys in its own code, so this test checks every object it writes against the schema's
/// order (the schema validation in `FactsJSONRendererTests` checks which keys and values are allowed).
final class FactsKeyOrderTests: XCTestCase {
    func testRenderedKeysFollowTheSchemaOrder() throws {
        let facts = FactExtractor.extract(path: "Sources/Feed.swift", bytes: Array(FactsJSONRendererTests.source.utf8))
        let json = FactsJSONRenderer.render([facts], skipped: [(path: "Binary.swift", reason: "binary file")], toolVersion: "0.1.0")
        let document = try Fixture.temporaryFile(json, name: "facts.json", for: self)
        let schema = Fixture.packageRoot.appendingPathComponent("Schemas/facts.schema.json").path
        let script = #"""
        import json, sys
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        doc = json.load(open(sys.argv[2], encoding="utf-8"))
        problems, seen = [], set()
        def resolve(s):
            while "$ref" in s:
                s = schema["$defs"][s["$ref"].split("/")[-1]]
            return s
        def check(value, s, path):
            s = resolve(s)
            if isinstance(value, dict):
                declared = list(s.get("properties", {}))
                positions = [declared.index(k) for k in value if k in declared]
                if positions != sorted(positions):
                    problems.append(f"{path}: keys {list(value)} are not in the schema's order {declared}")
                for k, v in value.items():
                    if k in declared:
                        seen.add(path.split("[")[0] + "." + k)
                        check(v, s["properties"][k], f"{path}.{k}")
            elif isinstance(value, list) and "items" in s:
                for i, v in enumerate(value):
                    check(v, s["items"], f"{path}[{i}]")
        check(doc, schema, "$")
        print("\n".join(problems[:20])); sys.exit(1 if problems else 0)
        """#
        let result = try Fixture.run("python3", ["-c", script, schema, document])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
