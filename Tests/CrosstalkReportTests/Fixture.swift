import CrosstalkReport
import CrosstalkRules
import Foundation
import XCTest

/// The handmade report every golden test renders: awkward paths and messages on purpose.
enum Fixture {
    static let rules = [
        RuleDescription(
            id: "unstored_subscription", category: "Combine", defaultSeverity: .warning, enabledByDefault: true,
            summary: "a Combine subscription whose AnyCancellable is discarded",
            documentation: """
            ## What it does
            Flags `sink` and `assign` calls whose `AnyCancellable` is not stored.

            ## Why is this bad?
            The subscription is cancelled at once.
            """),
        RuleDescription(
            id: "weak_delegate", category: "Delegates", defaultSeverity: .warning, enabledByDefault: true,
            summary: "a delegate property that is not weak",
            documentation: """
            ## What it does
            Flags delegate properties declared without `weak`.
            """),
        RuleDescription(
            id: "mutable_singleton", category: "Singletons", defaultSeverity: .info, enabledByDefault: false,
            summary: "a shared instance with mutable state",
            documentation: """
            ## What it does
            Flags a `shared` instance whose type has `var` state:

            ```swift
            #if DEBUG
            static let shared = Cache()
            #endif
            ```

            ## Why is this bad?
            Any caller can change it.
            """),
    ]

    /// Sorted by path, line, column, rule, as the driver hands them over; `io_error` has no rule description.
    static let findings = [
        Finding(rule: "unstored_subscription", severity: .warning, file: "Sources/App/Feed View.swift", line: 12, column: 9,
                message: #"result of 'sink' on "items" is discarded: the subscription ends at once"#, fingerprint: "3f2a9c0d1e4b5a6c"),
        Finding(rule: "weak_delegate", severity: .error, file: "Sources/App/Feed View.swift", line: 30, column: 5,
                message: "delegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak", fingerprint: "9b8a7c6d5e4f3a2b"),
        Finding(rule: "mutable_singleton", severity: .info, file: "Sources/Core/Café.swift", line: 3, column: 14,
                message: "singleton 'shared' has mutable state 'cache' — 100% shared, use 'let'"),
        Finding(rule: "io_error", severity: .error, file: "Sources/Core/Store.swift", line: 1, column: 1,
                message: "cannot read file: permission denied"),
    ]

    static let report = LintReport(
        toolVersion: "0.1.0", sourceRoot: "/work/My Project",
        summary: LintSummary(files: 12, lines: 3456, durationMs: 87, counting: findings),
        findings: findings, rules: rules)

    /// The same run with nothing found.
    static let cleanReport = LintReport(
        toolVersion: "0.1.0", summary: LintSummary(files: 1, lines: 20, durationMs: 5, counting: []),
        findings: [], rules: rules)

    /// A report with just these findings, for escaping tests.
    static func report(_ findings: [Finding]) -> LintReport {
        LintReport(toolVersion: "0.1.0", summary: LintSummary(files: 1, lines: 1, durationMs: 0, counting: findings),
                   findings: findings, rules: rules)
    }

    /// The package root, from this file's path (Tests/CrosstalkReportTests/Fixture.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Writes `text` to a fresh temporary file, removed when `test` ends, and returns its path.
    static func temporaryFile(_ text: String, name: String, for test: XCTestCase) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("crosstalk-report-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Runs a program found on PATH (or at an absolute path) and returns its exit status and combined output.
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting: a full pipe would otherwise block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
