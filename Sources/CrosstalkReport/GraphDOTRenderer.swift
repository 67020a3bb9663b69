import CrosstalkFacts
import CrosstalkGraph

/// Graphviz output with the same content as the Mermaid diagram: one `cluster_` subgraph per module at type level,
/// edges labelled `mechanism: member` (merged with counts at module level). Every id and label is a quoted string
/// with `"` and `\` escaped, so any name is valid. No size cap: Graphviz has none worth guarding.
enum GraphDOTRenderer {
    static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` for the inside of a DOT string: `"` and `\` escaped, line breaks as DOT's `\n`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": continue
            default: out.append(ch)
            }
        }
        return out
    }

    static func shape(_ node: GraphNode) -> String {
        switch node.kind {
        case .module: return "folder"
        case .external: return "parallelogram"
        case .type:
            switch node.typeKind {
            case .protocol?: return "hexagon"
            case .struct?, .enum?: return "box, style=rounded"
            default: return "box"
            }
        }
    }

    static func render(_ view: GraphView) -> String {
        let g = view.graph
        var lines = ["digraph crosstalk {"]
        lines.append("  // crosstalk communication graph, \(g.level.rawValue) level")
        for note in view.notes { lines.append("  // " + String(note.map { $0 == "\n" ? " " : $0 })) }
        lines.append("  rankdir=\(view.options.direction == .leftRight ? "LR" : "TB");")
        lines.append("  node [shape=box, fontname=\"Helvetica\"];")
        lines.append("  edge [fontname=\"Helvetica\", fontsize=10];")
        let drawn = Set(view.drawn)
        if g.level == .type {
            let modules = GraphMermaidRenderer.groupedByModule(view.drawn.filter { g.nodes[$0].kind == .type }, g)
            let grouped = view.options.groupByModule ?? true
            for (module, members) in modules where !grouped {
                for i in members { lines.append("  \(quoted(g.nodes[i].id)) [label=\(quoted("\(g.nodes[i].name) (\(module))")), shape=\(shape(g.nodes[i]))];") }
            }
            for (module, members) in modules where grouped {
                lines.append("  subgraph \(quoted("cluster_" + module)) {")
                lines.append("    label=\(quoted(module));")
                for i in members { lines.append("    \(quoted(g.nodes[i].id)) [label=\(quoted(g.nodes[i].name)), shape=\(shape(g.nodes[i]))];") }
                lines.append("  }")
            }
            for i in view.drawn where g.nodes[i].kind == .external {
                lines.append("  \(quoted(g.nodes[i].id)) [label=\(quoted(g.nodes[i].name)), shape=\(shape(g.nodes[i])), style=dashed];")
            }
            for e in GraphMermaidRenderer.mergedEdges(g, drawn: drawn) {
                lines.append("  \(quoted(g.nodes[e.from].id)) -> \(quoted(g.nodes[e.to].id)) [label=\(quoted(e.text)), style=\(MechanismStyle.of(e.mechanism).line.dotStyle), color=\(quoted(MechanismStyle.of(e.mechanism).color))];")
            }
        } else {
            for i in view.drawn {
                let n = g.nodes[i]
                let inside = g.edges.filter { $0.from == i && $0.to == i }.reduce(0) { $0 + $1.count }
                var label = n.kind == .external ? "external (\(n.typeCount ?? 0) names)" : escaped(n.name) + "\\n\(n.typeCount ?? 0) type\(n.typeCount == 1 ? "" : "s")"
                if inside > 0 { label += "\\n\(inside) internal edge\(inside == 1 ? "" : "s")" }
                lines.append("  \(quoted(n.id)) [label=\"\(label)\", shape=\(shape(n))];")
            }
            struct Pair: Hashable { var from: Int; var to: Int }
            var order: [Pair] = []
            var parts: [Pair: [String]] = [:]
            for e in g.edges where e.from != e.to && drawn.contains(e.from) && drawn.contains(e.to) {
                let p = Pair(from: e.from, to: e.to)
                if parts[p] == nil { order.append(p) }
                parts[p, default: []].append("\(e.mechanism.rawValue) \(e.count)")
            }
            for p in order {
                lines.append("  \(quoted(g.nodes[p.from].id)) -> \(quoted(g.nodes[p.to].id)) [label=\(quoted(parts[p]!.joined(separator: ", ")))];")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
