@testable import CrosstalkGraph
import XCTest

/// XcodeGen specs read as data (docs/graph.md, "Nodes"); the whole-app case runs the CLI in XcodeGenProjectTests.
final class XcodeGenSpecTests: XCTestCase {
    static let spec = """
    name: Notes # the project
    options:
      deploymentTarget: {iOS: 17.0, macOS: 14.0}
    settings:
      base:
        NOTE: "a # inside quotes is no comment"
        SCRIPT: |
          targets:
            Fake: {}
    targetTemplates:
      AppTemplate:
        type: application
        supportedDestinations: [iOS, macOS]
        sources:
          - path: Shared
          - Model
        dependencies:
          - package: Defaults
          - sdk: SwiftUI.framework
    targets:
      Notes:
        templates:
          - AppTemplate
        sources:
          - path: App
            excludes:
              - "Legacy/**"
              - "**/*.md"
          - path: Extra/Main.swift
        dependencies:
          - target: NotesKit
      NotesKit:
        type: framework
        platform: [iOS, macOS]
        sources: [Kit]
      NotesTests:
        type: bundle.unit-test
        sources:
        - Tests
        dependencies: [{target: Notes}]
    """

    func testTargetsTemplatesSourcesExcludesAndDependencies() {
        let targets = XcodeGenSpec([BuildFile(directory: "Apps/Notes", text: Self.spec)], root: "Apps").targets
        XCTAssertEqual(targets.map(\.name), ["Notes", "NotesKit_iOS", "NotesKit_macOS", "NotesTests"])
        XCTAssertEqual(targets.map(\.kind), [.app, .library, .library, .test])
        XCTAssertEqual(targets[0].folders, ["Notes/Shared", "Notes/Model"])
        XCTAssertEqual(targets[0].files, ["Notes/Extra/Main.swift"])
        XCTAssertEqual(targets[0].excluded, ["Notes/App/Legacy"])
        XCTAssertEqual(targets[0].filteredFolders.map(\.folder), ["Notes/App"])
        XCTAssertEqual(targets[0].filteredFolders.first?.excludes.map(\.pattern), ["**/*.md"])
        XCTAssertEqual(targets[0].filteredFolders.first?.admits("Screens/List.swift"), true)
        XCTAssertEqual(targets[0].filteredFolders.first?.admits("Docs/Read.md"), false)
        XCTAssertEqual(targets[0].dependencies, ["NotesKit"])
        XCTAssertEqual(targets[1].folders, ["Notes/Kit"])
        XCTAssertEqual(targets[3].folders, ["Notes/Tests"])
        XCTAssertEqual(targets[3].dependencies, ["Notes"])
    }

    func testIncludedFilesComeFirstAndTheSpecWins() {
        let included = "targets:\n  Widget:\n    type: app-extension\n    sources: [Widget]\n  Notes:\n    type: framework\n"
        let spec = "include: [widgets/widget.yml]\ntargets:\n  Notes:\n    type: application\n    sources: App\n"
        XCTAssertEqual(XcodeGenSpec.includes(of: "include:\n  - path: widget.yml\n  - other.yml\n"), ["widget.yml", "other.yml"])
        let targets = XcodeGenSpec([BuildFile(directory: "widgets", text: included), BuildFile(directory: ".", text: spec)], root: ".").targets
        XCTAssertEqual(targets.map(\.name), ["Widget", "Notes"])
        XCTAssertEqual(targets.map(\.kind), [.appExtension, .app])
        XCTAssertEqual(targets[0].folders, ["widgets/Widget"])
        XCTAssertEqual(targets[1].folders, ["App"])
    }

    func testYAMLSubset() {
        let value = YAMLValue.parse("a:\n- x\n- {k: [1, 2], 'q': \"v: w\"}\nb: 'c # d' # e\n")
        XCTAssertEqual(value["a"], .sequence([.scalar("x"), .mapping([("k", .sequence([.scalar("1"), .scalar("2")])), ("q", .scalar("v: w"))])]))
        XCTAssertEqual(value["b"], .scalar("c # d"))
    }
}
