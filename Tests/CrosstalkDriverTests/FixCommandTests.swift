import Foundation
import XCTest

/// `crosstalk fix` / `lint --fix` run as a user would, on `Tests/Fixtures/Fix/Project`: the exact edits, that the
/// fixed sources still type-check against a Combine stand-in, idempotence, the "not fixed" notes and `--dry-run`.
final class FixCommandTests: XCTestCase {
    static let files = ["AddedCancellables.swift", "Closures.swift", "Delegates.swift", "MethodReferences.swift", "PlatformHandlers.swift", "RequiredDelegates.swift", "ReturningClosures.swift", "Singletons.swift", "Subscriptions.swift", "ValueSingletons.swift"]

    func testFixRewritesToTheExpectedSourcesAndReportsWhatIsLeft() throws {
        let dir = try CLI.workspace(for: self, copying: "Fix/Project")
        let run = try crosstalk(["fix", "Sources"], in: dir)
        assertStatus(run, 1)  // TwoBags' discarded sink stays an error
        XCTAssertTrue(run.stderr.contains("crosstalk: fixed 37 findings in 10 files"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Sources/Delegates.swift:47:"), "a delegate given a new object is not flagged, so not weakened:\n\(run.stderr)")
        for note in [
            "Sources/Subscriptions.swift:25:15: not fixed: 'TwoBags' has 2 cancellable collections, so the right one is not certain (unstored_subscription)",
            "Sources/Singletons.swift:11:16: not fixed: 'instance' is assigned at Sources/Singletons.swift:14:9 (mutable_singleton)",
            "Sources/Delegates.swift:29:9: not fixed: 'requiredDelegate' is not optional, and weak needs an optional; only a private property's uses are all known to rewrite them (weak_delegate)",
            "Sources/Closures.swift:26:20: not fixed: map's closure returns 'self.title + name', which may be optional; write the closure's result type ('-> T in') so --fix can make it compactMap (strong_self_in_subscription)",
            "Sources/Closures.swift:45:27: not fixed: 'onChoose' returns 'Bool', which has no value to stand in once self is gone (closure_property_strong_self)",
            "Sources/ReturningClosures.swift:58:28: not fixed: compactMap's closure has no result type written ('-> T? in') and no assign after it, so its output type would not be certain (strong_self_in_subscription)",
            "Sources/ReturningClosures.swift:60:21: not fixed: map's closure returns 'self.label', which may be optional; write the closure's result type ('-> T in') so --fix can make it compactMap (strong_self_in_subscription)",
            "Sources/ReturningClosures.swift:64:21: not fixed: map's closure returns '.none', which would mean Optional's case in compactMap (strong_self_in_subscription)",
            "Sources/ReturningClosures.swift:76:31: not fixed: 'makeTitle' returns 'String', which has no value to stand in once self is gone (closure_property_strong_self)",
            "Sources/AddedCancellables.swift:24:15: not fixed: 'Draft' has no stored Set<AnyCancellable> property, and a synthesized Decodable conformance would not take one (unstored_subscription)",
            "Sources/AddedCancellables.swift:35:18: not fixed: 'Uploader' has no stored Set<AnyCancellable> property, and a member named 'cancellables' is taken (unstored_subscription)",
            "Sources/MethodReferences.swift:19:22: not fixed: 'lookup' returns an optional, which compactMap would drop where map passes it on (strong_self_in_subscription)",
            "Sources/RequiredDelegates.swift:10:17: not fixed: 'reporter' is not optional, and its use at Sources/RequiredDelegates.swift:23:12 is not a statement optional chaining keeps (weak_delegate)",
            "Sources/RequiredDelegates.swift:12:9: not fixed: 'observer' is not optional, and weak needs an optional; only a private property's uses are all known to rewrite them (weak_delegate)",
            "Sources/ReturningClosures.swift:105:26: not fixed: 'fillColor' returns 'String', which has no value to stand in once self is gone (closure_property_strong_self)",
            "Sources/Singletons.swift:20:16: not fixed: 'shared' is assigned at Sources/Singletons.swift:24:15 (mutable_singleton)",
            "Sources/Singletons.swift:34:24: not fixed: 'shared' is dynamic: code outside the sources may assign it (mutable_singleton)",
        ] {
            XCTAssertTrue(run.stderr.contains(note), "missing '\(note)' in:\n\(run.stderr)")
        }
        // What is left is reported in the usual format, on the fixed lines.
        XCTAssertTrue(run.stdout.contains("Sources/Subscriptions.swift:25:15: error:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("(mutable_singleton)\nSources/Singletons.swift:2:"), run.stdout)
        for name in Self.files {
            XCTAssertEqual(try CLI.read("Sources/\(name)", in: dir), try String(contentsOf: CLI.fixtures.appendingPathComponent("Fix/Expected/Sources/\(name)"), encoding: .utf8),
                           "Sources/\(name) differs from Fix/Expected")
        }

        // Idempotent: a second run changes nothing.
        let again = try crosstalk(["lint", "--fix", "Sources"], in: dir)
        XCTAssertTrue(again.stderr.contains("crosstalk: fixed 0 findings in 0 files"), again.stderr)
        for name in Self.files {
            XCTAssertEqual(try CLI.read("Sources/\(name)", in: dir), try String(contentsOf: CLI.fixtures.appendingPathComponent("Fix/Expected/Sources/\(name)"), encoding: .utf8))
        }
    }

    func testFixedSourcesTypeCheckAgainstACombineStandIn() throws {
        guard let swiftc = CLI.which("swiftc") else { throw XCTSkip("swiftc is not on PATH, so the fixed sources cannot be type-checked") }
        let dir = try CLI.workspace(for: self, copying: "Fix")
        let module = try CLI.run(swiftc, ["-emit-module", "-parse-as-library", "-module-name", "Combine", "CombineStandIn/Combine.swift",
                                          "-emit-module-path", "Modules/Combine.swiftmodule"], in: dir, timeout: 300)
        XCTAssertEqual(module.status, 0, module.stderr)
        let sources = Self.files.map { "Project/Sources/\($0)" }
        let before = try CLI.run(swiftc, ["-typecheck", "-I", "Modules"] + sources, in: dir, timeout: 300)
        XCTAssertEqual(before.status, 0, "the fixture itself must compile:\n\(before.stderr)")
        try crosstalk(["fix", "Project/Sources"], in: dir)
        let after = try CLI.run(swiftc, ["-typecheck", "-I", "Modules"] + sources, in: dir, timeout: 300)
        XCTAssertEqual(after.status, 0, "the fixed sources do not type-check:\n\(after.stderr)")
        let parsed = try CLI.run(swiftc, ["-parse"] + sources, in: dir, timeout: 300)
        XCTAssertEqual(parsed.status, 0, parsed.stderr)
    }

    func testDryRunPrintsADiffThatPatchAppliesAndWritesNothing() throws {
        let dir = try CLI.workspace(for: self, copying: "Fix/Project")
        let run = try crosstalk(["fix", "Sources", "--dry-run"], in: dir)
        assertStatus(run, 1)
        XCTAssertTrue(run.stdout.hasPrefix("--- a/Sources/AddedCancellables.swift\n+++ b/Sources/AddedCancellables.swift\n@@ -2,14 +2,17 @@\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("--- a/Sources/Closures.swift\n+++ b/Sources/Closures.swift\n@@ -12,19 +12,21 @@\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("-    static var shared = SessionStore()\n+    static let shared = SessionStore()\n"), run.stdout)
        XCTAssertTrue(run.stderr.contains("crosstalk: would fix 37 findings in 10 files"), run.stderr)
        for name in Self.files {
            XCTAssertEqual(try CLI.read("Sources/\(name)", in: dir), try String(contentsOf: CLI.fixtures.appendingPathComponent("Fix/Project/Sources/\(name)"), encoding: .utf8),
                           "--dry-run wrote Sources/\(name)")
        }
        guard let patch = CLI.which("patch") else { throw XCTSkip("patch is not on PATH") }
        try CLI.write(run.stdout, to: "fix.diff", in: dir)
        let applied = try CLI.run(patch, ["-p1", "-i", "fix.diff"], in: dir)
        XCTAssertEqual(applied.status, 0, applied.stdout + applied.stderr)
        for name in Self.files {
            XCTAssertEqual(try CLI.read("Sources/\(name)", in: dir), try String(contentsOf: CLI.fixtures.appendingPathComponent("Fix/Expected/Sources/\(name)"), encoding: .utf8))
        }

        // Nothing left to change: an empty diff and exit 0.
        let clean = try crosstalk(["fix", "Sources/Singletons.swift", "--dry-run", "--only", "weak_delegate"], in: dir)
        assertStatus(clean, 0)
        XCTAssertEqual(clean.stdout, "")
    }
}
