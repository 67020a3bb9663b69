import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkTestFixtures
import Foundation
import XCTest

/// Views a person can read (docs/graph.md, "Views"): the default picture fits its budget, says what it cut inside the
/// picture, has a legend, highlights the focus, hides tests.
final class PictureTests: XCTestCase {
    /// Node and arrow lines of a Mermaid diagram, legend and note boxes left out.
    func counts(_ mermaid: String) -> (nodes: Int, arrows: Int) {
        let lines = mermaid.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let arrows = lines.filter { $0.contains("-->|") || $0.contains("-.->|") || $0.contains("==>|") }.count
        let nodes = lines.filter { l in
            guard let first = l.split(separator: " ").first, l.contains("[") else { return false }
            return (first.hasPrefix("t_") || first.hasPrefix("m_") || first.hasPrefix("x_")) && !l.contains("|")
        }.count
        return (nodes, arrows)
    }

    func testDefaultPictureFitsTheBudgetAndSaysWhatItCut() throws {
        // 40 modules, every module talking to several others: far more than one picture holds.
        let g = chainGraph(types: 200, modules: 40, edgesPerNode: 3)
        let out = try GraphRenderer.render(g, format: .mermaid)
        let (nodes, arrows) = counts(out)
        XCTAssertLessThanOrEqual(nodes, PictureBudget().maxNodes, out)
        XCTAssertLessThanOrEqual(arrows, PictureBudget().maxArrows, out)
        XCTAssertLessThanOrEqual(PictureBudget().maxNodes, 25)
        XCTAssertLessThanOrEqual(PictureBudget().maxArrows, 40)
        XCTAssertTrue(out.contains("aid_note[\"200 types talk: targets shown"), out)
        XCTAssertTrue(out.contains("not drawn: 30 targets"), out)
        XCTAssertTrue(out.contains("aid_legend[\"arrows point the way information flows"), out)
    }

