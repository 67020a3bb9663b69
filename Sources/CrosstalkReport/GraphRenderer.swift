import CrosstalkFacts
import CrosstalkGraph

/// Output formats of `crosstalk graph`.
public enum GraphFormat: String, Sendable, CaseIterable {
    /// A Mermaid `graph` diagram (`.mmd`).
    case mermaid
    /// Markdown with a fenced ```mermaid block and a table of counts (for READMEs and PR comments).
    case markdown
    case json
    /// Graphviz.
    case dot
}

/// Layout direction of diagrams.
public enum GraphDirection: String, Sendable, CaseIterable {
    case topDown = "TD"
    case leftRight = "LR"
}

/// What to draw: `--level`, `--mechanism`, `--focus`, `--hops` (docs/graph.md, "Output").
public struct GraphRenderOptions: Sendable, Hashable {
    /// `nil` = automatic: type level when the drawn type graph has at most `maxTypeNodes` nodes (or a focus is
    /// given), otherwise module level with a note saying how to get type detail. JSON is always type level unless asked.
    public var level: CommunicationGraph.Level?
    /// Mechanisms to keep; `nil` = all.
    public var mechanisms: Set<Mechanism>?
    /// A type (id, qualified or simple name) or module name to center on.
    public var focus: String?
    /// Edges away from the focus to include (either direction).
    public var hops: Int
    /// `nil` = automatic: the direction whose picture is smaller on its longest side (see `PictureChooser.direction`).
    public var direction: GraphDirection?
    /// Draw the types of test targets (hidden from diagrams by default; JSON always lists them).
    public var includeTests: Bool
    /// What the default picture holds at most; bigger graphs zoom out, and what is still cut is said in the picture.
    public var budget: PictureBudget
    /// The automatic level switches to modules above this many drawn type nodes.
    public var maxTypeNodes: Int
    /// Draw types without any edge (diagrams omit them by default; JSON always lists every node).
    public var includeIsolated: Bool
    /// Draw one Mermaid `subgraph` (DOT cluster) per module at type level. `nil` = automatic: grouped up to
    /// `maxTypeNodes` drawn types, flat above (module in each label). Mermaid's layout engine (dagre) fails on some
    /// large compound graphs with module cycles ("Cannot set properties of undefined (setting 'order')"); small
    /// grouped diagrams and flat ones render.
    public var groupByModule: Bool?
    /// Markdown heading.
    public var title: String

    public init(level: CommunicationGraph.Level? = nil, mechanisms: Set<Mechanism>? = nil, focus: String? = nil, hops: Int = 1,
                direction: GraphDirection? = nil, includeTests: Bool = false, budget: PictureBudget = PictureBudget(), maxTypeNodes: Int = 60,
                includeIsolated: Bool = false, groupByModule: Bool? = nil, title: String = "Communication graph") {
        self.level = level
        self.mechanisms = mechanisms
        self.focus = focus
        self.hops = hops
        self.direction = direction
        self.includeTests = includeTests
        self.budget = budget
        self.maxTypeNodes = maxTypeNodes
        self.includeIsolated = includeIsolated
        self.groupByModule = groupByModule
        self.title = title
    }
}

/// A problem with the render options (the CLI exits with status 2).
public enum GraphRenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `--focus NAME` names no type or module; `suggestions` are the nearest names.
    case unknownFocus(String, suggestions: [String])

    public var description: String {
        switch self {
        case .unknownFocus(let name, let suggestions):
            return "no type or module named '\(name)'" + (suggestions.isEmpty ? "" : " (did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?)")
        }
    }
}

/// A member name and how many merged edges carry it (`manager ×7`).
public struct MemberCount: Sendable, Hashable {
    public var name: String
    public var count: Int
}

/// The graph as it will be drawn, after filters, focus and level, with notes for the reader.
public struct GraphView: Sendable {
    public var graph: CommunicationGraph
    /// Nodes to draw, in order (diagrams omit isolated types unless asked; JSON draws all).
    public var drawn: [Int]
    /// Lines the renderers print as comments (`%%`, `//`) or JSON `notes`, and diagrams also show in a visible note:
    /// why the level changed, what was cut and how to see it.
    public var notes: [String]
    public var options: GraphRenderOptions
    /// The zoom level drawn.
    public var kind: PictureKind = .types
    /// Per edge of a grouped picture (overview, folders, card): the member names it merges, most frequent first.
    public var members: [[MemberCount]] = []
    /// Nodes drawn highlighted: the focus.
    public var highlighted: Set<Int> = []
    public var direction: GraphDirection = .topDown
}

