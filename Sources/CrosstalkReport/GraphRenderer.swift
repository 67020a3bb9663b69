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
    public var direction: GraphDirection
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
                direction: GraphDirection = .topDown, maxTypeNodes: Int = 60, includeIsolated: Bool = false, groupByModule: Bool? = nil,
                title: String = "Communication graph") {
        self.level = level
        self.mechanisms = mechanisms
        self.focus = focus
        self.hops = hops
        self.direction = direction
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

/// The graph as it will be drawn, after filters, focus and level, with notes for the reader.
public struct GraphView: Sendable {
    public var graph: CommunicationGraph
    /// Nodes to draw, in order (diagrams omit isolated types unless asked; JSON draws all).
    public var drawn: [Int]
    /// Lines the renderers print as comments (`%%`, `//`) or JSON `notes`: why the level changed, what was cut.
    public var notes: [String]
    public var options: GraphRenderOptions
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

    /// Applies the mechanism filter, the focus and the level (see `GraphRenderOptions.level` for the automatic choice).
    public static func prepare(_ graph: CommunicationGraph, format: GraphFormat, options: GraphRenderOptions) throws -> GraphView {
        var g = graph
        var notes: [String] = []
        if let mechanisms = options.mechanisms {
            g = g.filtered(mechanisms: mechanisms)
            notes.append("mechanisms: " + mechanisms.sorted().map(\.rawValue).joined(separator: ", "))
        }
        if let focus = options.focus {
            let seeds = g.focusSeeds(focus)
            if !seeds.isEmpty {
                g = g.focused(on: seeds, hops: max(0, options.hops))
                notes.append("focus: \(focus), \(max(0, options.hops)) hop\(options.hops == 1 ? "" : "s")")
            } else if let dot = focus.lastIndex(of: "."),
                      let carried = g.memberFocus(of: String(focus[..<dot]), member: String(focus[focus.index(after: dot)...])) {
                // `Type.member`: who talks to it through that member, by which mechanism.
                g = carried
                notes.append("focus: every edge carrying '\(focus[focus.index(after: dot)...])' of \(focus[..<dot]) (\(g.edges.count) edge\(g.edges.count == 1 ? "" : "s"))")
            } else {
                throw GraphRenderError.unknownFocus(focus, suggestions: suggestions(for: focus, in: g))
            }
        }
        let isDiagram = format != .json
        func drawnNodes(_ g: CommunicationGraph) -> [Int] {
            if !isDiagram || options.includeIsolated || g.level == .module { return Array(g.nodes.indices) }
            let connected = g.connectedNodes
            return g.nodes.indices.filter { connected.contains($0) || (options.focus != nil && g.focusSeeds(options.focus!).contains($0)) || g.edges.isEmpty }
        }
        var level = options.level ?? .type
        if options.level == nil && isDiagram && options.focus == nil && g.level == .type {
            let count = drawnNodes(g).count
            if count > options.maxTypeNodes {
                level = .module
                notes.append("\(count) types communicate: showing modules; use --level type, or --focus NAME --hops N for type detail")
            }
        }
        if level == .module { g = g.collapsedToModules() }
        return GraphView(graph: g, drawn: drawnNodes(g), notes: notes, options: options)
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
