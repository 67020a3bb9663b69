@testable import CrosstalkDriver
import CrosstalkGraph
import Foundation
import XCTest

final class FileWalkerTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        // Resolved, so that expected paths match what the walker builds from it.
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("walker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func make(_ files: String...) throws {
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("// \(file)\n".utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    private func link(_ name: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + name, withDestinationPath: destination)
    }

    private func walk(_ arguments: [String] = ["."], include: [String] = [], exclude: [String] = [], base: String? = nil) throws -> WalkResult {
        let walker = FileWalker(base: base ?? root, include: try GlobSet(include), exclude: try GlobSet(exclude))
        return try walker.walk(arguments, currentDirectory: root)
    }

    private func relative(_ result: WalkResult) -> [String] {
        result.files.map { Paths.display($0, currentDirectory: root) }
    }

    func testFindsSwiftFilesSortedAndSkipsBuildAndDependencyFolders() throws {
        try make("b.swift", "a.swift", "notes.txt", "Sub/c.swift", "Sub/Deeper/d.swift", "Z/e.swift",
                 ".build/x.swift", ".build-linux/x.swift", ".build_ci/x.swift", ".git/x.swift", "Pods/x.swift",
                 "Carthage/x.swift", "DerivedData/x.swift", ".swiftpm/x.swift", "Sub/Pods/x.swift", ".swift", "Folder.swift/f.swift",
                 "Templates/Module.xctemplate/___FILEBASENAME___ViewController.swift",
                 "Demo.playground/Pages/Intro.xcplaygroundpage/Contents.swift", "Demo.playground/Sources/Helpers.swift")
        let result = try walk()
        XCTAssertEqual(relative(result), ["Folder.swift/f.swift", "Sub/Deeper/d.swift", "Sub/c.swift", "Z/e.swift", "a.swift", "b.swift"])
        XCTAssertEqual(result.problems, [])
        XCTAssertTrue(result.files.allSatisfy { $0.hasPrefix(root + "/") })
    }

    func testSymlinkLoopsEndAndLinkedTreesAreListedOnce() throws {
        try make("Sub/c.swift", "a.swift")
        try link("Sub/loop", to: "..")
        try link("Sub/self", to: ".")
        try link("alias", to: "Sub")
        try link("Sub/link.swift", to: "../a.swift")
        let result = try walk()
        // Each file once, under its real path: links are entered only after the real folders.
        XCTAssertEqual(relative(result), ["Sub/c.swift", "a.swift"])
    }

    func testLinkedFolderOutsideTheTreeIsFollowed() throws {
        try make("Project/a.swift", "Shared/s.swift")
        try link("Project/Shared", to: "../Shared")
        let result = try walk(["Project"])
        XCTAssertEqual(relative(result), ["Project/Shared/s.swift", "Project/a.swift"])
    }

    func testBrokenLinkToSwiftFileIsReported() throws {
        try make("a.swift")
        try link("gone.swift", to: "nowhere.swift")
        try link("gone.txt", to: "nowhere.txt")
        let result = try walk()
        XCTAssertEqual(relative(result), ["a.swift"])
        XCTAssertEqual(result.problems.map(\.description), ["cannot read 'gone.swift': broken symbolic link"])
    }

    func testMissingPathsAreAnErrorNamingThem() throws {
        try make("a.swift")
        XCTAssertThrowsError(try walk(["a.swift", "Sorces", "nope/x.swift"])) { error in
            XCTAssertEqual((error as? FileWalkError)?.description, "path 'Sorces' does not exist\npath 'nope/x.swift' does not exist")
        }
    }

    func testExplicitFilesAreAlwaysTakenAndDeduplicated() throws {
        try make("Generated/g.swift", "script.swift.txt", "a.swift")
        let result = try walk(["Generated/g.swift", "script.swift.txt", "./a.swift", ".", "a.swift"], exclude: ["Generated"])
        XCTAssertEqual(relative(result), ["Generated/g.swift", "a.swift", "script.swift.txt"])
    }

    func testExplicitFolderIsWalkedEvenIfItsNameIsSkipped() throws {
        try make(".build/checkouts/x.swift", ".build/checkouts/.git/y.swift")
        XCTAssertEqual(relative(try walk([".build/checkouts"])), [".build/checkouts/x.swift"])
    }

    func testExcludeGlobs() throws {
        try make("Sources/App/a.swift", "Sources/App/Generated/g.swift", "Sources/App/Model.pb.swift", "Tests/Mocks/m.swift", "Tests/t.swift")
        let result = try walk(exclude: ["Generated", "*.pb.swift", "Tests/Mocks/"])
        XCTAssertEqual(relative(result), ["Sources/App/a.swift", "Tests/t.swift"])
    }

    func testIncludeGlobsKeepOnlyMatchingFilesOrFolders() throws {
        try make("Sources/App/a.swift", "Sources/Lib/l.swift", "Tests/t.swift", "Package.swift")
        XCTAssertEqual(relative(try walk(include: ["Sources/App"])), ["Sources/App/a.swift"])
        XCTAssertEqual(relative(try walk(include: ["Sources"])), ["Sources/App/a.swift", "Sources/Lib/l.swift"])
        XCTAssertEqual(relative(try walk(include: ["**/l.swift", "Package.swift"])), ["Package.swift", "Sources/Lib/l.swift"])
        // A PATH inside an included folder is included as a whole.
        XCTAssertEqual(relative(try walk(["Sources/App"], include: ["Sources"])), ["Sources/App/a.swift"])
        XCTAssertEqual(relative(try walk(["Tests"], include: ["Sources"])), [])
    }

    func testGlobsAreRelativeToTheBase() throws {
        try make("Project/Sources/a.swift", "Project/Generated/g.swift", "Other/Generated/o.swift")
        let result = try walk(["Project", "Other"], exclude: ["/Generated"], base: root + "/Project")
        XCTAssertEqual(relative(result), ["Other/Generated/o.swift", "Project/Sources/a.swift"])
    }
}

