import XCTest
@testable import CrosstalkFacts

/// Extracts facts from a snippet.
func facts(_ source: String) -> FileFacts {
    FactExtractor.extract(path: "snippet.swift", bytes: Array(source.utf8))
}

/// Prints the facts of the file named by CROSSTALK_FACTS (a debugging aid; does nothing otherwise).
final class FactsDumpTool: XCTestCase {
    func testDumpFactsFromEnvironment() throws {
        guard let path = ProcessInfo.processInfo.environment["CROSSTALK_FACTS"] else { return }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let f = FactExtractor.extract(path: path, bytes: Array(data))
        for t in f.types { print("type", t) }
        for p in f.properties { print("prop", p.name, p.typeText ?? "-", p.modifiers, p.attributes, "computed:", p.isComputed, "closure:", p.isClosureTyped, p.initializer?.text ?? "") }
        for c in f.closures { print("closure", c.location.line, c.captures.map { "\($0.strength) \($0.name)" }, "strong:", c.capturesSelfStrongly, c.context) }
        for s in f.subscriptions { print("sub", s.location.line, s.terminal, s.rootPath, s.operators, s.disposition, s.storeTarget ?? "-", s.closures, s.functionReferences.map(\.name)) }
        for a in f.assignments { print("assign", a.target, a.value, a.location.line) }
        for n in f.notifications { print("notif", n) }
        for s in f.staticReferences { print("static", s.typeName, s.member, s.location.line) }
        for d in f.diagnostics { print("diag", d) }
    }
}
