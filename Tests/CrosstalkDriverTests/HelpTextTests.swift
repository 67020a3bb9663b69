@testable import CrosstalkDriver
import XCTest

final class HelpTextTests: XCTestCase {
    func testToolHelpListsEveryCommandAndGlobalFlag() {
        let help = HelpText.tool()
        for command in Command.allCases { XCTAssertTrue(help.contains("  \(command.rawValue) "), command.rawValue) }
        XCTAssertTrue(help.contains("  -h, --help "))
        XCTAssertTrue(help.contains("      --version "))
        XCTAssertFalse(help.contains("--format"))
        XCTAssertTrue(help.contains("  fix ") && help.contains("same as 'lint --fix'"), help)
    }

    func testSynopsesMatchTheContract() {
        // The synopses docs/cli.md documents, including `--jobs` for graph and facts, `--output` and
        // `--verify-round-trip` for facts, graph's `markdown` format (four values, so the synopsis says `F`),
        // and `--fix` with `--dry-run`.
        XCTAssertEqual(
            HelpText.synopsis(.lint),
            "crosstalk lint [PATH ...] [--config FILE] [--format F] [--output FILE] [--baseline FILE] [--write-baseline FILE] [--strict] [--only R,..] [--enable R,..] [--disable R,..] [--jobs N] [--quiet] [--fix] [--dry-run]")
        XCTAssertEqual(
            HelpText.synopsis(.graph),
            "crosstalk graph [PATH ...] [--config FILE] [--format F] [--level type|module] [--mechanism M,..] [--focus NAME] [--hops N] [--direction TD|LR] [--tests] [--output FILE] [--jobs N]")
        XCTAssertEqual(HelpText.synopsis(.facts), "crosstalk facts [PATH ...] [--format json] [--output FILE] [--jobs N] [--verify-round-trip]")
        XCTAssertEqual(HelpText.synopsis(.rules), "crosstalk rules [--format text|json|markdown]")
        XCTAssertEqual(HelpText.synopsis(.explain), "crosstalk explain RULE")
        XCTAssertEqual(HelpText.synopsis(.`init`), "crosstalk init")
    }

    func testCommandHelpIsAlignedAndWrapped() {
        let help = HelpText.command(.lint)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertTrue(lines[0].hasPrefix("Usage: crosstalk lint [PATH ...] [--config FILE]"))
        XCTAssertTrue(lines[1].hasPrefix(String(repeating: " ", count: "Usage: crosstalk lint ".count) + "["))
        for line in lines { XCTAssertLessThanOrEqual(line.utf8.count, HelpText.width, String(line)) }
        // Every description starts in the same column, in both sections.
        let columns = lines.filter { $0.hasPrefix("  ") && $0.dropFirst(2).first != " " || $0.hasPrefix("      --") }
            .map(descriptionColumn)
        XCTAssertGreaterThan(columns.count, 10)
        XCTAssertEqual(Set(columns).count, 1, help)
        XCTAssertTrue(help.contains("  PATH "))
        XCTAssertTrue(help.contains("output format: text, json, sarif, github,"))
        XCTAssertTrue(help.contains("checkstyle, junit or markdown (default: text)"))
        XCTAssertFalse(help.contains("--hops"))
    }

    /// Where the second word-group of a help row begins: after the flag column and its gap of two or more spaces.
    private func descriptionColumn(_ line: Substring) -> Int {
        let bytes = Array(line.utf8)
        var i = 0
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        while i + 1 < bytes.count, !(bytes[i] == 0x20 && bytes[i + 1] == 0x20) { i += 1 }
        while i < bytes.count, bytes[i] == 0x20 { i += 1 }
        return i
    }

    func testEveryCommandHasHelpMentioningEachOfItsFlags() {
        for command in Command.allCases {
            let help = HelpText.command(command)
            for flag in FlagTable.flags(for: command) { XCTAssertTrue(help.contains(flag.spelling), "\(command) \(flag.name)") }
            XCTAssertTrue(help.contains(command.summary))
        }
        XCTAssertTrue(HelpText.command(.explain).contains("  RULE "))
        XCTAssertFalse(HelpText.command(.`init`).contains("Arguments:"))
        XCTAssertTrue(HelpText.command(.`init`).hasPrefix("Usage: crosstalk init\n"))
    }

    func testMarkdownReferenceCoversTheTable() {
        let markdown = HelpText.markdownReference()
        for command in Command.allCases { XCTAssertTrue(markdown.contains("### `crosstalk \(command.rawValue)`")) }
        for flag in FlagTable.all where flag != .help && flag != .version {
            XCTAssertTrue(markdown.contains(flag.details), flag.name)
        }
        XCTAssertTrue(markdown.contains("| `--format F` |"))
        XCTAssertTrue(markdown.contains("Values: `mermaid`, `markdown`, `json`, `dot`. Default: `mermaid`."))
    }
}
