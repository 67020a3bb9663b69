import CrosstalkSyntax
import XCTest
@testable import CrosstalkFix

/// How a use of a name is classified: a write, a whole-value read, or anything that may mutate a value.
final class NameUsesTests: XCTestCase {
    func accesses(_ source: String, of name: String = "current") -> [NameUse.Access] {
        NameUse.find(name, in: [Lexer.lex(SourceFile(path: "Env.swift", bytes: Array(source.utf8)))]).map(\.access)
    }

    func testWritesAreAssignmentsCompoundAssignmentsAndInout() {
        XCTAssertEqual(accesses("Env.current = x"), [.write])
        XCTAssertEqual(accesses("Env.current += 1"), [.write])
        XCTAssertEqual(accesses("swap(&Env.current, &other)"), [.write])
        XCTAssertEqual(accesses("current ??= y"), [.write])
    }

    func testWholeValueReadsNeverNeedTheValueMutable() {
        XCTAssertEqual(accesses("if Env.current == .debug {}"), [.wholeValue])
        XCTAssertEqual(accesses("switch Env.current {\ncase .a: break\n}"), [.wholeValue])
        XCTAssertEqual(accesses("let flavor = Env.current"), [.wholeValue])
        XCTAssertEqual(accesses("use(Env.current, !Env.current)"), [.wholeValue, .wholeValue])
        XCTAssertEqual(accesses("return x ?? Env.current"), [.wholeValue])
    }

    func testMembersCallsSubscriptsAndUnknownOperatorsMayMutate() {
        XCTAssertEqual(accesses("Env.current.advance()"), [.continued])
        XCTAssertEqual(accesses("Env.current(1)"), [.called])
        XCTAssertEqual(accesses("Env.current.name"), [.continued])
        XCTAssertEqual(accesses("Env.current[0]"), [.continued])
        XCTAssertEqual(accesses("Env.current?.reset()"), [.continued])
        XCTAssertEqual(accesses("Env.current <~ signal"), [.continued])
        XCTAssertEqual(accesses("value <-> Env.current"), [.continued])
    }

    func testACallIsItsOwnAccess() {
        XCTAssertEqual(accesses("show(.current(text))"), [.called])
    }

    func testDeclarationsAreNotUses() {
        XCTAssertEqual(accesses("static var current = Env()\nlet current = 1\nfunc current() {}"), [])
    }
}
