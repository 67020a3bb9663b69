@testable import CrosstalkDriver
import XCTest

final class ArgumentParserTests: XCTestCase {
    private func run(_ arguments: String...) throws -> Invocation {
        switch ArgumentParser.parse(arguments: arguments) {
        case .success(.run(let invocation)): return invocation
        // A wrong parse is a failure, never a skip.
        case .success(let other): throw CLIError("expected a command to run, got \(other)")
        case .failure(let error): throw error
        }
    }

    private func error(_ arguments: String...) -> String {
        switch ArgumentParser.parse(arguments: arguments) {
        case .success(let parsed): return "no error: \(parsed)"
        case .failure(let error): return error.message
        }
    }

    private func parsed(_ arguments: String...) -> ParsedCommand? {
        try? ArgumentParser.parse(arguments: arguments).get()
    }

    func testFlagTableNamesAreUniqueAndDocumented() {
        let names = FlagTable.all.map(\.name)
        XCTAssertEqual(Set(names).count, names.count)
        for flag in FlagTable.all {
            XCTAssertFalse(flag.summary.isEmpty, flag.name)
            XCTAssertFalse(flag.details.isEmpty, flag.name)
            XCTAssertEqual(flag.value == .none, flag.valueName.isEmpty, flag.name)
            XCTAssertTrue(flag.isGlobal || !flag.commands.isEmpty, flag.name)
            for command in flag.choices.keys { XCTAssertTrue(flag.applies(to: command), flag.name) }
            for (command, value) in flag.defaults {
                XCTAssertTrue(flag.applies(to: command), flag.name)
                if let choices = flag.choices[command] { XCTAssertTrue(choices.contains(value), flag.name) }
            }
        }
    }

    func testNoArgumentsAndGlobalFlags() {
        XCTAssertEqual(parsed(), .help(nil))
        XCTAssertEqual(parsed("--help"), .help(nil))
        XCTAssertEqual(parsed("-h"), .help(nil))
        XCTAssertEqual(parsed("--version"), .version)
        XCTAssertEqual(parsed("--help", "lint"), .help(.lint))
        XCTAssertEqual(parsed("--version", "--help"), .help(nil))
    }

    func testHelpWinsInsideACommandButNotAfterDoubleDash() {
        XCTAssertEqual(parsed("lint", "--help"), .help(.lint))
        XCTAssertEqual(parsed("graph", "--formt", "x", "-h"), .help(.graph))
        XCTAssertEqual(parsed("lint", "--", "--help"), .run(Invocation(command: .lint, operands: ["--help"])))
    }

    func testDefaultsPathToCurrentDirectory() throws {
        let invocation = try run("lint")
        XCTAssertEqual(invocation.operands, ["."])
        XCTAssertEqual(invocation.value(.format), "text")
        XCTAssertFalse(invocation.isSet(.format))
        XCTAssertEqual(try run("graph").value(.format), "mermaid")
        XCTAssertEqual(try run("graph").integer(.hops), 1)
    }

    func testValueForms() throws {
        let invocation = try run("lint", "Sources", "--format", "json", "--output=out.json", "Tests", "--strict", "--jobs=4")
        XCTAssertEqual(invocation.operands, ["Sources", "Tests"])
        XCTAssertEqual(invocation.value(.format), "json")
        XCTAssertEqual(invocation.value(.output), "out.json")
        XCTAssertTrue(invocation.isSet(.strict))
        XCTAssertFalse(invocation.isSet(.quiet))
        XCTAssertEqual(invocation.integer(.jobs), 4)
    }

    func testValueMayContainEqualsAndStartWithDashWhenInline() throws {
        XCTAssertEqual(try run("lint", "--output=a=b").value(.output), "a=b")
        XCTAssertEqual(try run("lint", "--output=-weird").value(.output), "-weird")
        XCTAssertEqual(try run("lint", "--output", "-").value(.output), "-")
    }

    func testListsSplitTrimAndAccumulate() throws {
        let invocation = try run("lint", "--only", "a,b", "--only=c", "--disable", " d , ,e,")
        XCTAssertEqual(invocation.list(.only), ["a", "b", "c"])
        XCTAssertEqual(invocation.list(.disable), ["d", "e"])
        XCTAssertEqual(invocation.list(.enable), [])
        XCTAssertEqual(error("lint", "--only", ","), "flag '--only' needs at least one value (R,..)")
    }

    func testDoubleDashEndsFlags() throws {
        XCTAssertEqual(try run("lint", "--strict", "--", "--format", "-x.swift").operands, ["--format", "-x.swift"])
        XCTAssertEqual(try run("lint", "-").operands, ["-"])
    }

    func testExplainTakesExactlyOneRule() throws {
        XCTAssertEqual(try run("explain", "weak_delegate").operands, ["weak_delegate"])
        XCTAssertEqual(error("explain"), "'explain' needs a RULE")
        XCTAssertEqual(error("explain", "a", "b"), "unexpected argument 'b' for 'explain'")
        XCTAssertEqual(error("rules", "x"), "unexpected argument 'x' for 'rules'")
        XCTAssertEqual(try run("init").operands, [])
    }

