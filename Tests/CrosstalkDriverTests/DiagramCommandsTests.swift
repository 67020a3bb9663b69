import Foundation
import XCTest

/// `crosstalk docs`, `docs --check` and `check-diagram`, run the way a user would on a small SwiftPM app.
final class DiagramCommandsTests: XCTestCase {
    /// Core publishes the session; Feed subscribes to it; Settings reads the Core singleton.
    func app() throws -> URL {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "Core"),
            .target(name: "Feed", dependencies: ["Core"]),
            .target(name: "Settings", dependencies: ["Core"]),
            .testTarget(name: "FeedTests", dependencies: ["Feed"]),
        ])
        """, to: "Package.swift", in: dir)
        try CLI.write("""
        import Combine
        public final class SessionStore {
            public static let shared = SessionStore()
            @Published public var user: String = ""
        }
        """, to: "Sources/Core/SessionStore.swift", in: dir)
        try CLI.write("""
        import Combine
        final class FeedViewModel {
            private var cancellables = Set<AnyCancellable>()
            let store: SessionStore
            init(store: SessionStore) {
                self.store = store
                store.$user.sink { [weak self] _ in self?.reload() }.store(in: &cancellables)
            }
            func reload() {}
        }
        """, to: "Sources/Feed/FeedViewModel.swift", in: dir)
        try CLI.write("""
        final class SettingsViewModel {
            func logout() { SessionStore.shared.user = "" }
        }
        """, to: "Sources/Settings/SettingsViewModel.swift", in: dir)
        try CLI.write("""
        final class FeedTests {
            func testReload() { FeedViewModel(store: SessionStore.shared).reload() }
        }
        """, to: "Tests/FeedTests/FeedTests.swift", in: dir)
        return dir
    }

    func testDocsWritesArchitectureAndCheckFailsWhenTheCodeMoves() throws {
        let dir = try app()
        assertStatus(try crosstalk(["docs"], in: dir), 0)
        let doc = try CLI.read("ARCHITECTURE.md", in: dir)
        XCTAssertTrue(doc.contains("## Overview"), doc)
        XCTAssertTrue(doc.contains("### Core"), doc)
        XCTAssertTrue(doc.contains("| SessionStore | FeedViewModel | combine | user | [FeedViewModel.swift:7](Sources/Feed/FeedViewModel.swift#L7) |"), doc)
        XCTAssertTrue(doc.contains("## Singletons"), doc)
        XCTAssertTrue(doc.contains("| SessionStore.shared | SettingsViewModel |"), doc)
        XCTAssertFalse(doc.contains("### FeedTests"), doc)
        let unchanged = try crosstalk(["docs", "--check", "ARCHITECTURE.md"], in: dir)
        assertStatus(unchanged, 0)
        XCTAssertTrue(unchanged.stderr.contains("'ARCHITECTURE.md' matches the code"), unchanged.stderr)

        // One new communication: Settings now observes the session too.
        try CLI.write("""
        import Combine
        final class SettingsBadge {
            private var cancellables = Set<AnyCancellable>()
            func bind(to store: SessionStore) { store.$user.sink { _ in }.store(in: &cancellables) }
        }
        """, to: "Sources/Settings/SettingsBadge.swift", in: dir)
        let changed = try crosstalk(["docs", "--check", "ARCHITECTURE.md"], in: dir)
        assertStatus(changed, 1)
        let listed = changed.stdout.split(separator: "\n").filter { $0.hasPrefix("+ ") || $0.hasPrefix("- ") }
        XCTAssertEqual(listed, ["+ SessionStore → SettingsBadge (combine: user)"], changed.stdout)

        let tool = mermaidCheck()
        if FileManager.default.isExecutableFile(atPath: tool.path) {
            let r = try CLI.run(tool, ["--markdown", "ARCHITECTURE.md"], in: dir, timeout: 300)
            XCTAssertEqual(r.status, 0, "mermaid-check:\n\(r.stdout)\(r.stderr)")
        }
    }

    func testCheckDiagramOnAGeneratedDiagramIsCleanAndFindsOneMissingAndOneStaleEdge() throws {
        let dir = try app()
        let generated = try crosstalk(["graph", "--level", "module"], in: dir)
        assertStatus(generated, 0)
        try CLI.write(generated.stdout, to: "architecture.mmd", in: dir)
        let clean = try crosstalk(["check-diagram", "architecture.mmd"], in: dir)
        assertStatus(clean, 0)
        XCTAssertFalse(clean.stdout.contains("(diagram_"), clean.stdout)

        // Remove the Core → Settings arrow and invent Feed → Settings.
        var lines = generated.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let removed = try XCTUnwrap(lines.firstIndex { $0.contains("m_Core") && $0.contains("m_Settings") && $0.contains("|") }, generated.stdout)
        lines[removed] = "  m_Feed --> m_Settings"
        try CLI.write(lines.joined(separator: "\n"), to: "architecture.mmd", in: dir)
        let drifted = try crosstalk(["check-diagram", "architecture.mmd"], in: dir)
        assertStatus(drifted, 1)
        let findings = drifted.stdout.split(separator: "\n")
        XCTAssertEqual(findings.filter { $0.hasSuffix("(diagram_missing_edge)") }.count, 1, drifted.stdout)
        XCTAssertEqual(findings.filter { $0.hasSuffix("(diagram_stale_edge)") }.count, 1, drifted.stdout)
        XCTAssertTrue(drifted.stdout.contains("Sources/Settings/SettingsViewModel.swift:2:"), drifted.stdout)
        XCTAssertTrue(drifted.stdout.contains("architecture.mmd:\(removed + 1):1: error: diagram draws 'Feed (1 type)' → 'Settings (1 type)'"), drifted.stdout)

        for format in ["json", "sarif", "github", "checkstyle", "junit", "markdown"] {
            let r = try crosstalk(["check-diagram", "architecture.mmd", "--format", format], in: dir)
            assertStatus(r, 1)
            XCTAssertTrue(r.stdout.contains("diagram_missing_edge") && r.stdout.contains("diagram_stale_edge"), "\(format):\n\(r.stdout)")
        }
        for rule in ["diagram_missing_edge", "diagram_stale_edge"] {
            let explained = try crosstalk(["explain", rule], in: dir)
            assertStatus(explained, 0)
            XCTAssertTrue(explained.stdout.hasPrefix("# \(rule)\n"), explained.stdout)
        }
    }

    func testCheckDiagramReadsMarkdownBlocksAndMappingLines() throws {
        let dir = try app()
        try CLI.write("""
        # Our app

        ```mermaid
        flowchart LR
          %% crosstalk: Session = Core
          subgraph Features
            FeedScreen["Feed"] & SettingsScreen([Settings])
          end
          Session -- publishes --> FeedScreen
          Session ==> SettingsScreen
          classDef big fill:#fff
          style Session fill:#eee
        ```
        """, to: "README.md", in: dir)
        let r = try crosstalk(["check-diagram", "README.md", "."], in: dir)
        assertStatus(r, 0)
        XCTAssertFalse(r.stdout.contains("(diagram_"), r.stdout)
    }

    func testCheckDiagramComparesDirectionAndTheMechanismsLabelsName() throws {
        let dir = try app()
        func check(_ diagram: String) throws -> (status: Int32, findings: [String]) {
            try CLI.write(diagram, to: "architecture.mmd", in: dir)
            let r = try crosstalk(["check-diagram", "architecture.mmd"], in: dir)
            return (r.status, r.stdout.split(separator: "\n").map(String.init).filter { $0.contains("(diagram_") })
        }
        // Feed → Core where information flows Core → Feed: one finding that says to reverse the arrow.
        let reversed = try check("graph TD\n  Feed --> Core\n  Core --> Settings\n")
        XCTAssertEqual(reversed.status, 1)
        XCTAssertEqual(reversed.findings.count, 1, "\(reversed.findings)")
        XCTAssertTrue(reversed.findings[0].contains("architecture.mmd:2:1: error: diagram draws 'Feed' → 'Core' but information flows 'Core' → 'Feed'"), "\(reversed.findings)")
        XCTAssertTrue(reversed.findings[0].hasSuffix("reverse the arrow, or add '%% crosstalk: arrows = dependencies' if the diagram's arrows show dependencies (diagram_stale_edge)"), "\(reversed.findings)")
        // The same picture read as a dependency diagram is true; lines without heads and two-way arrows fit either way.
        XCTAssertEqual(try check("graph TD\n  %% crosstalk: arrows = dependencies\n  Feed --> Core\n  Settings --> Core\n").findings, [])
        XCTAssertEqual(try check("graph TD\n  Core --- Feed\n  Settings <--> Core\n").findings, [])
        // A label naming a mechanism the code's edge lacks; labels naming none, or the right one, are fine.
        let labels = try check("graph TD\n  Core -- delegate --> Feed\n  Core -->|notification| Settings\n")
        XCTAssertEqual(labels.findings.filter { $0.hasSuffix("(diagram_stale_edge)") }.count, 2, "\(labels.findings)")
        XCTAssertTrue(labels.findings[0].contains("diagram labels 'Core' → 'Feed' with delegate but the code's edges there are combine, injection"), "\(labels.findings)")
        XCTAssertTrue(labels.findings[1].contains("diagram labels 'Core' → 'Settings' with notification but the code's edges there are singleton"), "\(labels.findings)")
        XCTAssertEqual(try check("graph TD\n  Core -->|publishes the user| Feed\n  Core -- uses --> Settings\n").findings, [])
    }

    func mermaidCheck() -> URL {
        if let path = ProcessInfo.processInfo.environment["MERMAID_CHECK"] { return URL(fileURLWithPath: path) }
        return CLI.repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/mermaid-check")
    }
}
