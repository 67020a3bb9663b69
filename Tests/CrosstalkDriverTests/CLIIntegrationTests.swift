import Foundation
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// End-to-end tests of the `crosstalk` binary: real process, real files, real exit codes (docs/cli.md).
///
/// Fixtures live in `Tests/Fixtures/CLI` and are copied to a temporary folder per test. Their findings
/// come only from `unstored_subscription` and the driver's own `parse_warning`/`unused_suppression`,
/// so the assertions hold while other rules land.
final class CLIIntegrationTests: XCTestCase {
    static let sinkMessage = "result of 'sink' is discarded; store the AnyCancellable or the subscription is cancelled immediately"
    /// The one finding of `Fixtures/CLI/Project`, as the text format prints it.
    static let feedLine = "Sources/App/Feed.swift:9:17: error: \(sinkMessage) (unstored_subscription)"

    // MARK: Commands

    func testToolHelpListsCommands() throws {
        let dir = try CLI.workspace(for: self)
        for arguments in [["--help"], ["-h"]] {
            let r = try crosstalk(arguments, in: dir)
            assertStatus(r, 0)
            XCTAssertEqual(r.stderr, "")
            for command in ["lint", "facts", "rules", "explain", "init", "graph"] {
                XCTAssertTrue(r.stdout.contains("  \(command) "), "\(command) missing from help:\n\(r.stdout)")
            }
            XCTAssertTrue(r.stdout.contains("--version"))
        }
    }

