import CrosstalkSyntax
import XCTest
@testable import CrosstalkFix

/// The tree questions the fixers ask: declared parameters, and which statements optional chaining keeps.
final class SyntaxLookupTests: XCTestCase {
    func tree(_ source: String) -> SyntaxTree { Parser.parse(SourceFile(path: "Lookup.swift", bytes: Array(source.utf8))) }

    func testParametersKeepLabelsNamesTypesAndDefaults() throws {
        let tree = tree("func color(for theme: Theme? = nil, _ handler: @escaping (Int, String) -> Void, count: [String: Int]) {}\n")
        let clause = try XCTUnwrap(tree.nodes.indices.first { tree.nodes[$0].kind == .parameterClause })
        let parameters = tree.parameters(Int32(clause))
        XCTAssertEqual(parameters.map(\.label), ["for", "_", "count"])
        XCTAssertEqual(parameters.map(\.name), ["theme", "handler", "count"])
        XCTAssertEqual(parameters.map(\.type), ["Theme?", "@escaping(Int,String)->Void", "[String:Int]"])
        XCTAssertEqual(parameters.map(\.hasDefault), [true, false, false])
    }

    /// Whether the `delegate` of each line's statement may take `delegate?.`.
    func chainable(_ source: String) -> [Bool] {
        let tree = tree(source)
        return tree.nodes.indices.filter { tree.nodes[$0].kind == .reference && tree.nameText(Int32($0)) == "delegate" }
            .map { tree.isChainableStatement(link: Int32($0)) }
    }

    func testAStatementThatMayBeAValueIsNotChainable() {
        XCTAssertEqual(chainable("func f() {\n    delegate.done()\n}\n"), [true])
        XCTAssertEqual(chainable("func f() {\n    if ready {\n        delegate.done()\n    }\n}\n"), [true])
        XCTAssertEqual(chainable("func f() -> String {\n    delegate.name\n}\n"), [false])
        XCTAssertEqual(chainable("func f() -> String {\n    if ready { delegate.name } else { \"\" }\n}\n"), [false])
        XCTAssertEqual(chainable("func f() -> String {\n    delegate.done()\n    return \"\"\n}\n"), [true])
        XCTAssertEqual(chainable("func f() {\n    let name = delegate.name\n}\n"), [false])
    }
}
