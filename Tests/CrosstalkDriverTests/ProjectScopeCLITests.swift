import Foundation
import XCTest
@testable import CrosstalkDriver

/// Which project `lint` analyzes when nothing names one (docs/cli.md, "Paths"): the real binary, PATHs in temporary
/// folders. A run never walks a folder too broad to be one project (`/`, `/tmp`, the home folder) on its own.
final class ProjectScopeCLITests: XCTestCase {
    /// A `.swift` file of NUL bytes, which the walk reports as skipped wherever it finds it.
    static let binarySource = Data([0x00, 0x01, 0x00, 0x02])

    func testFilesInUnrelatedTemporaryFoldersAreAnalyzedWithoutWalkingTheFolderAboveThem() throws {
        let cart = try CLI.workspace(for: self)
        let badge = try CLI.workspace(for: self)
        let elsewhere = try CLI.workspace(for: self)
        try CLI.write(CIGateTests.poster, to: "Cart.swift", in: cart)
        try CLI.write(CIGateTests.observer, to: "CartBadge.swift", in: badge)
        // Someone else's tree beside them: the run must not read it.
        try CLI.write(Self.binarySource, to: "Unrelated.swift", in: elsewhere)
        let paths = [cart.appendingPathComponent("Cart.swift").path, badge.appendingPathComponent("CartBadge.swift").path]
        let run = try crosstalk(["lint"] + paths, in: cart, timeout: 30)
        assertStatus(run, 0)
        XCTAssertEqual(run.stdout, "no findings in 2 files\n", "both PATHs are analyzed together: the observer matches the post")
        XCTAssertTrue(run.stderr.contains("analyzing only the PATHs; --project-root DIR names the project"), run.stderr)
        XCTAssertFalse(run.stderr.contains("Unrelated.swift"), "the folder holding both PATHs was walked:\n\(run.stderr)")
    }

    func testPathsThatMeetOnlyAtTheRootFinishQuickly() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(CIGateTests.poster, to: "Cart.swift", in: dir)
        // A file of this repository: outside the temporary folder, so the two PATHs share only `/` (or, with the
        // checkout in the temporary folder, that folder).
        let manifest = CLI.repositoryRoot.appendingPathComponent("Package.swift").path
        let run = try crosstalk(["lint", dir.appendingPathComponent("Cart.swift").path, manifest], in: dir, timeout: 30)
        XCTAssertTrue(run.stderr.contains("no project found around the PATHs"), run.stderr)
        XCTAssertTrue(run.stdout.contains("in 2 files"), run.stdout)
    }

    func testAProjectManifestMarksTheProjectOutsideGit() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(CIGateTests.poster, to: "Sources/Cart/Cart.swift", in: dir)
        try CLI.write(CIGateTests.observer, to: "Sources/Badge/CartBadge.swift", in: dir)
        let file = "Sources/Cart/Cart.swift"
        try CLI.write("// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Shop\")\n", to: "Package.swift", in: dir)
        XCTAssertEqual(try crosstalk(["lint", file], in: dir).stdout, "no findings in 1 file\n")
        try FileManager.default.removeItem(at: dir.appendingPathComponent("Package.swift"))
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        let run = try crosstalk(["lint", file], in: dir)
        XCTAssertEqual(run.stdout, "no findings in 1 file\n", run.stderr)
    }
}

/// Which folders a marker (a git work tree, a manifest) cannot make a project, and which it can.
final class ProjectScopeBreadthTests: XCTestCase {
    func testOnlyTheRootHomeAndTemporaryFolderHoldUnrelatedTrees() {
        XCTAssertTrue(ProjectScope.holdsUnrelatedTrees("/"))
        XCTAssertTrue(ProjectScope.holdsUnrelatedTrees(Paths.normalize(NSHomeDirectory())), "a dotfiles repository is not a project")
        XCTAssertTrue(ProjectScope.holdsUnrelatedTrees(Paths.normalize(NSTemporaryDirectory())))
        // A container's checkout mounted at `/src` or `/app` with its own `.git` is a project.
        XCTAssertFalse(ProjectScope.holdsUnrelatedTrees("/src"))
        XCTAssertFalse(ProjectScope.holdsUnrelatedTrees(Paths.normalize(NSTemporaryDirectory()) + "/checkout"))
    }
}