    func testCommandHelp() throws {
        let dir = try CLI.workspace(for: self)
        let expectations: [String: [String]] = [
            "lint": ["--format", "--baseline", "--write-baseline", "--strict", "--only", "--enable", "--disable", "--jobs", "--quiet", "--output", "--config"],
            "facts": ["--format", "--output"],
            "rules": ["--format"],
            "explain": ["RULE"],
            "init": [".crosstalk.json"],
        ]
        for (command, words) in expectations {
            let r = try crosstalk([command, "--help"], in: dir)
            assertStatus(r, 0)
            XCTAssertEqual(r.stderr, "", command)
            XCTAssertTrue(r.stdout.contains("crosstalk \(command)"), "\(command) --help:\n\(r.stdout)")
            for word in words { XCTAssertTrue(r.stdout.contains(word), "\(command) --help lacks \(word):\n\(r.stdout)") }
        }
        // --help wins over everything else on the line, even a bad flag.
        assertStatus(try crosstalk(["lint", "--bogus", "--help"], in: dir), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent(".crosstalk.json").path), "init --help must not write")
    }

    func testVersion() throws {
        let r = try crosstalk(["--version"], in: try CLI.workspace(for: self))
        assertStatus(r, 0)
        XCTAssertNotNil(r.stdout.range(of: #"^crosstalk \d+\.\d+\.\d+\S*\n$"#, options: .regularExpression), r.stdout)
        XCTAssertEqual(r.stderr, "")
    }

    func testFactsIsJSON() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["facts"], in: dir)
        assertStatus(r, 0)
        XCTAssertEqual(r.stderr, "")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
        for key in ["version", "tool", "files"] { XCTAssertNotNil(root[key], "facts lacks \(key)") }
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["Sources/App/Clock.swift", "Sources/App/Feed.swift"])
        for file in files {
            for key in ["path", "imports", "types", "subscriptions", "suppressions", "diagnostics"] {
                XCTAssertNotNil(file[key], "file facts lack \(key)")
            }
        }
        // --output and an explicit PATH.
        let o = try crosstalk(["facts", "Sources/App/Feed.swift", "--output", "facts.json"], in: dir)
        assertStatus(o, 0)
        XCTAssertEqual(o.stdout, "")
        let written = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("facts.json"))) as? [String: Any]
        XCTAssertEqual((written?["files"] as? [[String: Any]])?.count, 1)
    }

    /// The facts document is streamed: files in input order with a comma only between them, even when the first
    /// or the last file is skipped, then `skipped` and `summary`; an empty tree is still a whole document.
    func testFactsStreamAroundSkippedFilesAndEmptyTrees() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write(Data("let a = 1\0\n".utf8), to: "Sources/App/AAA.swift", in: dir)
        try CLI.write(Data("let z = 1\0\n".utf8), to: "Sources/App/Zzz.swift", in: dir)
        let r = try crosstalk(["facts", "--jobs", "2"], in: dir)
        assertStatus(r, 0)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
        let files = try XCTUnwrap(root["files"] as? [[String: Any]])
        XCTAssertEqual(files.compactMap { $0["path"] as? String }, ["Sources/App/Clock.swift", "Sources/App/Feed.swift"])
        let skipped = try XCTUnwrap(root["skipped"] as? [[String: Any]])
        XCTAssertEqual(skipped.compactMap { $0["path"] as? String }, ["Sources/App/AAA.swift", "Sources/App/Zzz.swift"])
        let summary = try XCTUnwrap(root["summary"] as? [String: Int])
        XCTAssertEqual(summary["files"], 2)
        XCTAssertEqual(summary["skipped"], 2)
        XCTAssertEqual(summary["lines"], files.compactMap { $0["lines"] as? Int }.reduce(0, +))
        XCTAssertTrue(r.stderr.contains("skipped 'Sources/App/AAA.swift'") && r.stderr.contains("skipped 'Sources/App/Zzz.swift'"), r.stderr)

        let empty = try CLI.workspace(for: self)
        let none = try crosstalk(["facts"], in: empty)
        assertStatus(none, 0)
        let emptyRoot = try XCTUnwrap(try JSONSerialization.jsonObject(with: none.stdoutBytes) as? [String: Any])
        XCTAssertEqual((emptyRoot["files"] as? [Any])?.count, 0)
        XCTAssertEqual((emptyRoot["summary"] as? [String: Int])?["files"], 0)
        XCTAssertTrue(none.stderr.contains("no Swift files found"), none.stderr)
    }

    /// A facts document of several megabytes goes out in several writes; it is the same whatever the worker count.
    func testLargeFactsAreTheSameForAnyJobs() throws {
        let dir = try CLI.workspace(for: self)
        let properties = (0..<400).map { "    var value\($0): Int = \($0)\n" }.joined()
        for i in 0..<40 { try CLI.write("final class Model\(i) {\n\(properties)}\n", to: "Sources/M\(i).swift", in: dir) }
        let one = try crosstalk(["facts", "--jobs", "1"], in: dir)
        let three = try crosstalk(["facts", "--jobs", "3"], in: dir)
        XCTAssertGreaterThan(one.stdoutBytes.count, 3 << 20, "too small to need several writes")
        XCTAssertEqual(one.stdoutBytes, three.stdoutBytes)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: one.stdoutBytes) as? [String: Any])
        XCTAssertEqual((root["files"] as? [Any])?.count, 40)
    }

    /// `--output` writes into the named file in place (a link keeps pointing where it did, a device stays a device),
    /// and a failed write is an error with exit code 2, never a silently short report.
    func testOutputIsWrittenInPlaceAndWriteErrorsFail() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write("stale and longer than the report will ever be\n" + String(repeating: "x", count: 100_000), to: "target.json", in: dir)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("link.json").path, withDestinationPath: "target.json")
        let linked = try crosstalk(["lint", "--format", "json", "--output", "link.json"], in: dir)
        assertStatus(linked, 1)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: dir.appendingPathComponent("link.json").path)
        XCTAssertEqual(destination, "target.json", "the link was replaced")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("target.json"))), "old bytes left behind")

        let missing = try crosstalk(["facts", "--output", "no/such/folder/facts.json"], in: dir)
        assertStatus(missing, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("crosstalk: cannot write 'no/such/folder/facts.json': "), missing.stderr)

        // A full disk, where Linux offers one to test with.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let full = try crosstalk(["facts", "--output", "/dev/full"], in: dir)
        assertStatus(full, 2)
        XCTAssertTrue(full.stderr.contains("cannot write '/dev/full'"), full.stderr)
        var info = stat()
        XCTAssertEqual(stat("/dev/full", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/full was replaced by a regular file")
    }

    func testRulesFormats() throws {
        let dir = try CLI.workspace(for: self)
        let text = try crosstalk(["rules"], in: dir)
        assertStatus(text, 0)
        let line = try XCTUnwrap(text.stdout.split(separator: "\n").first { $0.hasPrefix("unstored_subscription ") })
        XCTAssertNotNil(line.range(of: #"^unstored_subscription +error +on +\S"#, options: .regularExpression), String(line))
        XCTAssertEqual(try crosstalk(["rules", "--format", "text"], in: dir).stdout, text.stdout)

        let json = try crosstalk(["rules", "--format", "json"], in: dir)
        assertStatus(json, 0)
        let rules = try XCTUnwrap(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: Any]])
        let rule = try XCTUnwrap(rules.first { $0["id"] as? String == "unstored_subscription" })
        XCTAssertEqual(rule["severity"] as? String, "error")
        XCTAssertEqual(rule["enabledByDefault"] as? Bool, true)
        for key in ["category", "summary", "options"] { XCTAssertNotNil(rule[key], key) }
        XCTAssertEqual(Set(rules.compactMap { $0["id"] as? String }).count, rules.count, "rule ids are unique")

        let markdown = try crosstalk(["rules", "--format", "markdown"], in: dir)
        assertStatus(markdown, 0)
        XCTAssertTrue(markdown.stdout.hasPrefix("# "), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("# unstored_subscription"))

        let bad = try crosstalk(["rules", "--format", "sarif"], in: dir)
        assertStatus(bad, 2)
        XCTAssertTrue(bad.stderr.contains("markdown"), bad.stderr)
    }

    func testExplain() throws {
        let dir = try CLI.workspace(for: self)
        let r = try crosstalk(["explain", "unstored_subscription"], in: dir)
        assertStatus(r, 0)
        XCTAssertTrue(r.stdout.hasPrefix("# unstored_subscription\n"), r.stdout)
        XCTAssertTrue(r.stdout.contains("AnyCancellable"))
        XCTAssertEqual(r.stderr, "")

        let typo = try crosstalk(["explain", "unstored_subscriptoin"], in: dir)
        assertStatus(typo, 2)
        XCTAssertEqual(typo.stdout, "")
        XCTAssertTrue(typo.stderr.contains("did you mean 'unstored_subscription'?"), typo.stderr)

        // Nothing close: still point somewhere useful.
        let bogus = try crosstalk(["explain", "bogus"], in: dir)
        assertStatus(bogus, 2)
        XCTAssertTrue(bogus.stderr.contains("unknown rule 'bogus'"), bogus.stderr)
        XCTAssertTrue(bogus.stderr.contains("crosstalk rules"), "no suggestion: \(bogus.stderr)")

        assertStatus(try crosstalk(["explain"], in: dir), 2)
    }

    func testInitWritesConfigOnce() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let first = try crosstalk(["init"], in: dir)
        assertStatus(first, 0)
        XCTAssertTrue(first.stdout.contains(".crosstalk.json"))
        let config = try CLI.read(".crosstalk.json", in: dir)
        XCTAssertTrue(config.contains("\"rules\""), config)
        // The starter config is valid: lint reads it and behaves as with the defaults.
        let lint = try crosstalk(["lint", "--quiet"], in: dir)
        assertStatus(lint, 1)
        XCTAssertEqual(lint.stdout, Self.feedLine + "\n")

        let second = try crosstalk(["init"], in: dir)
        assertStatus(second, 2)
        XCTAssertTrue(second.stderr.contains("already exists"), second.stderr)
        XCTAssertEqual(try CLI.read(".crosstalk.json", in: dir), config, "init must not overwrite")
    }

    // MARK: Lint formats

    func testTextFormat() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["lint"], in: dir)
        assertStatus(r, 1)
        XCTAssertEqual(r.stdout, Self.feedLine + "\n1 finding (1 error) in 2 files\n")
        XCTAssertEqual(r.stderr, "")
        XCTAssertEqual(try crosstalk(["lint", "--format", "text", "."], in: dir).stdout, r.stdout)
        // Paths stay relative to the current directory, however the PATH was spelled.
        XCTAssertEqual(try crosstalk(["lint", dir.appendingPathComponent("Sources").path], in: dir).stdout, r.stdout)
        let sub = try crosstalk(["lint", ".."], in: dir.appendingPathComponent("Sources"))
        XCTAssertTrue(sub.stdout.contains("App/Feed.swift:9:17: error:"), sub.stdout)
    }

    func testNoColorWithoutTerminalOrWithNoColor() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        XCTAssertFalse(try crosstalk(["lint"], in: dir).stdout.contains("\u{1B}"), "ANSI escapes in piped output")
        XCTAssertFalse(try crosstalk(["lint"], in: dir, environment: ["NO_COLOR": "1"]).stdout.contains("\u{1B}"))
        // On a terminal (util-linux `script` gives one) color is on, and NO_COLOR turns it off.
        guard let script = CLI.which("script") else { throw XCTSkip("no 'script' (util-linux) to give a terminal: color on a terminal is not checked") }
        let command = "'\(try CLI.executable.get().path)' lint"
        let tty = try CLI.run(script, ["-qec", command, "/dev/null"], in: dir, timeout: 30)
        guard tty.status == 1 else { throw XCTSkip("'script' gave no terminal (exit \(tty.status): not util-linux script, or no pty here): color on a terminal is not checked") }
        XCTAssertTrue(tty.stdout.contains("\u{1B}["), "no color on a terminal")
        let noColor = try CLI.run(script, ["-qec", command, "/dev/null"], in: dir, environment: ["NO_COLOR": "1"], timeout: 30)
        XCTAssertFalse(noColor.stdout.contains("\u{1B}"), "NO_COLOR ignored on a terminal")
        XCTAssertTrue(noColor.stdout.contains(Self.feedLine))
    }

    func testJSONFormatMatchesSchema() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["lint", "--format", "json", "--output", "report.json"], in: dir)
        assertStatus(r, 1)
        XCTAssertEqual(r.stdout, "")
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("report.json"))) as? [String: Any])
        let summary = try XCTUnwrap(root["summary"] as? [String: Any])
        XCTAssertEqual(summary["files"] as? Int, 2)
        XCTAssertEqual(summary["errors"] as? Int, 1)
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?["file"] as? String, "Sources/App/Feed.swift")
        XCTAssertEqual(findings.first?["line"] as? Int, 9)
        XCTAssertEqual(findings.first?["column"] as? Int, 17)
        XCTAssertEqual(findings.first?["rule"] as? String, "unstored_subscription")

        try requirePython(module: "jsonschema")
        let schema = CLI.repositoryRoot.appendingPathComponent("Schemas/lint-report.schema.json").path
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.validators.validator_for(schema)(schema, format_checker=jsonschema.FormatChecker()).validate(json.load(open(sys.argv[2])))
            """
        let check = try CLI.run(try XCTUnwrap(CLI.which("python3")), ["-c", script, schema, "report.json"], in: dir)
        XCTAssertEqual(check.status, 0, "schema validation failed:\n\(check.stderr)")
    }

    func testSARIFFormatPassesSarifCheck() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        // A parse warning and an unused suppression too, so every kind of result is checked.
        try CLI.write(Data([0x6C, 0x65, 0x74, 0x20, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0x22, 0x0A]), to: "Sources/Odd.swift", in: dir)
        try CLI.write("// crosstalk:disable:next unstored_subscription\nlet x = 1\n", to: "Sources/Stale.swift", in: dir)
        let r = try crosstalk(["lint", "--format", "sarif"], in: dir)
        assertStatus(r, 1)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
        XCTAssertEqual(root["version"] as? String, "2.1.0")
        try r.stdoutBytes.write(to: dir.appendingPathComponent("report.sarif"))

        let tool = CLI.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/sarif-check")
        guard FileManager.default.fileExists(atPath: tool.path) else { throw XCTSkip("\(tool.path) is absent") }
        let check = try CLI.run(tool, ["report.sarif"], in: dir, timeout: 300)
        XCTAssertEqual(check.status, 0, "sarif-check:\n\(check.stdout)\(check.stderr)")
    }

    func testGitHubFormat() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["lint", "--format", "github"], in: dir)
        assertStatus(r, 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains("::error file=Sources/App/Feed.swift,line=9,col=17,title=unstored_subscription::\(Self.sinkMessage)"), r.stdout)
        for line in lines { XCTAssertTrue(line.hasPrefix("::"), "not a workflow command: \(line)") }
    }

    func testCheckstyleAndJUnitAreWellFormedXML() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let checkstyle = try crosstalk(["lint", "--format", "checkstyle"], in: dir)
        assertStatus(checkstyle, 1)
        let cs = try XMLDocument(data: checkstyle.stdoutBytes)
        XCTAssertEqual(cs.rootElement()?.name, "checkstyle")
        let error = try XCTUnwrap(try cs.nodes(forXPath: "//file[@name='Sources/App/Feed.swift']/error").first as? XMLElement)
        XCTAssertEqual(error.attribute(forName: "line")?.stringValue, "9")
        XCTAssertEqual(error.attribute(forName: "column")?.stringValue, "17")
        XCTAssertEqual(error.attribute(forName: "severity")?.stringValue, "error")
        XCTAssertEqual(error.attribute(forName: "message")?.stringValue, Self.sinkMessage)

        let junit = try crosstalk(["lint", "--format", "junit"], in: dir)
        assertStatus(junit, 1)
        let ju = try XMLDocument(data: junit.stdoutBytes)
        XCTAssertEqual(ju.rootElement()?.name, "testsuites")
        let failures = try ju.nodes(forXPath: "//testcase/failure")
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.stringValue, Self.feedLine)

        // Clean runs are well-formed too.
        let clean = try CLI.workspace(for: self, copying: "CLI/Clean")
        for format in ["checkstyle", "junit"] {
            let r = try crosstalk(["lint", "--format", format], in: clean)
            assertStatus(r, 0)
            XCTAssertNoThrow(try XMLDocument(data: r.stdoutBytes), format)
        }
    }

    func testMarkdownFormat() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["lint", "--format", "markdown"], in: dir)
        assertStatus(r, 1)
        XCTAssertTrue(r.stdout.contains("1 finding (1 error) in 2 files"), r.stdout)
        XCTAssertTrue(r.stdout.contains("| Sources/App/Feed.swift:9 | `unstored_subscription` |"), r.stdout)
    }

    func testOutputFileLeavesStdoutEmptyForEveryFormat() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        for format in ["text", "json", "sarif", "github", "checkstyle", "junit", "markdown"] {
            let direct = try crosstalk(["lint", "--format", format, "--jobs", "1"], in: dir)
            // A folder that does not exist: a clean usage error naming the file, not a crash.
            let r = try crosstalk(["lint", "--format", format, "--jobs", "1", "--output", "missing/report.\(format)"], in: dir)
            assertStatus(r, 2)
            XCTAssertTrue(r.stderr.contains("'missing/report.\(format)'"), r.stderr)
            let ok = try crosstalk(["lint", "--format", format, "--jobs", "1", "--output", "report.\(format)"], in: dir)
            assertStatus(ok, 1)
            XCTAssertEqual(ok.stdout, "", format)
            let written = try CLI.read("report.\(format)", in: dir)
            XCTAssertFalse(written.isEmpty, format)
            if format != "json" && format != "sarif" && format != "junit" { // these carry a duration
                XCTAssertEqual(written, direct.stdout, format)
            }
            XCTAssertFalse(written.contains("\u{1B}"), format)
        }
    }

    // MARK: Exit codes

    func testExitCodes() throws {
        let clean = try CLI.workspace(for: self, copying: "CLI/Clean")
        let ok = try crosstalk(["lint"], in: clean)
        assertStatus(ok, 0)
        XCTAssertEqual(ok.stdout, "no findings in 1 file\n")
        assertStatus(try crosstalk(["lint", "--strict"], in: clean), 0)

        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        assertStatus(try crosstalk(["lint"], in: dir), 1)
        for format in ["json", "sarif", "github", "checkstyle", "junit", "markdown"] {
            assertStatus(try crosstalk(["lint", "--format", format], in: dir), 1)
        }

        // Threshold: errors; with --strict, warnings too; info never.
        try CLI.write(#"{"rules": {"unstored_subscription": "warning"}}"#, to: ".crosstalk.json", in: dir)
        let warning = try crosstalk(["lint"], in: dir)
        assertStatus(warning, 0)
        XCTAssertTrue(warning.stdout.contains("Sources/App/Feed.swift:9:17: warning: "), warning.stdout)
        assertStatus(try crosstalk(["lint", "--strict"], in: dir), 1)

        try CLI.write(#"{"rules": {"unstored_subscription": "info"}}"#, to: ".crosstalk.json", in: dir)
        let info = try crosstalk(["lint", "--strict"], in: dir)
        assertStatus(info, 0)
        XCTAssertTrue(info.stdout.contains("Sources/App/Feed.swift:9:17: note: "), info.stdout)

        // --config wins over the nearest .crosstalk.json.
        try CLI.write(#"{"rules": {"unstored_subscription": "error"}}"#, to: "ci.json", in: dir)
        assertStatus(try crosstalk(["lint", "--config", "ci.json"], in: dir), 1)
    }

    func testUsageErrorsExitTwo() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        func usage(_ arguments: [String], _ expected: [String], line: UInt = #line) throws {
            let r = try crosstalk(arguments, in: dir, line: line)
            assertStatus(r, 2, line: line)
            XCTAssertEqual(r.stdout, "", "usage errors print nothing on stdout", line: line)
            for text in expected { XCTAssertTrue(r.stderr.contains(text), "stderr of \(arguments) lacks \"\(text)\":\n\(r.stderr)", line: line) }
        }
        try usage(["lint", "--formt", "json"], ["unknown flag '--formt'", "did you mean '--format'?"])
        try usage(["lint", "--bogus"], ["unknown flag '--bogus'"])
        try usage(["lint", "--format"], ["'--format' needs a value"])
        try usage(["lint", "--output"], ["'--output' needs a value"])
        try usage(["lint", "--jobs", "many"], ["--jobs"])
        try usage(["lint", "--format", "xml"], ["'xml'"])
        try usage(["lnt"], ["unknown command 'lnt'", "did you mean 'lint'?"])
        try usage(["lint", "Sorces"], ["path 'Sorces' does not exist"])
        try usage(["lint", "Sources", "missing/File.swift"], ["'missing/File.swift'"])
        // A missing PATH fails before the report is opened: an earlier report in its place is left as it was.
        try CLI.write("earlier report\n", to: "facts.json", in: dir)
        try usage(["facts", "Sorces", "--output", "facts.json"], ["path 'Sorces' does not exist"])
        XCTAssertEqual(try CLI.read("facts.json", in: dir), "earlier report\n")
        try usage(["lint", "--only", "no_such_rule"], ["no_such_rule", "--only"])
        try usage(["lint", "--only", "unstored_subscriptio"], ["did you mean 'unstored_subscription'?"])
        try usage(["lint", "--baseline", "missing.json"], ["missing.json"])
        try usage(["lint", "--config", "missing.json"], ["missing.json"])
        try usage(["explain", "a", "b"], [])

        // Invalid configuration, named by key path.
        try CLI.write(#"{"rules": {"weak_delegat": "off"}}"#, to: ".crosstalk.json", in: dir)
        try usage(["lint"], [".crosstalk.json", "rules.weak_delegat", "did you mean 'weak_delegate'?"])
        try CLI.write(#"{"rulez": {}}"#, to: ".crosstalk.json", in: dir)
        try usage(["lint"], ["rulez"])
        try CLI.write(#"{"rules": {"unstored_subscription": "loud"}}"#, to: ".crosstalk.json", in: dir)
        try usage(["lint"], ["rules.unstored_subscription", "loud"])
        try CLI.write("{\"rules\": ", to: ".crosstalk.json", in: dir)
        try usage(["lint"], [".crosstalk.json", "invalid JSON"])
        // The config is found in a parent folder too.
        try usage(["lint", "."], [".crosstalk.json"])
        let sub = dir.appendingPathComponent("Sources")
        let r = try crosstalk(["lint", "."], in: sub)
        assertStatus(r, 2)
    }

    // MARK: Bad input

    func testNULBytesFileIsSkippedOthersAnalyzed() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write(Data("let a = 1\0\nsubject.sink { }\n".utf8), to: "Sources/Binary.swift", in: dir)
        let r = try crosstalk(["lint"], in: dir)
        assertStatus(r, 1)
        XCTAssertTrue(r.stderr.contains("'Sources/Binary.swift'"), r.stderr)
        XCTAssertTrue(r.stderr.contains("NUL"), r.stderr)
        XCTAssertTrue(r.stdout.contains(Self.feedLine), r.stdout)
        XCTAssertFalse(r.stdout.contains("Binary.swift"), r.stdout)
    }

    func testBrokenLinkIsReported() throws {
        // Works as root too, unlike chmod: a Swift file that cannot be opened must not vanish silently.
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("Sources/Gone.swift").path, withDestinationPath: "Nowhere.swift")
        let r = try crosstalk(["lint"], in: dir)
        assertStatus(r, 1)
        XCTAssertTrue(r.stderr.contains("Sources/Gone.swift"), r.stderr)
        XCTAssertTrue(r.stdout.contains(Self.feedLine), r.stdout)
    }

    func testInvalidUTF8IsAParseWarning() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write(Data([0x6C, 0x65, 0x74, 0x20, 0x73, 0x20, 0x3D, 0x20, 0x22, 0xFF, 0xFE, 0x22, 0x0A]), to: "Sources/Latin1.swift", in: dir)
        let r = try crosstalk(["lint", "--format", "json"], in: dir)
        assertStatus(r, 1)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: r.stdoutBytes) as? [String: Any])
        let findings = try XCTUnwrap(root["findings"] as? [[String: Any]])
        let warning = try XCTUnwrap(findings.first { $0["file"] as? String == "Sources/Latin1.swift" }, "\(findings)")
        XCTAssertEqual(warning["rule"] as? String, "parse_warning")
        XCTAssertEqual(warning["severity"] as? String, "info")
        XCTAssertEqual(warning["line"] as? Int, 1)
        XCTAssertTrue(findings.contains { $0["rule"] as? String == "unstored_subscription" })
        // Info only: not a failure, even with --strict.
        let only = try CLI.workspace(for: self)
        try CLI.write(Data([0x2F, 0x2F, 0x20, 0xC3, 0x28, 0x0A]), to: "Bad.swift", in: only)
        assertStatus(try crosstalk(["lint", "--strict"], in: only), 0)
    }

    func testEmptyDirectory() throws {
        let dir = try CLI.workspace(for: self)
        let r = try crosstalk(["lint"], in: dir)
        assertStatus(r, 0)
        XCTAssertTrue(r.stderr.contains("no Swift files found"), r.stderr)
        XCTAssertEqual(r.stdout, "no findings in 0 files\n")
        // Skipped folders do not count as Swift files.
        try CLI.write("x.sink { }\n", to: ".build/debug/Gen.swift", in: dir)
        try CLI.write("x.sink { }\n", to: ".git/hooks/Hook.swift", in: dir)
        try CLI.write("x.sink { }\n", to: "Pods/Lib/Lib.swift", in: dir)
        try CLI.write("not swift\n", to: "README.md", in: dir)
        let again = try crosstalk(["lint"], in: dir)
        assertStatus(again, 0)
        XCTAssertTrue(again.stderr.contains("no Swift files found"), again.stderr)
    }

    func testSymlinkLoopDoesNotHang() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let fm = FileManager.default
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Sources/App/loop").path, withDestinationPath: "..")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Sources/self").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Sources/a").path, withDestinationPath: "b")
        try fm.createSymbolicLink(atPath: dir.appendingPathComponent("Sources/b").path, withDestinationPath: "a")
        let r = try crosstalk(["lint"], in: dir, timeout: 20)
        assertStatus(r, 1)
        // Each file once, under its real path.
        XCTAssertEqual(r.stdout, Self.feedLine + "\n1 finding (1 error) in 2 files\n")
    }

    // MARK: Rule selection, jobs, quiet

    func testOnlyEnableDisable() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let disabled = try crosstalk(["lint", "--disable", "unstored_subscription"], in: dir)
        assertStatus(disabled, 0)
        XCTAssertEqual(disabled.stdout, "no findings in 2 files\n")

        let only = try crosstalk(["lint", "--only", "unstored_subscription"], in: dir)
        assertStatus(only, 1)
        XCTAssertTrue(only.stdout.contains(Self.feedLine))
        let onlyOther = try crosstalk(["lint", "--only", "weak_delegate"], in: dir)
        assertStatus(onlyOther, 0)
        XCTAssertFalse(onlyOther.stdout.contains("unstored_subscription"))
        // --disable wins over --only; lists and repeats accumulate.
        assertStatus(try crosstalk(["lint", "--only", "unstored_subscription", "--disable", "unstored_subscription"], in: dir), 0)
        assertStatus(try crosstalk(["lint", "--only", "weak_delegate", "--only", "unstored_subscription"], in: dir), 1)
        assertStatus(try crosstalk(["lint", "--only", "weak_delegate,unstored_subscription"], in: dir), 1)

        // --enable turns on a rule the configuration turned off.
        try CLI.write(#"{"rules": {"unstored_subscription": "off"}}"#, to: ".crosstalk.json", in: dir)
        assertStatus(try crosstalk(["lint"], in: dir), 0)
        let enabled = try crosstalk(["lint", "--enable", "unstored_subscription"], in: dir)
        assertStatus(enabled, 1)
        XCTAssertTrue(enabled.stdout.contains(Self.feedLine), enabled.stdout)
        assertStatus(try crosstalk(["lint", "--enable", "no_such_rule"], in: dir), 2)
        assertStatus(try crosstalk(["lint", "--disable", "no_such_rule"], in: dir), 2)
    }

    func testJobsDoNotChangeOutput() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        for i in 0..<24 {
            let body = i % 3 == 0 ? "        subject.sink { _ in }\n" : "        subject.sink { _ in }.store(in: &bag)\n"
            try CLI.write("import Combine\n\nfinal class M\(i) {\n    func f() {\n\(body)    }\n}\n", to: "Sources/Gen/M\(i).swift", in: dir)
        }
        for format in ["text", "checkstyle", "github", "markdown"] {
            let one = try crosstalk(["lint", "--jobs", "1", "--format", format], in: dir)
            let four = try crosstalk(["lint", "--jobs", "4", "--format", format], in: dir)
            let auto = try crosstalk(["lint", "--format", format], in: dir)
            assertStatus(one, 1)
            XCTAssertEqual(one.stdoutBytes, four.stdoutBytes, "--jobs 1 vs 4, \(format)")
            XCTAssertEqual(one.stdoutBytes, auto.stdoutBytes, "--jobs 1 vs default, \(format)")
        }
        let one = try crosstalk(["facts", "--jobs", "1"], in: dir)
        let four = try crosstalk(["facts", "--jobs", "4"], in: dir)
        XCTAssertEqual(one.stdoutBytes, four.stdoutBytes, "facts --jobs 1 vs 4")
        XCTAssertTrue(try crosstalk(["lint", "--jobs", "1"], in: dir).stdout.contains("9 findings (9 errors) in 26 files"))
    }

    func testQuiet() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let r = try crosstalk(["lint", "--quiet"], in: dir)
        assertStatus(r, 1)
        XCTAssertEqual(r.stdout, Self.feedLine + "\n")
        XCTAssertEqual(r.stderr, "")
        let clean = try crosstalk(["lint", "--quiet"], in: try CLI.workspace(for: self, copying: "CLI/Clean"))
        assertStatus(clean, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    // MARK: Suppressions

    func testSuppressions() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let feed = try CLI.read("Sources/App/Feed.swift", in: dir)
        let suppressed = feed.replacingOccurrences(
            of: "        refresh.sink",
            with: "        // crosstalk:disable:next unstored_subscription\n        refresh.sink")
        XCTAssertNotEqual(suppressed, feed)
        try CLI.write(suppressed, to: "Sources/App/Feed.swift", in: dir)
        let r = try crosstalk(["lint"], in: dir)
        assertStatus(r, 0)
        XCTAssertEqual(r.stdout, "no findings in 2 files\n")

        // Same line, `this` form.
        try CLI.write(feed.replacingOccurrences(of: "removeAll() }\n", with: "removeAll() } // crosstalk:disable:this unstored_subscription\n"),
                      to: "Sources/App/Feed.swift", in: dir)
        assertStatus(try crosstalk(["lint"], in: dir), 0)

        // A suppression that suppresses nothing is an info finding, which fails nothing.
        try CLI.write(feed, to: "Sources/App/Feed.swift", in: dir)
        try CLI.write("// crosstalk:disable:next unstored_subscription\nlet answer = 42\n", to: "Sources/Stale.swift", in: dir)
        let stale = try crosstalk(["lint", "--format", "json"], in: dir)
        assertStatus(stale, 1)
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: stale.stdoutBytes) as? [String: Any])?["findings"] as? [[String: Any]])
        let unused = try XCTUnwrap(findings.first { $0["rule"] as? String == "unused_suppression" }, "\(findings)")
        XCTAssertEqual(unused["severity"] as? String, "info")
        XCTAssertEqual(unused["file"] as? String, "Sources/Stale.swift")
        XCTAssertEqual(unused["line"] as? Int, 1)
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Sources/App/Feed.swift"))
        assertStatus(try crosstalk(["lint", "--strict"], in: dir), 0)
    }

    // MARK: Baseline

    func testBaselineLifecycle() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let write = try crosstalk(["lint", "--write-baseline", "b.json"], in: dir)
        assertStatus(write, 0)
        let baseline = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("b.json"))) as? [String: Any])
        XCTAssertEqual((baseline["entries"] as? [Any])?.count, 1)

        let known = try crosstalk(["lint", "--baseline", "b.json"], in: dir)
        assertStatus(known, 0)
        XCTAssertEqual(known.stdout, "no findings in 2 files\n")

        // Lines inserted above the finding: still known.
        let feed = try CLI.read("Sources/App/Feed.swift", in: dir)
        let shifted = "// A new header.\n// Another line.\n\n" + feed
        try CLI.write(shifted, to: "Sources/App/Feed.swift", in: dir)
        let moved = try crosstalk(["lint", "--baseline", "b.json"], in: dir)
        assertStatus(moved, 0)
        XCTAssertEqual(moved.stdout, "no findings in 2 files\n")
        // Without the baseline it is there, three lines down.
        XCTAssertTrue(try crosstalk(["lint"], in: dir).stdout.contains("Sources/App/Feed.swift:12:17: error:"))

        // A second identical finding is new.
        let doubled = shifted.replacingOccurrences(
            of: "        refresh.sink { [weak self] in self?.items.removeAll() }\n",
            with: "        refresh.sink { [weak self] in self?.items.removeAll() }\n        refresh.sink { [weak self] in self?.items.removeAll() }\n")
        XCTAssertNotEqual(doubled, shifted)
        try CLI.write(doubled, to: "Sources/App/Feed.swift", in: dir)
        let second = try crosstalk(["lint", "--baseline", "b.json"], in: dir)
        assertStatus(second, 1)
        XCTAssertEqual(second.stdout, "Sources/App/Feed.swift:13:17: error: \(Self.sinkMessage) (unstored_subscription)\n1 finding (1 error) in 2 files\n")

        // The offending line's text changes: reported again.
        let edited = shifted.replacingOccurrences(of: "self?.items.removeAll()", with: "self?.items = []")
        XCTAssertNotEqual(edited, shifted)
        try CLI.write(edited, to: "Sources/App/Feed.swift", in: dir)
        let changed = try crosstalk(["lint", "--baseline", "b.json"], in: dir)
        assertStatus(changed, 1)
        XCTAssertTrue(changed.stdout.contains("Sources/App/Feed.swift:12:17: error:"), changed.stdout)

        // A broken baseline is a usage error naming it.
        try CLI.write("{\"version\": 2, \"entries\": []}", to: "bad.json", in: dir)
        let bad = try crosstalk(["lint", "--baseline", "bad.json"], in: dir)
        assertStatus(bad, 2)
        XCTAssertTrue(bad.stderr.contains("bad.json"), bad.stderr)
    }

    // MARK: SwiftPM command plugin

    /// `swift package crosstalk lint` in a package that depends on Crosstalk by path.
    ///
    /// Builds a second copy of Crosstalk for the consumer (about a minute), so it runs only when
    /// `CROSSTALK_PLUGIN_TEST=1`: `CROSSTALK_PLUGIN_TEST=1 swift test --filter CLIIntegrationTests.testPluginLintsConsumerPackage`.
    func testPluginLintsConsumerPackage() throws {
        guard ProcessInfo.processInfo.environment["CROSSTALK_PLUGIN_TEST"] == "1" else {
            throw XCTSkip("builds Crosstalk a second time; set CROSSTALK_PLUGIN_TEST=1 to run it")
        }
        let swift = try XCTUnwrap(CLI.which("swift"), "swift is not on PATH")
        let dir = try CLI.workspace(for: self, copying: "PluginConsumer")
        let manifest = try CLI.read("Package.swift", in: dir)
        let rewritten = manifest.replacingOccurrences(of: #"path: "../../..""#, with: "path: \"\(CLI.repositoryRoot.path)\"")
        XCTAssertNotEqual(rewritten, manifest, "the fixture's dependency path changed; update this test")
        try CLI.write(rewritten, to: "Package.swift", in: dir)

        let plugin = ["package", "--disable-sandbox", "--allow-writing-to-package-directory", "crosstalk"]
        let lint = try CLI.run(swift, plugin + ["lint"], in: dir, timeout: 1_200)
        XCTAssertFalse(lint.timedOut)
        XCTAssertEqual(lint.status, 1, "exit code\n--- stdout\n\(lint.stdout)--- stderr\n\(lint.stderr)")
        XCTAssertTrue(lint.stdout.contains("Sources/Consumer/Ticker.swift:14:16: error: \(Self.sinkMessage) (unstored_subscription)"),
                      "stdout:\n\(lint.stdout)\nstderr:\n\(lint.stderr)")

        // Arguments are forwarded; an explicit PATH replaces the package directory.
        let json = try CLI.run(swift, plugin + ["lint", "Sources", "--format", "json", "--output", "report.json"], in: dir, timeout: 600)
        XCTAssertEqual(json.status, 1, json.stderr)
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("report.json"))) as? [String: Any]
        XCTAssertEqual((report?["findings"] as? [[String: Any]])?.first?["file"] as? String, "Sources/Consumer/Ticker.swift")

        // Exit code 0 once the finding is suppressed.
        let source = try CLI.read("Sources/Consumer/Ticker.swift", in: dir)
        try CLI.write(source.replacingOccurrences(of: "ticker.sink { print($0) }", with: "ticker.sink { print($0) } // crosstalk:disable:this unstored_subscription"),
                      to: "Sources/Consumer/Ticker.swift", in: dir)
        let clean = try CLI.run(swift, plugin + ["lint", "--quiet"], in: dir, timeout: 600)
        XCTAssertEqual(clean.status, 0, "stdout:\n\(clean.stdout)\nstderr:\n\(clean.stderr)")
        XCTAssertEqual(clean.stdout, "")
    }

    // MARK: graph

    func testGraphFormats() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        let json = try crosstalk(["graph", "--format", "json"], in: dir)
        assertStatus(json, 0)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: json.stdoutBytes))
        let mermaid = try crosstalk(["graph"], in: dir)
        assertStatus(mermaid, 0)
        XCTAssertEqual(try crosstalk(["graph", "--format", "mermaid"], in: dir).stdout, mermaid.stdout)
        let dot = try crosstalk(["graph", "--format", "dot"], in: dir)
        assertStatus(dot, 0)
        XCTAssertTrue(dot.stdout.contains("digraph"), dot.stdout)
        for level in ["type", "module"] { assertStatus(try crosstalk(["graph", "--level", level], in: dir), 0) }
        let out = try crosstalk(["graph", "--output", "g.mmd"], in: dir)
        assertStatus(out, 0)
        XCTAssertEqual(out.stdout, "")
        XCTAssertEqual(try CLI.read("g.mmd", in: dir), mermaid.stdout)
        XCTAssertEqual(try crosstalk(["graph", "--jobs", "1"], in: dir).stdout, try crosstalk(["graph", "--jobs", "4"], in: dir).stdout)

    }

    func testGraphUsageErrors() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        assertStatus(try crosstalk(["graph", "--level", "file"], in: dir), 2)
        assertStatus(try crosstalk(["graph", "--mechanism", "telepathy"], in: dir), 2)
        assertStatus(try crosstalk(["graph", "--hops", "-1"], in: dir), 2)
        assertStatus(try crosstalk(["graph", "Nope"], in: dir), 2)
        assertStatus(try crosstalk(["graph", "--focus", "FeedViewModel", "--hops", "2"], in: dir), 0)
    }
}
