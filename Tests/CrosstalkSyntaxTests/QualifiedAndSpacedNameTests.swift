import XCTest
@testable import CrosstalkSyntax

/// Names written with whitespace or a module in front of what they name: generic arguments on their own line,
/// module selectors (`Swift::print`), and `indirect` on an enum case.
final class QualifiedAndSpacedNameTests: XCTestCase {
    func outline(_ source: String) -> (dump: String, diagnostics: [SyntaxDiagnostic]) {
        let tree = Parser.parse(SourceFile(text: source))
        return (tree.dump(), tree.diagnostics)
    }

    func testGenericArgumentsOnTheirOwnLineKeepTheTrailingClosureOnTheChain() {
        let (dump, diagnostics) = outline("""
        let r = UICollectionView.CellRegistration
            <Cell, String>
        { cell, _, item in cell.text = item }
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(dump.contains("member CellRegistration\n        call\n          argument\n            closure"), dump)
    }

    func testLessThanStartingALineBeforeAValueIsAComparison() {
        let (dump, diagnostics) = outline("""
        let below = count
            < limit
        check(count < limit)
        check(floor > .zero)
        pick(a < b ? x : y, z > (w) ? 1 : 0)
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(dump.contains("    binding below\n      sequence\n        reference count\n        binaryOperator <\n        reference limit"), dump)
        XCTAssertTrue(dump.contains("          reference count\n          binaryOperator <\n          reference limit"), dump)
        XCTAssertTrue(dump.contains("          reference floor\n          binaryOperator >\n          implicitMember zero"), dump)
        XCTAssertTrue(dump.contains("          reference a\n          binaryOperator <\n          reference b\n          binaryOperator ?"), dump)
    }

    func testModuleSelectorsNameTheWordTheyQualify() {
        let (dump, diagnostics) = outline("""
        @Swift::MainActor final class Model: Combine::ObservableObject {
            let app: Apps::Application
            func log() { Swift::print(f(Swift::Int.max), x.Swift::description) }
        }
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(dump.contains("attribute MainActor"), dump)
        XCTAssertTrue(dump.contains("reference print\n"), dump)
        XCTAssertTrue(dump.contains("reference Int\n"), dump)
        XCTAssertTrue(dump.contains("member description\n"), dump)
        XCTAssertFalse(dump.contains("argument Swift"), "a module is not an argument label: \(dump)")
    }

    func testIndirectEnumCaseIsACaseWithItsModifier() {
        let (dump, diagnostics) = outline("""
        enum E {
            @available(*, deprecated) indirect case a(E)
            func f() { switch self { case .a: let indirect = 1
            case .b: _ = indirect } }
        }
        """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(dump.contains("enumCase case\n        attribute available\n        modifier indirect"), dump)
    }
}
