import Foundation
import XCTest

/// An XcodeGen app's targets are its modules: `project.yml` and the specs it includes, read as data without running
/// XcodeGen (fixture `Tests/Fixtures/XcodeGenApp`: an iOS app and a macOS app sharing a template's `Shared` folder, a
/// test bundle, and a widget declared in an included spec whose paths are relative to its own folder).
final class XcodeGenProjectTests: XCTestCase {
    func testTargetsTemplatesAndIncludesComeFromTheSpec() throws {
        let dir = try CLI.workspace(for: self, copying: "XcodeGenApp")
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let targets = try XCTUnwrap(json["targets"] as? [[String: Any]])
        let summary = targets.map { "\($0["name"]!) \($0["kind"]!) \(($0["dependsOn"] as? [String] ?? []).joined(separator: ","))" }
        XCTAssertEqual(summary, ["NotesWidget extension NotesPhone", "NotesPhone app ", "NotesMac app ", "NotesTests test NotesPhone"])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let modules = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["name"]!)", "\($0["module"] ?? "")") })
        XCTAssertEqual(modules["NoteListViewModel"], "NotesPhone")
        XCTAssertEqual(modules["MacSidebar"], "NotesMac")
        XCTAssertEqual(modules["NotesTimeline"], "NotesWidget")
        XCTAssertEqual(modules["NoteListViewModelTests"], "NotesTests")
        XCTAssertNotEqual(modules["OldListController"], "NotesPhone", "Legacy/** is excluded from the app")
        let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
        let names = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["id"]!)", "\($0["name"]!)") })
        let drawn = edges.map { "\(names["\($0["from"]!)"]!) \($0["mechanism"]!) \(names["\($0["to"]!)"]!)" }.sorted()
        // The shared store talks to both apps; the iOS app's notification never reaches the Mac app.
        XCTAssertEqual(drawn, ["SyncStore singleton MacSidebar", "SyncStore singleton NoteListViewModel"])
    }

    func testACommittedProjectBesideTheSpecIsReadInstead() throws {
        let dir = try CLI.workspace(for: self, copying: "XcodeGenApp")
        let bundle = dir.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        try "// !$*UTF8*$!\n{ objects = { }; rootObject = R; }\n".write(to: bundle.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        XCTAssertEqual((json["targets"] as? [[String: Any]])?.count, 0, "the generated project, not the spec, says what the targets are")
    }

    /// Tests kept beside the sources, split by file globs (`excludes: ["**/*Tests.*"]` for the framework,
    /// `includes:` for its test bundle), in a spec named for its project (`project-ios.yml`): the test class is the
    /// test bundle's, and the default diagram hides it.
    func testFileGlobsSplitAFolderBetweenAFrameworkAndItsTests() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        name: Vault
        targets:
          VaultKit:
            type: framework
            sources:
              - path: VaultKit
                excludes: ["**/*Tests.*"]
          VaultKitTests:
            type: bundle.unit-test
            sources:
              - path: VaultKit
                includes: ["**/*Tests.*"]
            dependencies: [{target: VaultKit}]
        """, to: "project-ios.yml", in: dir)
        try CLI.write("""
        import Combine
        final class ItemStore { let updates = PassthroughSubject<Int, Never>() }
        final class ItemList {
            var bag = Set<AnyCancellable>()
            init(store: ItemStore) { store.updates.sink { _ in }.store(in: &bag) }
        }
        """, to: "VaultKit/Items/ItemStore.swift", in: dir)
        try CLI.write("""
        import Combine
        import XCTest
        final class ItemStoreTests: XCTestCase {
            var bag = Set<AnyCancellable>()
            func testUpdates() { ItemStore().updates.sink { _ in }.store(in: &bag) }
        }
        """, to: "VaultKit/Items/ItemStoreTests.swift", in: dir)
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let modules = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["name"]!)", "\($0["module"] ?? "")") })
        XCTAssertEqual(modules["ItemStore"], "VaultKit")
        XCTAssertEqual(modules["ItemStoreTests"], "VaultKitTests")
        let diagram = try crosstalk(["graph", "--level", "type", "."], in: dir)
        assertStatus(diagram, 0)
        XCTAssertTrue(diagram.stdout.contains("ItemList"))
        XCTAssertFalse(diagram.stdout.contains("ItemStoreTests"), diagram.stdout)
    }
}