final class PathsTests: XCTestCase {
    func testAbsoluteAndNormalize() {
        XCTAssertEqual(Paths.absolute("Sources/../Tests/./a.swift", currentDirectory: "/work/p"), "/work/p/Tests/a.swift")
        XCTAssertEqual(Paths.absolute("/x//y/", currentDirectory: "/work"), "/x/y")
        XCTAssertEqual(Paths.absolute(".", currentDirectory: "/work/p/"), "/work/p")
        XCTAssertEqual(Paths.normalize("/../.."), "/")
    }

    func testRelative() {
        XCTAssertEqual(Paths.relative("/work/p/Sources/a.swift", to: "/work/p"), "Sources/a.swift")
        XCTAssertEqual(Paths.relative("/work/p", to: "/work/p"), "")
        XCTAssertNil(Paths.relative("/work/project/a.swift", to: "/work/p"))
        XCTAssertEqual(Paths.relative("/etc/x", to: "/"), "etc/x")
    }

    func testDisplay() {
        XCTAssertEqual(Paths.display("/work/p/Sources/Café.swift", currentDirectory: "/work/p"), "Sources/Café.swift")
        XCTAssertEqual(Paths.display("/work/other/a.swift", currentDirectory: "/work/p"), "/work/other/a.swift")
        XCTAssertEqual(Paths.display("/work/p", currentDirectory: "/work/p"), ".")
    }

    func testParentAndJoin() {
        XCTAssertEqual(Paths.parent("/a/b"), "/a")
        XCTAssertEqual(Paths.parent("/a"), "/")
        XCTAssertEqual(Paths.parent("/"), "/")
        XCTAssertEqual(Paths.join("/", "a"), "/a")
        XCTAssertEqual(Paths.join("/a", "b"), "/a/b")
    }
}