    func testFocusIsHighlightedAndLabelsMergeMembers() throws {
        let g = graph(miniApp)
        let out = try GraphRenderer.render(g, format: .mermaid, options: .init(focus: "SessionStore", hops: 1))
        XCTAssertTrue(out.contains("classDef focus"), out)
        XCTAssertTrue(out.contains("class t_SessionStore focus"), out)
        let chain = handGraph([("Manager", "Core"), ("A", "Feed"), ("B", "Feed"), ("C", "Feed")],
                              [(0, 1, .injection, "manager"), (0, 2, .injection, "manager"), (0, 3, .injection, "store")])
        let overview = try GraphRenderer.render(chain, format: .mermaid, options: .init(level: .module))
        XCTAssertTrue(overview.contains(#"m_Core -->|"injection:<br>manager ×2 (+1)"| m_Feed"#), overview)
    }

    func testDirectionIsChosenFromTheShapeAndCanBeForced() throws {
        // One source feeding nine sinks: a wide rank, drawn left to right.
        let fan = handGraph([("Hub", "Core")] + (1...9).map { ("Leaf\($0)", "F\($0)") }, (1...9).map { (0, $0, Mechanism.singleton, "shared") })
        XCTAssertTrue(try GraphRenderer.render(fan, format: .mermaid, options: .init(level: .module)).contains("\ngraph LR\n"))
        XCTAssertTrue(try GraphRenderer.render(fan, format: .mermaid, options: .init(level: .module, direction: .topDown)).contains("\ngraph TD\n"))
        let line = handGraph([("A", "One"), ("B", "Two"), ("C", "Three")], [(0, 1, .combine, "x"), (1, 2, .combine, "y")])
        XCTAssertTrue(try GraphRenderer.render(line, format: .mermaid, options: .init(level: .module)).contains("\ngraph TD\n"))
        // Arrows skipping ranks put their labels side by side in one row, which a top-down picture spreads across.
        let skipping = handGraph([("Env", "Env"), ("Mid", "Mid")] + (1...6).map { ("Leaf\($0)", "Feature\($0)") },
                                 [(0, 1, .singleton, "shared")] + (1...6).flatMap { [(0, 1 + $0, Mechanism.injection, "environmentValue\($0)"), (1, 1 + $0, .combine, "state")] })
        XCTAssertTrue(try GraphRenderer.render(skipping, format: .mermaid, options: .init(level: .module)).contains("\ngraph LR\n"))
    }

    func testLegendAndNoteHangBelowATopDownPictureAndLabelsBreakAfterTheMechanism() throws {
        // A chain inside one module, drawn as types in one subgraph: the aids go under the subgraph, not beside it.
        let chain = handGraph((0..<4).map { ("Type\($0)", "App") }, (0..<3).map { ($0, $0 + 1, Mechanism.closure, "onChange") })
        let typesTD = try GraphRenderer.render(chain, format: .mermaid, options: .init(level: .type, direction: .topDown, title: "t"))
        XCTAssertTrue(typesTD.contains("  m_App ~~~ aid_legend\n"), typesTD)
        XCTAssertTrue(typesTD.contains(#"t_Type0 -->|"closure:<br>onChange"| t_Type1"#), typesTD)
        // Without subgraphs the aids hang from the deepest node; left to right they stay unlinked in the first column.
        let modulesTD = try GraphRenderer.render(handGraph([("A", "One"), ("B", "Two"), ("C", "Three")], [(0, 1, .combine, "x"), (1, 2, .combine, "y")]),
                                                 format: .mermaid, options: .init(level: .module, direction: .topDown))
        XCTAssertTrue(modulesTD.contains("  m_Three ~~~ aid_legend\n"), modulesTD)
        let typesLR = try GraphRenderer.render(chain, format: .mermaid, options: .init(level: .type, direction: .leftRight))
        XCTAssertFalse(typesLR.contains("~~~"), typesLR)
        XCTAssertTrue(typesLR.contains("aid_legend["), typesLR)
    }

    func testTestTargetsAreHiddenUnlessAskedAndCardsShowOneTarget() throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoApps")
        let text = try String(contentsOf: folder.appendingPathComponent("TwoApps.xcodeproj/project.pbxproj"), encoding: .utf8)
        let g = try graph(folder: folder, layout: SourceLayout(root: "", projects: [BuildFile(directory: ".", text: text)]))
        let hidden = try GraphRenderer.render(g, format: .mermaid, options: .init(level: .module))
        XCTAssertFalse(hidden.contains("TwoAppsTests"), hidden)
        XCTAssertTrue(hidden.contains("1 test target hidden (--tests)"), hidden)
        let shown = try GraphRenderer.render(g, format: .mermaid, options: .init(level: .module, includeTests: true))
        XCTAssertTrue(shown.contains("TwoAppsTests"), shown)
        let card = try GraphRenderer.render(g, format: .mermaid, options: .init(focus: "TwoApps iOS"))
        XCTAssertTrue(card.contains("card of TwoApps iOS"), card)
        // The iOS app embeds Widgets, which compiles none of the app's code: WidgetFeed's read of the app's SyncService
        // meets nothing, so no arrow crosses to Widgets; SyncService's readers in the Mac app belong to the Mac app's
        // card, not this one.
        XCTAssertFalse(card.contains("m_Widgets"), card)
        XCTAssertFalse(card.contains("m_TwoApps_Mac"), card)
        XCTAssertTrue(card.contains("no edges to other modules: TwoApps Mac, Widgets"), card)
    }

    func testCardOfALargeTargetDrawsItsHeaviestEdges() throws {
        // 30 App types each reading a Core singleton: far more own types than a picture holds.
        let nodes = [("Store", "Core")] + (1...30).map { ("Screen\($0)", "App") }
        let card = try GraphRenderer.render(handGraph(nodes, (1...30).map { (0, $0, Mechanism.singleton, "shared") }), format: .mermaid,
                                            options: .init(focus: "App"))
        let (drawnNodes, arrows) = counts(card)
        XCTAssertGreaterThan(arrows, 0, card)
        XCTAssertLessThanOrEqual(drawnNodes, PictureBudget().maxNodes, card)
        XCTAssertTrue(card.contains("card of App: its 30 types talking across its boundary"), card)
        XCTAssertTrue(card.contains("not drawn: 21 nodes"), card)
    }

    func testFoldersOfAnAppThatIsOneTarget() throws {
        var files: [(String, String)] = []
        for feature in ["Editor", "Settings", "Search", "Git"] {
            files.append(("App/Features/\(feature)/\(feature)Model.swift", "final class \(feature)Model { static let shared = \(feature)Model() }"))
            for other in ["Editor", "Settings", "Search", "Git"] where other != feature {
                files.append(("App/Features/\(feature)/\(feature)Uses\(other).swift", "final class \(feature)Uses\(other) { func f() { _ = \(other)Model.shared } }"))
            }
        }
        let g = graph(files, configuration: ArchitectureConfiguration(modules: ["App": ["App"]]))
        let out = try GraphRenderer.render(g, format: .mermaid)
        XCTAssertTrue(out.contains("its folders shown"), out)
        XCTAssertTrue(out.contains(#"m_Editor[["Editor (4 types)"]]"#), out)
    }

    /// A flat app (one target, one folder) whose types talk too much for one picture: neither targets nor folders
    /// would draw an arrow, so the most connected types are drawn, cut to the budget, and the note says so.
    func testAFlatOneFolderAppDrawsItsMostConnectedTypes() throws {
        var files: [(String, String)] = []
        let names = (0..<14).map { "Part\($0)" }
        for (i, name) in names.enumerated() {
            let next = names[(i + 1) % names.count], after = names[(i + 2) % names.count]
            files.append(("App/\(name).swift", "final class \(name) { static let shared = \(name)(); func f() { _ = \(next).shared; _ = \(after).shared } }"))
        }
        let g = graph(files, configuration: ArchitectureConfiguration(modules: ["App": ["App"]]))
        let out = try GraphRenderer.render(g, format: .mermaid)
        let (nodes, arrows) = counts(out)
        XCTAssertGreaterThanOrEqual(arrows, 2, out)
        XCTAssertLessThanOrEqual(nodes, PictureBudget().maxNodes, out)
        XCTAssertTrue(out.contains("14 types talk inside one target and folder: the most connected shown"), out)
        XCTAssertTrue(out.contains("not drawn: "), out)
    }

    /// Every kind of picture through the real Mermaid library.
    func testPicturesRender() throws {
        let tool = mermaidCheckTool()
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw XCTSkip("mermaid-check not found at \(tool.path)") }
        let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoApps")
        let text = try String(contentsOf: folder.appendingPathComponent("TwoApps.xcodeproj/project.pbxproj"), encoding: .utf8)
        let twoApps = try graph(folder: folder, layout: SourceLayout(root: "", projects: [BuildFile(directory: ".", text: text)]))
        let result = try runMermaidCheck([
            ("overview.mmd", try GraphRenderer.render(chainGraph(types: 200, modules: 40, edgesPerNode: 3), format: .mermaid)),
            ("card.mmd", try GraphRenderer.render(twoApps, format: .mermaid, options: .init(focus: "TwoApps iOS"))),
            ("focus.mmd", try GraphRenderer.render(graph(miniApp), format: .mermaid, options: .init(focus: "SessionStore", hops: 1))),
            ("two-apps.mmd", try GraphRenderer.render(twoApps, format: .mermaid, options: .init(level: .module, includeTests: true))),
        ], tool: tool)
        XCTAssertEqual(result.status, 0, result.output)
    }
}

/// The Mermaid checker: `MERMAID_CHECK`, else the shared tools folder beside the checkout.
func mermaidCheckTool() -> URL {
    if let path = ProcessInfo.processInfo.environment["MERMAID_CHECK"] { return URL(fileURLWithPath: path) }
    return repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/mermaid-check")
}
