import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkTestFixtures
import Foundation
import XCTest

/// A graph assembled by hand: `nodes` as (name, module), edges as (from, to, mechanism, member).
func handGraph(_ nodes: [(String, String)], _ edges: [(Int, Int, Mechanism, String)], external: [String] = []) -> CommunicationGraph {
    var list = nodes.map { GraphNode(id: $0.0, name: $0.0, kind: .type, typeKind: .class, module: $0.1, file: "\($0.1)/\($0.0).swift", line: 1) }
    list += external.map { GraphNode(id: $0, name: $0, kind: .external) }
    let site = EvidenceSite(fileIndex: 0, file: "A.swift", location: SourceLocation(line: 1, column: 1, offset: 0))
    var stats: [Mechanism: MechanismStats] = [:]
    for m in Mechanism.allCases { stats[m] = MechanismStats() }
    return CommunicationGraph(level: .type, nodes: list, edges: edges.map { GraphEdge(from: $0.0, to: $0.1, mechanism: $0.2, member: $0.3, sites: [site], ambiguous: false) },
                              stats: stats, unresolved: [], notifications: [], modules: Array(Set(nodes.map(\.1))).sorted(), includesExternal: !external.isEmpty)
}

/// Nodes whose names are Mermaid keywords or carry characters Mermaid reads as syntax.
let hostileGraph = handGraph(
    [("end", "end"), ("graph", "end"), ("subgraph", "style"), ("style", "style"), ("click", "click"), ("class", "class"),
     ("A\"B", "x y"), ("Foo<T>", "x y"), ("naïve", "x y"), ("x|y", "x y"), ("#1", "x y"), ("Outer.end", "x-y")],
    [(0, 1, .combine, "state"), (1, 2, .delegate, "delegate"), (2, 3, .closure, "on\"Close\""), (3, 4, .singleton, "shared"),
     (4, 5, .notification, "app.did|Login#1 <b>&amp;"), (5, 6, .asyncStream, "events()"), (6, 7, .injection, "@Injected"),
     (7, 8, .combine, "`x`"), (8, 9, .combine, "end"), (9, 10, .combine, "graph"), (10, 11, .combine, "x"), (11, 12, .singleton, "shared"),
     (0, 0, .combine, "self")],
    external: ["UIApplication"])

/// `count` types in `modules` modules, each talking to the next.
func chainGraph(types count: Int, modules: Int, edgesPerNode: Int = 1) -> CommunicationGraph {
    let nodes = (0..<count).map { ("Type\($0)", "Module\($0 % modules)") }
    var edges: [(Int, Int, Mechanism, String)] = []
    for i in 0..<count {
        for k in 1...edgesPerNode { edges.append((i, (i + k) % count, Mechanism.allCases[(i + k) % 7], "m\(k)")) }
    }
    return handGraph(nodes, edges)
}

