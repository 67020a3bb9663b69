import CrosstalkFacts
import CrosstalkGraph

/// A difference between a hand-drawn diagram and the code's communication graph.
public struct DiagramIssue: Sendable, Hashable {
    /// `diagram_missing_edge` or `diagram_stale_edge`.
    public var rule: String
    /// Where to look: the code's evidence for a missing arrow, the diagram's line for a stale one.
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
}

/// Checks a Mermaid flowchart against the communication graph (docs/graph.md, "Documents that stay true").
///
/// Each diagram node stands for a build target or a type: by a `%% crosstalk: Node = Name` line, else by its label
/// (also without a trailing count such as `(14 types)`), else by its id (also without `crosstalk graph`'s `m_`/`t_`
/// prefixes); targets match exactly, then ignoring case, spaces, dashes and underscores. Every type-level edge of the code is
/// lifted to the diagram's nodes — a type drawn as its own node, else the node of one of its targets (for a type
/// compiled into several targets, the one the other end can meet).
///
/// Arrows point the way information flows, as `crosstalk graph` draws them, unless the diagram says
/// `%% crosstalk: arrows = dependencies` (then from a node to what it uses, the other way round); `<-->` and lines
/// without a head (`---`) stand for either direction. A drawn arrow whose only code flow runs the other way is one
/// stale finding saying so ("reverse the arrow"), not a stale and a missing one: one mistake, one finding. An arrow
/// whose label names a mechanism (`MechanismWords`) the code's edges in its direction lack is stale too.
public enum DiagramCheck {
    /// The issues of `diagram` (read from `file`) against `graph` (type level), in diagram order then code order.
    public static func check(_ diagram: MermaidFlowchart, file: String, graph: CommunicationGraph) -> [DiagramIssue] {
        let resolver = NameResolver(graph: graph)
        var nodeOf: [String: (name: String, types: Set<Int>, target: String?)] = [:]
        for node in diagram.nodes {
            let wanted = [diagram.mappings[node.id], node.label, NameResolver.withoutCount(node.label), node.id, NameResolver.withoutPrefix(node.id)].compactMap { $0 }
            for name in wanted {
                if let target = resolver.target(name) { nodeOf[node.id] = (node.label, [], target); break }
                let types = resolver.types(name)
                if !types.isEmpty { nodeOf[node.id] = (node.label, Set(types), nil); break }
            }
        }
        // Type node → the diagram nodes that draw it directly; target → the diagram nodes standing for it.
        var byType: [Int: String] = [:]
        var byTarget: [String: String] = [:]
        for node in diagram.nodes {
            guard let match = nodeOf[node.id] else { continue }
            for t in match.types where byType[t] == nil { byType[t] = node.id }
            if let target = match.target, byTarget[target] == nil { byTarget[target] = node.id }
        }
        /// Information flowing from one diagram node to another.
        struct Flow: Hashable {
            var from: String
            var to: String
        }
        var flows: [Flow: [GraphEdge]] = [:]
        var codeOrder: [Flow] = []
        for e in graph.edges where graph.nodes[e.from].kind == .type && graph.nodes[e.to].kind == .type {
            guard let (x, y) = ends(e, graph: graph, byType: byType, byTarget: byTarget), x != y else { continue }
            let flow = Flow(from: x, to: y)
            if flows[flow] == nil { codeOrder.append(flow) }
            flows[flow, default: []].append(e)
        }
        var covered: Set<Flow> = []
        var issues: [DiagramIssue] = []
        for edge in diagram.edges {
            guard nodeOf[edge.from] != nil, nodeOf[edge.to] != nil, edge.from != edge.to else { continue }
            let from = label(edge.from, diagram), to = label(edge.to, diagram)
            func stale(_ message: String) {
                issues.append(DiagramIssue(rule: "diagram_stale_edge", file: file, line: edge.line, column: 1, message: message))
            }
            let drawn = diagram.arrowsShowDependencies ? Flow(from: edge.to, to: edge.from) : Flow(from: edge.from, to: edge.to)
            let reverse = Flow(from: drawn.to, to: drawn.from)
            let eitherWay = edge.bothWays || edge.undirected
            let ways = eitherWay ? [drawn, reverse] : [drawn]
            let edges = ways.flatMap { flows[$0] ?? [] }
            covered.formUnion(ways)
            if edges.isEmpty {
                if let back = flows[reverse] {
                    covered.insert(reverse)
                    stale("diagram draws '\(from)' → '\(to)' but information flows '\(label(reverse.from, diagram))' → '\(label(reverse.to, diagram))' (\(detail(back[0], graph))): reverse the arrow"
                          + (diagram.arrowsShowDependencies ? "" : ", or add '%% crosstalk: arrows = dependencies' if the diagram's arrows show dependencies"))
                } else {
                    stale("diagram draws '\(from)' → '\(to)' but the code has no communication between them")
                }
                continue
            }
            let named = MechanismWords.mechanisms(in: edge.label)
            let present = Set(edges.map(\.mechanism))
            let absent = named.subtracting(present)
            if !absent.isEmpty {
                stale("diagram labels '\(from)' → '\(to)' with \(absent.sorted().map(\.rawValue).joined(separator: ", ")) but the code's edges there are "
                      + present.sorted().map(\.rawValue).joined(separator: ", ") + " (\(detail(edges[0], graph)))")
            }
        }
        for flow in codeOrder where !covered.contains(flow) {
            let e = flows[flow]![0]
            let site = e.sites.first
            let drawnFrom = diagram.arrowsShowDependencies ? flow.to : flow.from, drawnTo = diagram.arrowsShowDependencies ? flow.from : flow.to
            issues.append(DiagramIssue(rule: "diagram_missing_edge", file: site?.file ?? file, line: site?.location.line ?? 1, column: site?.location.column ?? 1,
                                       message: "'\(file)' has no arrow '\(label(drawnFrom, diagram))' → '\(label(drawnTo, diagram))' (\(detail(e, graph)))"))
        }
        return issues
    }