/// Entry point the CLI calls: `GraphRenderer.renderBytes(graph, format: .mermaid, options: …)`.
public enum GraphRenderer {
    /// Renders `graph` (a type-level graph from `CommunicationGraph.build`) in `format`.
    public static func render(_ graph: CommunicationGraph, format: GraphFormat, options: GraphRenderOptions = GraphRenderOptions()) throws -> String {
        String(decoding: try renderBytes(graph, format: format, options: options), as: UTF8.self)
    }

    /// The same rendering as UTF-8 bytes, as the CLI writes it: JSON of a large tree (megabytes) is never turned
    /// into a `String`, whose creation would check all of it for valid UTF-8 once more on one thread.
    public static func renderBytes(_ graph: CommunicationGraph, format: GraphFormat, options: GraphRenderOptions = GraphRenderOptions()) throws -> [UInt8] {
        let view = try prepare(graph, format: format, options: options)
        switch format {
        case .mermaid: return Array(GraphMermaidRenderer.render(view).utf8)
        case .markdown: return Array(GraphMermaidRenderer.renderMarkdown(view).utf8)
        case .json: return GraphJSONRenderer.render(view)
        case .dot: return Array(GraphDOTRenderer.render(view).utf8)
        }
    }

    /// Applies the mechanism filter, the focus and the level, and for diagrams picks the picture (docs/graph.md, "Views"):
    /// without `--level`, types when they fit the budget, else the targets overview, else (an app that is mostly one
    /// target) that target's folders; `--focus TARGET` draws the target's card. Test targets are hidden unless asked;
    /// what does not fit the budget is cut, heaviest kept, and said in a note.
    public static func prepare(_ graph: CommunicationGraph, format: GraphFormat, options: GraphRenderOptions) throws -> GraphView {
        var g = graph
        var notes: [String] = []
        let isDiagram = format != .json
        if let mechanisms = options.mechanisms {
            g = g.filtered(mechanisms: mechanisms)
            notes.append("mechanisms: " + mechanisms.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if isDiagram && !options.includeTests && g.level == .type {
            let (kept, hidden) = g.withoutTests()
            if hidden > 0 {
                g = kept
                notes.append("\(hidden) test target\(hidden == 1 ? "" : "s") hidden (--tests)")
            }
        }
        var view = GraphView(graph: g, drawn: [], notes: [], options: options)
        var focusIDs: Set<String> = []
        if let focus = options.focus {
            let targetNames = Set(g.modules + g.targets.targets.map(\.name))
            if isDiagram, options.level != .type, g.nodes(named: focus).isEmpty, targetNames.contains(focus) {
                let card = g.grouped(g.cardGrouping(focus))
                let own = Set(card.graph.nodes.indices.filter { card.graph.nodes[$0].kind == .type })
                let crossing = card.graph.edges.indices.filter { own.contains(card.graph.edges[$0].from) != own.contains(card.graph.edges[$0].to) }
                g = card.graph
                g.edges = crossing.map { card.graph.edges[$0] }
                focusIDs = Set(g.edges.flatMap { [$0.from, $0.to] }.filter(own.contains).map { g.nodes[$0].id })
                view.members = crossing.map { card.members[$0].map { MemberCount(name: $0.0, count: $0.1) } }
                view.kind = .card
                notes.append("card of \(focus): its \(focusIDs.count) type\(focusIDs.count == 1 ? "" : "s") talking across its boundary")
            } else {
                let seeds = g.focusSeeds(focus)
                if !seeds.isEmpty {
                    focusIDs = Set(seeds.map { g.nodes[$0].id })
                    g = g.focused(on: seeds, hops: max(0, options.hops))
                    notes.append("focus: \(focus), \(max(0, options.hops)) hop\(options.hops == 1 ? "" : "s")")
                } else if let dot = focus.lastIndex(of: "."),
                          let carried = g.memberFocus(of: String(focus[..<dot]), member: String(focus[focus.index(after: dot)...])) {
                    // `Type.member`: who talks to it through that member, by which mechanism.
                    focusIDs = Set(g.nodes(named: String(focus[..<dot])).map { g.nodes[$0].id })
                    g = carried
                    notes.append("focus: every edge carrying '\(focus[focus.index(after: dot)...])' of \(focus[..<dot]) (\(g.edges.count) edge\(g.edges.count == 1 ? "" : "s"))")
                } else {
                    throw GraphRenderError.unknownFocus(focus, suggestions: suggestions(for: focus, in: g))
                }
            }
        }
        func drawnNodes(_ g: CommunicationGraph) -> [Int] {
            if !isDiagram || options.includeIsolated || g.level == .module { return Array(g.nodes.indices) }
            let connected = g.connectedNodes
            return g.nodes.indices.filter { connected.contains($0) || focusIDs.contains(g.nodes[$0].id) || g.edges.isEmpty }
        }
        func grouped(_ grouping: Grouping, kind: PictureKind) {
            let result = g.grouped(grouping)
            g = result.graph
            view.members = result.members.map { $0.map { MemberCount(name: $0.0, count: $0.1) } }
            view.kind = kind
        }
        if isDiagram && g.level == .type && view.kind == .types && (options.focus == nil || options.level == .module) {
            let types = drawnNodes(g)
            let typeArrows = PictureChooser.arrows(g, drawn: Set(types)).count
            if options.level == .module || (options.level == nil && (types.count > options.budget.maxNodes || typeArrows > options.budget.maxArrows)) {
                let typeGraph = g
                grouped(typeGraph.overviewGrouping, kind: .overview)
                let overviewArrows = PictureChooser.arrows(g, drawn: Set(g.nodes.indices)).count
                if options.level == nil, overviewArrows < 2,
                   let largest = g.nodes.filter({ $0.kind == .module }).max(by: { ($0.typeCount ?? 0) < ($1.typeCount ?? 0) }) {
                    let overview = (g, view.members)
                    g = typeGraph
                    grouped(typeGraph.folderGrouping(largest.name, maxGroups: options.budget.maxNodes), kind: .folders)
                    if PictureChooser.arrows(g, drawn: Set(g.nodes.indices)).count <= overviewArrows {
                        (g, view.members) = overview
                        view.kind = .overview
                    } else {
                        notes.append("\(types.count) types talk, nearly all in \(largest.name): its folders shown (--focus TYPE, --level type)")
                    }
                }
                if options.level == nil, PictureChooser.arrows(g, drawn: Set(g.nodes.indices)).count < 2 {
                    // One target in one folder (a flat app): neither targets nor folders say anything, so the most
                    // connected types are drawn and the cut below says what was left out.
                    g = typeGraph
                    view.members = []
                    view.kind = .types
                    notes.append("\(types.count) types talk inside one target and folder: the most connected shown (--focus TYPE, --level type)")
                } else if view.kind == .overview, options.level == nil {
                    notes.append("\(types.count) types talk: targets shown (--focus TARGET for a card, --level type for types)")
                }
            }
        } else if !isDiagram, options.level == .module {
            g = g.collapsedToModules()
        }
        view.highlighted = Set(g.nodes.indices.filter { focusIDs.contains(g.nodes[$0].id) })
        var drawn = drawnNodes(g)
        if isDiagram && !(view.kind == .types && options.level == .type && options.focus == nil) {
            // A card highlights all its own types; only a focus seed is kept whatever its weight.
            let cut = PictureChooser.cut(g, drawn: drawn, keep: view.kind == .card ? [] : view.highlighted, budget: options.budget)
            if cut.nodesCut > 0 || cut.arrowsCut > 0 {
                if !view.members.isEmpty { view.members = cut.keptEdges.map { view.members[$0] } }
                g.edges = cut.keptEdges.map { g.edges[$0] }
                drawn = cut.drawn
                var parts: [String] = []
                let noun: String
                switch view.kind {
                case .types: noun = "type"
                case .folders: noun = "folder"
                case .card: noun = "node"
                case .overview: noun = "target"
                }
                if cut.nodesCut > 0 { parts.append("\(cut.nodesCut) \(noun)\(cut.nodesCut == 1 ? "" : "s")") }
                if cut.arrowsCut > 0 { parts.append("\(cut.arrowsCut) arrow\(cut.arrowsCut == 1 ? "" : "s")") }
                let how = view.kind == .types ? "--hops 1, --mechanism M" : "--focus NAME, --format json"
                notes.append("not drawn: " + parts.joined(separator: ", ") + " with fewest edges (" + how + ")")
            }
        }
        view.graph = g
        view.drawn = drawn
        view.notes = notes
        view.direction = options.direction ?? (isDiagram ? PictureChooser.direction(g, drawn: drawn, members: view.members) : .topDown)
        return view
    }

    /// Up to three node or module names close to `name` (names containing it, case-insensitive, then edit distance ≤ 3).
    static func suggestions(for name: String, in graph: CommunicationGraph) -> [String] {
        let names = Set(graph.nodes.map(\.name) + graph.modules).sorted()
        let lower = name.lowercased()
        var scored: [(Int, String)] = []
        for n in names {
            let l = n.lowercased()
            if l.contains(lower) { scored.append((0, n)); continue }
            let d = Suggestion.editDistance(Array(lower.utf8), Array(l.utf8), limit: 3)
            if d <= 3 { scored.append((d, n)) }
        }
        return scored.sorted { $0 < $1 }.prefix(3).map(\.1)
    }
}