final class GraphRendererTests: XCTestCase {
    func testMermaidIdsAreSanitizedUniqueAndNeverKeywords() throws {
        let out = try GraphRenderer.render(hostileGraph, format: .mermaid, options: .init(level: .type))
        let keywords: Set<String> = ["end", "graph", "subgraph", "style", "click", "class", "classDef", "linkStyle", "flowchart", "direction", "default"]
        for line in out.split(separator: "\n") where !line.hasPrefix("%%") {
            let words = line.split(whereSeparator: { $0 == " " })
            guard let first = words.first else { continue }
            let id = first.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if ["subgraph", "end", "graph", "linkStyle", "classDef", "class"].contains(String(first)) { continue }
            XCTAssertFalse(keywords.contains(String(id)), "keyword as id in: \(line)")
            XCTAssertTrue(id.hasPrefix("t_") || id.hasPrefix("m_") || id.hasPrefix("x_") || id.hasPrefix("aid_"), "unprefixed id in: \(line)")
        }
        XCTAssertTrue(out.contains(#"t_A_B["A#quot;B"]"#), out)
        XCTAssertTrue(out.contains(#"t_Foo_T_["Foo#lt;T#gt;"]"#), out)
        XCTAssertTrue(out.contains(#"-->|"closure:<br>on#quot;Close#quot;"|"#), out)
        XCTAssertTrue(out.contains(#"|"notification:<br>app.did#124;Login#35;1 #lt;b#gt;#amp;amp;"|"#), out)
        // `Outer.end` and `Outer_end`-like names stay distinct; the self-loop is drawn.
        XCTAssertTrue(out.contains("t_Outer_end"), out)
        XCTAssertTrue(out.contains("subgraph m_end[\"end\"]"), out)
    }

    func testAutomaticLevelSwitchesToModulesForLargeGraphs() throws {
        let small = try GraphRenderer.render(chainGraph(types: 8, modules: 4), format: .mermaid)
        XCTAssertTrue(small.contains("type level: 8 types, 8 edges"), small)
        let large = try GraphRenderer.render(chainGraph(types: 80, modules: 5), format: .mermaid)
        XCTAssertTrue(large.contains("module level: 5 modules, 80 types"), large)
        // The note is visible in the picture, not only a comment.
        XCTAssertTrue(large.contains("%% 80 types talk: targets shown (--focus TARGET for a card, --level type for types)"), large)
        XCTAssertTrue(large.contains(#"aid_note["80 types talk: targets shown (--focus TARGET for a card, --level type for types)"]"#), large)
        let forced = try GraphRenderer.render(chainGraph(types: 80, modules: 5), format: .mermaid, options: .init(level: .type))
        XCTAssertTrue(forced.contains("type level: 80 types, 80 edges"), forced)
        let focused = try GraphRenderer.render(chainGraph(types: 80, modules: 5), format: .mermaid, options: .init(focus: "Type10", hops: 2))
        XCTAssertTrue(focused.contains("type level: 5 types, 4 edges"), focused)
        // JSON stays at type level unless asked.
        let json = try GraphRenderer.render(chainGraph(types: 80, modules: 5), format: .json)
        XCTAssertTrue(json.contains("\"level\": \"type\""))
    }

    func testMermaidStaysWithinItsEdgeLimit() throws {
        let out = try GraphRenderer.render(chainGraph(types: 300, modules: 6, edgesPerNode: 3), format: .mermaid, options: .init(level: .type))
        let edgeLines = out.split(separator: "\n").filter { $0.contains("|\"") && !$0.contains("subgraph") }
        XCTAssertLessThanOrEqual(edgeLines.count, 500)
        XCTAssertLessThanOrEqual(out.utf8.count, 50_000)
        XCTAssertTrue(out.contains("more arrows cut to stay within Mermaid's limits"), String(out.prefix(300)))
        // Above the type-node limit the diagram is flat: no subgraphs, the module in each label.
        XCTAssertFalse(out.contains("subgraph"))
        XCTAssertTrue(out.contains(#"t_Type0["Type0 (Module0)"]"#))
    }

    func testUnknownFocusSuggestsNames() {
        XCTAssertThrowsError(try GraphRenderer.render(graph(miniApp), format: .mermaid, options: .init(focus: "ProfileViewModle"))) { error in
            XCTAssertEqual("\(error)", "no type or module named 'ProfileViewModle' (did you mean 'ProfileViewModel'?)")
        }
    }

    func testModuleLevelMergesParallelEdgesWithCounts() throws {
        let out = try GraphRenderer.render(graph(miniApp), format: .mermaid, options: .init(level: .module))
        XCTAssertEqual(out, """
        %%{init: {"flowchart": {"nodeSpacing": 16, "rankSpacing": 24, "wrappingWidth": 140}, "themeVariables": {"fontSize": "12px"}}}%%
        graph TD
        %% crosstalk communication graph, module level: 3 modules, 10 types, 4 module pairs
          m_App[["App (1 type)"]]
          m_Features[["Features (4 types)"]]
          m_Services[["Services (5 types)"]]
          m_App -.->|"notification:<br>didLogout"| m_Services
          m_Features -->|"combine<br>delegate<br>closure"| m_App
          m_Services -->|"combine<br>injection"| m_App
          m_Services -->|"singleton ×2<br>async_stream<br>injection ×2"| m_Features
          linkStyle 0 stroke:#CC79A7,stroke-width:2px
          aid_legend["arrows point the way information flows · combine: solid blue · delegate: dotted green · closure: solid orange · singleton: thick red · notification: dotted pink · async_stream: solid sky blue · injection: solid grey · solid black: several, as labelled"]
          m_App ~~~ aid_legend
          classDef aid fill:#fafafa,stroke:#bbb,color:#333
          class aid_legend aid

        """)
    }

    func testMechanismFilterAndMarkdown() throws {
        let out = try GraphRenderer.render(graph(miniApp), format: .markdown, options: .init(mechanisms: [.combine]))
        XCTAssertTrue(out.hasPrefix("# Communication graph\n\n> mechanisms: combine\n\n```mermaid\n" + #"%%{init: {"flowchart": {"nodeSpacing": 16, "rankSpacing": 24, "wrappingWidth": 140}, "themeVariables": {"fontSize": "12px"}}}%%"# + "\ngraph TD\n"), out)
        XCTAssertEqual(out.components(separatedBy: "-->|").count - 1, 3)
        XCTAssertTrue(out.contains("| combine | 3 | 0 | 0 |"), out)
    }

    func testJSONIsValidStableAndComplete() throws {
        let g = graph(miniApp)
        let out = try GraphRenderer.render(g, format: .json)
        XCTAssertEqual(out, try GraphRenderer.render(g, format: .json))
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as! [String: Any]
        XCTAssertEqual((object["nodes"] as! [Any]).count, 10)
        let edges = object["edges"] as! [[String: Any]]
        XCTAssertEqual(edges.count, 14)
        XCTAssertEqual(Set(edges.map { $0["mechanism"] as! String }), Set(Mechanism.allCases.map(\.rawValue)))
        let summary = object["summary"] as! [String: Any]
        let combine = (summary["mechanisms"] as! [String: Any])["combine"] as! [String: Int]
        XCTAssertEqual(combine, ["edges": 3, "resolved": 3, "internal": 1, "external": 0, "unresolved": 0, "unmatched": 0])
        let notifications = object["notifications"] as! [String: Any]
        XCTAssertEqual(((notifications["postedNotObserved"] as! [[String: Any]]).first?["name"] as? String), "neverObserved")
        // Stable key order.
        let keys = ["\"version\"", "\"level\"", "\"notes\"", "\"nodes\"", "\"edges\"", "\"summary\"", "\"unresolved\"", "\"notifications\""]
        let positions = keys.map { out.range(of: $0)!.lowerBound }
        XCTAssertEqual(positions, positions.sorted())
        XCTAssertTrue(out.contains(#"{"file": "App/AppCoordinator.swift", "line": 16, "column": 14}"#), out)
        // Control characters and quotes survive.
        let hostile = try GraphRenderer.render(hostileGraph, format: .json)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(hostile.utf8)))
    }

    func testDOTQuotesEverything() throws {
        let out = try GraphRenderer.render(hostileGraph, format: .dot, options: .init(level: .type))
        XCTAssertTrue(out.hasPrefix("digraph crosstalk {\n"))
        XCTAssertTrue(out.contains(#""A\"B" [label="A\"B", shape=box];"#), out)
        XCTAssertTrue(out.contains(#"subgraph "cluster_end" {"#), out)
        XCTAssertTrue(out.contains(##""style" -> "click" [label="singleton: shared", style=bold, color="#D55E00"];"##), out)
        let modules = try GraphRenderer.render(graph(miniApp), format: .dot, options: .init(level: .module))
        XCTAssertTrue(modules.contains(#""Features" -> "App" [label="combine 1, delegate 1, closure 1"];"#), modules)
        XCTAssertTrue(modules.contains(#""Features" [label="Features\n4 types\n2 internal edges", shape=folder];"#), modules)
        XCTAssertEqual(out.filter { $0 == "{" }.count, out.filter { $0 == "}" }.count)
    }

    func testParallelEdgesMergeIntoOneArrowAndIsolatedModulesAreListed() throws {
        let g = graph([
            ("Model/M.swift", "final class M { @Published var a = 0; @Published var b = 0; @Published var c = 0; @Published var d = 0 }"),
            ("Screen/S.swift", "final class S { let m = M()\n func f() { m.$a.sink { _ in }.store(in: &x); m.$b.sink { _ in }.store(in: &x); m.$c.sink { _ in }.store(in: &x); m.$d.sink { _ in }.store(in: &x) } }"),
            ("Lonely/L.swift", "final class L {}"),
        ])
        let types = try GraphRenderer.render(g, format: .mermaid)
        XCTAssertTrue(types.contains(#"t_M -->|"combine:<br>a, b, c (+1)"| t_S"#), types)
        XCTAssertTrue(types.contains("type level: 2 types, 4 edges in 1 arrow"), types)
        let modules = try GraphRenderer.render(g, format: .mermaid, options: .init(level: .module))
        XCTAssertTrue(modules.contains("%% not drawn, no edges to other modules: Lonely"), modules)
        XCTAssertFalse(modules.contains("m_Lonely"), modules)
        let dot = try GraphRenderer.render(g, format: .dot)
        XCTAssertTrue(dot.contains(#""M" -> "S" [label="combine: a, b, c (+1)""#), dot)
    }

    /// Every kind of diagram through the real Mermaid library, in one call (one Chromium start).
    func testMermaidCheckAcceptsEveryDiagram() throws {

        let tool = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/tools/mermaid-check")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw XCTSkip("mermaid-check not found at \(tool.path)") }
        let mini = graph(miniApp)
        var diagrams: [(String, String)] = [
            ("mini-type.mmd", try GraphRenderer.render(mini, format: .mermaid, options: .init(level: .type))),
            ("mini-module.mmd", try GraphRenderer.render(mini, format: .mermaid, options: .init(level: .module))),
            ("mini-lr-focus.mmd", try GraphRenderer.render(mini, format: .mermaid, options: .init(focus: "SessionStore", hops: 1, direction: .leftRight))),
            ("mini-isolated.mmd", try GraphRenderer.render(mini, format: .mermaid, options: .init(level: .type, includeIsolated: true))),
            ("hostile-type.mmd", try GraphRenderer.render(hostileGraph, format: .mermaid, options: .init(level: .type))),
            ("hostile-module.mmd", try GraphRenderer.render(hostileGraph, format: .mermaid, options: .init(level: .module))),
            ("auto-module.mmd", try GraphRenderer.render(chainGraph(types: 80, modules: 5), format: .mermaid)),
            ("truncated.mmd", try GraphRenderer.render(chainGraph(types: 300, modules: 6, edgesPerNode: 3), format: .mermaid, options: .init(level: .type))),
            ("empty.mmd", try GraphRenderer.render(graph([]), format: .mermaid)),
            ("mini.md", try GraphRenderer.render(mini, format: .markdown)),
        ]
        // Harbor: the committed golden, and its type-level and Markdown views (one Chromium start for all).
        let harbor = try graph(folder: harborFolder)
        diagrams += [
            ("harbor-architecture.mmd", try String(contentsOf: harborFolder.appendingPathComponent("architecture.mmd"), encoding: .utf8)),
            ("harbor-type.mmd", try GraphRenderer.render(harbor, format: .mermaid)),
            ("harbor-lr.mmd", try GraphRenderer.render(harbor, format: .mermaid, options: .init(direction: .leftRight))),
            ("harbor-focus.mmd", try GraphRenderer.render(harbor, format: .mermaid, options: .init(focus: "HarborTimerViewModel", hops: 2))),
            ("harbor.md", try GraphRenderer.render(harbor, format: .markdown, options: .init(level: .module, title: "Harbor"))),
        ]
        let result = try runMermaidCheck(diagrams, tool: tool)
        XCTAssertEqual(result.status, 0, result.output)
    }
}

/// Writes the diagrams to a temporary folder and runs mermaid-check once on all of them.
func runMermaidCheck(_ diagrams: [(String, String)], tool: URL, png: String? = nil) throws -> (status: Int32, output: String) {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("crosstalk-mermaid-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    var paths: [String] = []
    for (name, text) in diagrams {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    let process = Process()
    process.executableURL = tool
    process.arguments = (png.map { ["--png", $0] } ?? []) + paths
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