    /// `Store → FeedViewModel, combine: user`: a code edge as a finding quotes it.
    static func detail(_ e: GraphEdge, _ graph: CommunicationGraph) -> String {
        "\(graph.nodes[e.from].name) → \(graph.nodes[e.to].name), \(e.mechanism.rawValue)" + (e.member.isEmpty ? "" : ": \(e.member)")
    }

    /// The diagram nodes an edge's two types are drawn as, or nil when either is not in the diagram.
    static func ends(_ e: GraphEdge, graph: CommunicationGraph, byType: [Int: String], byTarget: [String: String]) -> (String, String)? {
        let a = graph.nodes[e.from], b = graph.nodes[e.to]
        let drawnA = byType[e.from], drawnB = byType[e.to]
        if let x = drawnA, let y = drawnB { return (x, y) }
        // A type drawn as itself meets the other end's target nodes through its own targets.
        let targetsA = drawnA == nil ? a.modules.filter { byTarget[$0] != nil } : a.modules
        let targetsB = drawnB == nil ? b.modules.filter { byTarget[$0] != nil } : b.modules
        guard !targetsA.isEmpty || drawnA != nil, !targetsB.isEmpty || drawnB != nil else { return nil }
        let (ta, tb) = graph.targets.meetingPair(targetsA, targetsB)
        guard let x = drawnA ?? byTarget[ta], let y = drawnB ?? byTarget[tb] else { return nil }
        return (x, y)
    }

    static func label(_ id: String, _ diagram: MermaidFlowchart) -> String {
        diagram.nodes.first { $0.id == id }?.label ?? id
    }
}

/// Finds targets and types by the names people write in diagrams.
struct NameResolver {
    let graph: CommunicationGraph
    let targets: [String: String]

    init(graph: CommunicationGraph) {
        self.graph = graph
        var targets: [String: String] = [:]
        for name in graph.modules + graph.targets.targets.map(\.name) { targets[NameResolver.normalized(name)] = targets[NameResolver.normalized(name)] ?? name }
        self.targets = targets
    }

    /// Lowercased, without spaces, dashes, underscores and dots: `Net News-Wire` = `netnewswire`.
    static func normalized(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "." })
    }

    /// A label without a trailing count, as `crosstalk graph` writes them: `Core (14 types)` → `Core`.
    static func withoutCount(_ label: String) -> String? {
        guard label.hasSuffix(")"), let open = label.lastIndex(of: "(") else { return nil }
        let name = trimmed(label[..<open])
        return name.isEmpty ? nil : name
    }

    /// An id without the prefix `crosstalk graph` gives ids (`m_`, `t_`, `x_`).
    static func withoutPrefix(_ id: String) -> String? {
        for prefix in ["m_", "t_", "x_"] where id.hasPrefix(prefix) && id.count > 2 { return String(id.dropFirst(2)) }
        return nil
    }

    func target(_ name: String) -> String? {
        if graph.modules.contains(name) || graph.targets.targets.contains(where: { $0.name == name }) { return name }
        return targets[NameResolver.normalized(name)]
    }

    func types(_ name: String) -> [Int] {
        graph.nodes(named: name).filter { graph.nodes[$0].kind == .type }
    }
}