    func testUnknownFlagSuggestsNearest() {
        XCTAssertEqual(error("lint", "--formt", "json"), "unknown flag '--formt'; did you mean '--format'?")
        XCTAssertEqual(error("lint", "--jbos=2"), "unknown flag '--jbos'; did you mean '--jobs'?")
        XCTAssertEqual(error("lint", "--write"), "unknown flag '--write'; did you mean '--write-baseline'?")
        XCTAssertEqual(error("lint", "-format"), "unknown flag '-format'; did you mean '--format'?")
        XCTAssertEqual(error("lint", "--zzz"), "unknown flag '--zzz'; see 'crosstalk lint --help'")
        XCTAssertEqual(error("lint", "-x"), "unknown flag '-x'; see 'crosstalk lint --help'")
        XCTAssertEqual(error("--verison"), "unknown flag '--verison'; did you mean '--version'?")
    }

    func testSuggestionsComeOnlyFromTheCommandsOwnFlags() {
        // `--hop` is one edit from graph's `--hops`, but lint's nearest flag is what helps a lint user.
        XCTAssertEqual(error("lint", "--hop"), "unknown flag '--hop'; see 'crosstalk lint --help'")
        XCTAssertEqual(error("graph", "--hop"), "unknown flag '--hop'; did you mean '--hops'?")
    }

    func testFlagOfAnotherCommand() {
        XCTAssertEqual(error("lint", "--hops", "2"), "flag '--hops' does not apply to 'lint'")
        XCTAssertEqual(error("rules", "--config", "x"), "flag '--config' does not apply to 'rules'")
        XCTAssertEqual(error("lint", "--version"), "flag '--version' does not apply to 'lint'")
        XCTAssertEqual(error("--format", "json", "lint"), "flag '--format' must follow a command, as in 'crosstalk lint --format'")
    }

    func testMissingAndUnexpectedValues() {
        XCTAssertEqual(error("lint", "--format"), "flag '--format' needs a value (F)")
        XCTAssertEqual(error("lint", "--format="), "flag '--format' needs a value (F)")
        XCTAssertEqual(error("lint", "--output", "--strict"), "flag '--output' needs a value (FILE)")
        XCTAssertEqual(error("lint", "--strict=yes"), "flag '--strict' does not take a value")
        XCTAssertEqual(error("--version=2"), "flag '--version' does not take a value")
    }

    func testIntegers() {
        XCTAssertEqual(error("lint", "--jobs", "many"), "flag '--jobs' expects a non-negative integer, got 'many'")
        XCTAssertEqual(error("lint", "--jobs", "-1"), "flag '--jobs' expects a non-negative integer, got '-1'")
        XCTAssertEqual(error("graph", "--hops=1.5"), "flag '--hops' expects a non-negative integer, got '1.5'")
    }

    func testChoicesArePerCommand() throws {
        XCTAssertEqual(try run("lint", "--format", "sarif").value(.format), "sarif")
        XCTAssertEqual(try run("graph", "--format", "dot").value(.format), "dot")
        XCTAssertEqual(
            error("lint", "--format", "sarf"),
            "flag '--format' does not accept 'sarf' (expected text, json, sarif, github, checkstyle, junit or markdown); did you mean 'sarif'?")
        XCTAssertEqual(error("graph", "--format", "sarif"), "flag '--format' does not accept 'sarif' (expected mermaid, markdown, json or dot)")
        XCTAssertEqual(
            error("graph", "--mechanism", "combine,delegat"),
            "flag '--mechanism' does not accept 'delegat' (expected combine, delegate, closure, singleton, notification, async_stream or injection); did you mean 'delegate'?")
    }

    func testRepeatedSingleFlagIsAnError() {
        XCTAssertEqual(error("lint", "--format", "json", "--format=text"), "flag '--format' is given more than once")
        XCTAssertEqual(error("lint", "--strict", "--strict"), "flag '--strict' is given more than once")
    }

    func testUnknownCommandSuggestsNearest() {
        XCTAssertEqual(error("lnit"), "unknown command 'lnit'; did you mean 'lint'?")
        XCTAssertEqual(error("grahp", "."), "unknown command 'grahp'; did you mean 'graph'?")
        XCTAssertEqual(error("Sources/"), "unknown command 'Sources/'; see 'crosstalk --help'")
        XCTAssertEqual(error("--", "lint"), "missing command before '--'")
    }

    func testErrorsRememberTheirCommand() {
        guard case .failure(let failure) = ArgumentParser.parse(arguments: ["graph", "--level", "file"]) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(failure.command, .graph)
        XCTAssertEqual(failure.description, "flag '--level' does not accept 'file' (expected type or module)")
    }
}
