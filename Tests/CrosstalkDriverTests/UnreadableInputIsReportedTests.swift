import Foundation
import XCTest

/// Files and folders the user cannot read are reported on standard error, never dropped silently, and the rest
/// of the tree is still analyzed.
///
/// `chmod 000` stops nobody who runs as root, and CI runs as root: there the binary runs as user `nobody`
/// through `setpriv` (util-linux, part of every Debian install), so the permissions bite as they do for a user.
final class UnreadableInputIsReportedTests: XCTestCase {
    /// Runs `crosstalk` in `folder` as a user that file permissions apply to.
    private func crosstalkAsUser(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRun {
        guard getuid() == 0 else { return try crosstalk(arguments, in: folder, file: file, line: line) }
        guard let setpriv = CLI.which("setpriv") else {
            throw XCTSkip("running as root without setpriv (util-linux): cannot drop privileges, so unreadable files cannot be made")
        }
        guard let nobody = getpwnam("nobody") else { throw XCTSkip("running as root and there is no user 'nobody' to drop privileges to") }
        // A copy of the binary that `nobody` can run whatever the permissions of the checkout.
        let bin = folder.deletingLastPathComponent().appendingPathComponent("crosstalk-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        addTeardownBlock { try? FileManager.default.removeItem(at: bin) }
        let executable = bin.appendingPathComponent("crosstalk")
        try FileManager.default.copyItem(at: try CLI.executable.get(), to: executable)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: executable.path)
        let result = try CLI.run(setpriv, ["--reuid=\(nobody.pointee.pw_uid)", "--regid=\(nobody.pointee.pw_gid)", "--clear-groups", "--", executable.path] + arguments, in: folder)
        XCTAssertTrue(result.exited && (0...2).contains(result.status), "crosstalk as nobody: exit \(result.status)\n\(result.stderr)", file: file, line: line)
        for marker in CLI.crashMarkers {
            XCTAssertFalse(result.stderr.contains(marker), "stderr looks like a crash:\n\(result.stderr)", file: file, line: line)
        }
        return result
    }

    /// Makes `relative` inside `folder` unreadable (mode 000).
    private func lock(_ relative: String, in folder: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: folder.appendingPathComponent(relative).path)
    }

    func testUnreadableFileIsReportedAndTheRestAnalyzed() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write("import Combine\nfunc f(s: PassthroughSubject<Int, Never>) { s.sink { _ in } }\n", to: "Sources/Secret.swift", in: dir)
        let before = try crosstalkAsUser(["lint"], in: dir)
        XCTAssertTrue(before.stdout.contains("Sources/Secret.swift:2:"), "the file is readable before it is locked:\n\(before.stdout)")

        try lock("Sources/Secret.swift", in: dir)
        let r = try crosstalkAsUser(["lint"], in: dir)
        assertStatus(r, 1)
        XCTAssertTrue(r.stderr.contains("Sources/Secret.swift"), "unreadable file silently skipped; stderr:\n\(r.stderr)")
        XCTAssertFalse(r.stdout.contains("Secret.swift"), r.stdout)
        XCTAssertTrue(r.stdout.contains(CLIIntegrationTests.feedLine), "the readable files are still analyzed:\n\(r.stdout)")
    }

    func testUnreadableFolderIsReportedAndTheRestAnalyzed() throws {
        let dir = try CLI.workspace(for: self, copying: "CLI/Project")
        try CLI.write("import Combine\nfunc f(s: PassthroughSubject<Int, Never>) { s.sink { _ in } }\n", to: "Sources/Locked/A.swift", in: dir)
        try lock("Sources/Locked", in: dir)
        let r = try crosstalkAsUser(["lint"], in: dir)
        assertStatus(r, 1)
        XCTAssertTrue(r.stderr.contains("Sources/Locked"), "unreadable folder silently skipped; stderr:\n\(r.stderr)")
        XCTAssertFalse(r.stdout.contains("Locked"), r.stdout)
        XCTAssertTrue(r.stdout.contains(CLIIntegrationTests.feedLine), "the readable files are still analyzed:\n\(r.stdout)")

        let graph = try crosstalkAsUser(["graph", "--format", "json"], in: dir)
        assertStatus(graph, 0)
        XCTAssertTrue(graph.stderr.contains("Sources/Locked"), "graph: unreadable folder silently skipped; stderr:\n\(graph.stderr)")
    }
}
