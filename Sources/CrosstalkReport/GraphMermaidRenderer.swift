import CrosstalkFacts
import CrosstalkGraph

/// Mermaid `graph TD` (or `LR`) output, and the Markdown wrapper around it.
///
/// Type level: one `subgraph` per module holding its types; edges `t_A -->|"combine: user"| t_B`.
/// Module level: one node per module labelled with its type count (and edges inside it); one arrow per ordered module
/// pair labelled with the merged mechanisms and counts (`"combine 3, delegate 1"`).
/// Node ids are `t_`/`m_`/`x_` plus the name with every character outside `[A-Za-z0-9_]` replaced, made unique with
/// a numeric suffix: always valid identifiers and never a Mermaid keyword (`end`, `graph`, `subgraph`, `style`,
/// `click`, `class`, …). Labels are quoted with `"`, `#`, `<`, `>`, `&`, `|` and backticks written as entity codes.
/// Output stays within Mermaid's defaults (500 edges, 50,000 characters); beyond them edges are cut in order and a
/// `%%` comment says how many and how to narrow the view.
enum GraphMermaidRenderer {
    /// Mermaid's limit counts every link, the legend's and note's invisible ones too; arrows get the rest.
    static let maxEdges = 500 - readerAidLinks
    /// The invisible links that hang the legend and the note under the picture (`appendReaderAids`).
    static let readerAidLinks = 2
    static let maxTextSize = 50_000

    static func render(_ view: GraphView) -> String {
        view.graph.level == .module ? renderModules(view) : renderTypes(view)
    }

    static func renderMarkdown(_ view: GraphView) -> String {
        var out = "# \(view.options.title)\n\n"
        for note in view.notes { out += "> \(note)\n" }
        if !view.notes.isEmpty { out += "\n" }
        out += "```mermaid\n" + render(view) + "```\n\n"
        let counts = view.graph.edgeCounts
        out += "| mechanism | edges | unresolved | external |\n|---|---:|---:|---:|\n"
        for m in Mechanism.allCases {
            let s = view.graph.stats[m] ?? MechanismStats()
            out += "| \(m.rawValue) | \(counts[m] ?? 0) | \(s.unresolved) | \(s.external) |\n"
        }
        return out
    }

    // MARK: ids and labels

    /// `t_` for types, `m_` for modules and folders, `x_` for external names.
    static func idPrefix(_ node: GraphNode) -> String {
        switch node.kind {
        case .type: return "t_"
        case .module: return "m_"
        case .external: return "x_"
        }
    }

    /// Unique, always-valid Mermaid ids.
    struct IDs {
        var used: Set<String> = []
        var byKey: [String: String] = [:]

        mutating func id(_ key: String, prefix: String) -> String {
            if let existing = byKey[prefix + key] { return existing }
            var body = ""
            for u in key.unicodeScalars {
                body.unicodeScalars.append(u.isASCII && (u.properties.isAlphabetic || ("0"..."9").contains(u) || u == "_") ? u : "_")
            }
            var candidate = prefix + body
            var n = 2
            while used.contains(candidate) {
                candidate = prefix + body + "_\(n)"
                n += 1
            }
            used.insert(candidate)
            byKey[prefix + key] = candidate
            return candidate
        }
    }

    /// A label safe inside `"…"`: entity codes for the characters Mermaid would read as syntax or HTML.
    static func label(_ text: String, limit: Int = 60) -> String {
        var t = text
        if t.count > limit { t = String(t.prefix(limit - 1)) + "…" }
        var out = ""
        for ch in t {
            switch ch {
            case "\"": out += "#quot;"
            case "#": out += "#35;"
            case "<": out += "#lt;"
            case ">": out += "#gt;"
            case "&": out += "#amp;"
            case "|": out += "#124;"
            case "`": out += "#96;"
            case "\n", "\r", "\t": out += " "
            default: out.append(ch)
            }
        }
        return "\"" + out + "\""
    }

    /// A label of several lines (`injection:` over `manager ×7 (+2)`): an arrow's label is as wide as its longest line,
    /// and in a left-to-right picture every label widens the gap between two ranks.
    static func label(lines: [String], limit: Int = 60) -> String {
        "\"" + lines.map { String(label($0, limit: limit).dropFirst().dropLast()) }.joined(separator: "<br>") + "\""
    }

    static func nodeShape(_ node: GraphNode, _ text: String) -> String {
        let l = label(text)
        switch node.kind {
        case .module: return "[[\(l)]]"
        case .external: return "[/\(l)/]"
        case .type:
            switch node.typeKind {
            case .protocol?: return "{{\(l)}}"
            case .struct?, .enum?: return "(\(l))"
            default: return "[\(l)]"
            }
        }
    }

    /// Tighter spacing and a smaller font than Mermaid's defaults: the same picture in about two thirds of the area,
    /// still legible; node labels wrap at 140 px instead of 200, so long target names do not widen a rank.
    static let layoutDirective = #"%%{init: {"flowchart": {"nodeSpacing": 16, "rankSpacing": 24, "wrappingWidth": 140}, "themeVariables": {"fontSize": "12px"}}}%%"#

    static func header(_ view: GraphView, _ summary: String) -> [String] {
        var lines = [layoutDirective, "graph \(view.direction.rawValue)", "%% crosstalk communication graph, \(summary)"]
        for note in view.notes { lines.append("%% " + note.replacingNewlines()) }
        return lines
    }

    // MARK: type level

    /// Type-level edges with the same ends and mechanism, drawn as one arrow listing the members.
    struct MergedEdge {
        var from: Int
        var to: Int
        var mechanism: Mechanism
        /// Members in edge order; ambiguous ones end with `?`.
        var members: [String]

        /// `closure: onTap, onClose` on one line (DOT).
        var text: String { lines.joined(separator: " ") }

        /// The mechanism over the members (Mermaid): at most three members, then how many more.
        var lines: [String] {
            let shown = members.prefix(3).joined(separator: ", ")
            return ["\(mechanism.rawValue):", shown + (members.count > 3 ? " (+\(members.count - 3))" : "")]
        }
    }

    static func mergedEdges(_ g: CommunicationGraph, drawn: Set<Int>) -> [MergedEdge] {
        struct Key: Hashable { var from: Int; var to: Int; var mechanism: Mechanism }
        var slot: [Key: Int] = [:]
        var result: [MergedEdge] = []
        for e in g.edges where drawn.contains(e.from) && drawn.contains(e.to) {
            let key = Key(from: e.from, to: e.to, mechanism: e.mechanism)
            let member = e.member + (e.ambiguous ? "?" : "")
            if let s = slot[key] { result[s].members.append(member) } else {
                slot[key] = result.count
                result.append(MergedEdge(from: e.from, to: e.to, mechanism: e.mechanism, members: [member]))
            }
        }
        return result
    }

    static func renderTypes(_ view: GraphView) -> String {
        let g = view.graph
        var ids = IDs()
        let drawnSet = Set(view.drawn)
        // Ids for every drawn node up front, in node order, so they do not depend on which edges are kept.
        var nodeIDs: [Int: String] = [:]
        for i in view.drawn { nodeIDs[i] = ids.id(g.nodes[i].id, prefix: g.nodes[i].kind == .external ? "x_" : "t_") }
        let merged = mergedEdges(g, drawn: drawnSet)
        let connected = Set(merged.flatMap { [$0.from, $0.to] })
        let isolated = view.drawn.filter { !connected.contains($0) }
        let grouped = view.options.groupByModule ?? (connected.count + isolated.count <= view.options.maxTypeNodes)
        func nodeLine(_ i: Int) -> String {
            let n = g.nodes[i]
            if n.kind == .external { return "  \(nodeIDs[i]!)\(nodeShape(n, n.name))" }
            if grouped { return "    \(nodeIDs[i]!)\(nodeShape(n, n.name))" }
            return "  \(nodeIDs[i]!)\(nodeShape(n, "\(n.name) (\(n.module ?? ""))"))"
        }
        func edgeLine(_ e: MergedEdge) -> String {
            "  \(nodeIDs[e.from]!) \(MechanismStyle.of(e.mechanism).line.mermaidArrow)|\(label(lines: e.lines))| \(nodeIDs[e.to]!)"
        }
        // Keep edges (and the nodes they need) within Mermaid's limits, counting the text exactly (UTF-16, as
        // Mermaid does) plus room for the header, subgraph lines and styles.
        var kept: [MergedEdge] = []
        var keptNodes = Set<Int>()
        var modules = Set<String>()
        var size = 1_500 + view.notes.reduce(0) { $0 + $1.utf16.count + 4 }
        var cut = 0
        func nodeCost(_ i: Int) -> Int {
            var cost = nodeLine(i).utf16.count + 1
            if grouped, let m = g.nodes[i].module, !modules.contains(m) { cost += 2 * m.utf16.count + 30 }
            return cost
        }
        for i in isolated {
            size += nodeCost(i)
            keptNodes.insert(i)
            if let m = g.nodes[i].module { modules.insert(m) }
        }
        for e in merged {
            var cost = edgeLine(e).utf16.count + 6
            if !keptNodes.contains(e.from) { cost += nodeCost(e.from) }
            if !keptNodes.contains(e.to) { cost += nodeCost(e.to) }
            if kept.count >= maxEdges || size + cost > maxTextSize { cut += 1; continue }
            size += cost
            kept.append(e)
            for i in [e.from, e.to] where keptNodes.insert(i).inserted { if let m = g.nodes[i].module { modules.insert(m) } }
        }
        let typeEdges = kept.reduce(0) { $0 + $1.members.count }
        var summary = "type level: \(keptNodes.count) types, \(typeEdges) edges"
        if kept.count != typeEdges { summary += " in \(kept.count) arrow\(kept.count == 1 ? "" : "s")" }
        if cut > 0 { summary += " (\(cut) more arrows cut to stay within Mermaid's limits; narrow with --focus NAME --hops N or --mechanism M)" }
        if !grouped { summary += "; flat (module in each label): large grouped diagrams can break Mermaid's layout" }
        var lines = header(view, summary)
        var externals: [Int] = []
        var types: [Int] = []
        for i in g.nodes.indices where keptNodes.contains(i) {
            if g.nodes[i].kind == .external { externals.append(i) } else { types.append(i) }
        }
        for (module, members) in groupedByModule(types, g) {
            if grouped { lines.append("  subgraph \(ids.id(module, prefix: "m_"))[\(label(module))]") }
            for i in members { lines.append(nodeLine(i)) }
            if grouped { lines.append("  end") }
        }
        for i in externals { lines.append(nodeLine(i)) }
        var styles: [Mechanism: [Int]] = [:]
        for (n, e) in kept.enumerated() {
            lines.append(edgeLine(e))
            styles[e.mechanism, default: []].append(n)
        }
        appendStyles(&lines, styles: styles, externals: externals.map { nodeIDs[$0]! })
        let bottom = deepestNode(g, drawn: types.isEmpty ? externals : types).map { i in grouped && g.nodes[i].kind == .type ? ids.id(g.nodes[i].module ?? "", prefix: "m_") : nodeIDs[i]! }
        appendReaderAids(&lines, view, mechanisms: Set(kept.map(\.mechanism)), highlighted: view.highlighted.compactMap { keptNodes.contains($0) ? nodeIDs[$0] : nil },
                         below: bottom, ids: &ids)
        return lines.joined(separator: "\n") + "\n"
    }

    /// How legend and note boxes look: quiet grey, apart from the picture's nodes.
    static let aidStyle = "  classDef aid fill:#fafafa,stroke:#bbb,color:#333"

    /// The drawn node deepest in the picture (the longest chain of arrows reaching it; the first such in `drawn`).
    static func deepestNode(_ g: CommunicationGraph, drawn: [Int]) -> Int? {
        let ranks = PictureChooser.depthRanks(g, drawn: drawn)
        return drawn.max { ranks[$0, default: 0] < ranks[$1, default: 0] || (ranks[$0, default: 0] == ranks[$1, default: 0] && $0 > $1) }
    }

    /// What a reader needs inside the picture: a legend of the mechanisms drawn (and "arrows point the way
    /// information flows"), a visible note with the view's notes (what was left out and how to see it), and the focus
    /// highlighted.
    ///
    /// Top-down, the legend and note hang side by side under `below` (the deepest node, or its subgraph) by invisible
    /// links: unlinked, Mermaid puts them in the first rank beside the picture, which made flat apps' pictures over
    /// 3,000 px wide. Left to right, unlinked boxes stack in the first column, which costs no width.
    static func appendReaderAids(_ lines: inout [String], _ view: GraphView, mechanisms: Set<Mechanism>, mixed: Bool = false, highlighted: [String],
                                 below: String?, ids: inout IDs) {
        var aids: [String] = []
        if !mechanisms.isEmpty {
            let legend = "arrows point the way information flows · " + mechanisms.sorted().map(MechanismStyle.appearance).joined(separator: " · ")
                + (mixed ? " · solid black: several, as labelled" : "")
            aids.append(ids.id("legend", prefix: "aid_"))
            lines.append("  \(aids[0])[\(label(legend, limit: 400))]")
        }
        if !view.notes.isEmpty {
            let id = ids.id("note", prefix: "aid_")
            aids.append(id)
            lines.append("  \(id)[\(label(view.notes.joined(separator: " · "), limit: 600))]")
        }
        if !aids.isEmpty {
            if view.direction == .topDown, let below {
                for aid in aids { lines.append("  \(below) ~~~ \(aid)") }
            }
            lines.append(aidStyle)
            lines.append("  class \(aids.joined(separator: ",")) aid")
        }
        if !highlighted.isEmpty {
            lines.append("  classDef focus fill:#fff3b0,stroke:#b58900,stroke-width:3px")
            lines.append("  class \(highlighted.sorted().joined(separator: ",")) focus")
        }
    }

    /// Nodes grouped by module, modules in order of first appearance (one `subgraph` each, even if unsorted).
    static func groupedByModule(_ indices: [Int], _ g: CommunicationGraph) -> [(String, [Int])] {
        var groups: [(String, [Int])] = []
        var slot: [String: Int] = [:]
        for i in indices {
            let m = g.nodes[i].module ?? ""
            if let s = slot[m] { groups[s].1.append(i) } else { slot[m] = groups.count; groups.append((m, [i])) }
        }
        return groups
    }

    static func appendStyles(_ lines: inout [String], styles: [Mechanism: [Int]], externals: [String]) {
        for m in Mechanism.allCases {
            guard let indices = styles[m], !indices.isEmpty else { continue }
            lines.append("  linkStyle \(indices.map(String.init).joined(separator: ",")) stroke:\(MechanismStyle.of(m).color),stroke-width:2px")
        }
        if !externals.isEmpty {
            lines.append("  classDef external fill:#f4f4f4,stroke:#999,stroke-dasharray:3 3,color:#555")
            lines.append("  class \(externals.joined(separator: ",")) external")
        }
    }

    // MARK: module level

    /// `injection:` over `manager ×7 (+2)` — the mechanism with its most frequent member and how many other members
    /// it merges; `combine 3` when the members are not known (a plain module-level graph). Short on purpose: every
    /// label is a box Mermaid's layout must place, and long ones double a picture's width.
    static func mergedLabel(_ m: Mechanism, count: Int, members: [MemberCount]) -> [String] {
        guard let top = members.first else { return ["\(m.rawValue) \(count)"] }
        var name = top.name
        if name.count > 20 { name = String(name.prefix(19)) + "…" }
        return ["\(m.rawValue):", name + (top.count > 1 ? " ×\(top.count)" : "") + (members.count > 1 ? " (+\(members.count - 1))" : "")]
    }

    static func renderModules(_ view: GraphView) -> String {
        let g = view.graph
        var ids = IDs()
        // Merge mechanisms per ordered pair; count edges inside each module.
        struct Pair: Hashable { var from: Int; var to: Int }
        var pairs: [Pair: [(Mechanism, Int, [MemberCount])]] = [:]
        var pairOrder: [Pair] = []
        for (k, e) in g.edges.enumerated() {
            // Edges inside one node are not arrows; JSON lists them.
            if e.from == e.to { continue }
            let p = Pair(from: e.from, to: e.to)
            if pairs[p] == nil { pairOrder.append(p) }
            pairs[p, default: []].append((e.mechanism, e.count, k < view.members.count ? view.members[k] : []))
        }
        // Modules with no edge to another module are listed in a comment, not drawn (unless asked): they only widen the picture.
        var linked = Set<Int>()
        for p in pairOrder { linked.insert(p.from); linked.insert(p.to) }
        let drawn = view.drawn.filter { linked.contains($0) || (view.options.includeIsolated && g.nodes[$0].kind == .module) }
        let alone = view.drawn.filter { !drawn.contains($0) && g.nodes[$0].kind == .module }.map { g.nodes[$0].name }
        let typeTotal = g.nodes.reduce(0) { $0 + ($1.kind == .module ? ($1.typeCount ?? 0) : 0) }
        var lines = header(view, "module level: \(drawn.filter { g.nodes[$0].kind == .module }.count) modules, \(typeTotal) types, \(pairOrder.count) module pairs")
        if !alone.isEmpty {
            lines.append("%% not drawn, no edges to other modules: " + alone.prefix(40).joined(separator: ", ") + (alone.count > 40 ? ", …" : ""))
        }
        var externals: [String] = []
        for i in drawn {
            let n = g.nodes[i]
            let id = ids.id(n.id, prefix: idPrefix(n))
            let text: String
            switch n.kind {
            case .external: text = "external (\(n.typeCount ?? 0) names)"
            case .type: text = n.name
            case .module: text = "\(n.name) (\(n.typeCount ?? 0) type\(n.typeCount == 1 ? "" : "s"))"
            }
            lines.append("  \(id)\(nodeShape(n, text))")
            if n.kind == .external { externals.append(id) }
        }
        var styles: [Mechanism: [Int]] = [:]
        for (k, p) in pairOrder.prefix(maxEdges).enumerated() {
            let parts = pairs[p]!.sorted { $0.0 < $1.0 }
            // Several mechanisms on one arrow: their counts only, one a line, or the label outgrows the picture.
            let text = parts.count == 1 ? mergedLabel(parts[0].0, count: parts[0].1, members: parts[0].2)
                : parts.map { $0.1 > 1 ? "\($0.0.rawValue) ×\($0.1)" : $0.0.rawValue }
            let single = parts.count == 1 ? parts[0].0 : nil
            let from = ids.id(g.nodes[p.from].id, prefix: idPrefix(g.nodes[p.from]))
            let to = ids.id(g.nodes[p.to].id, prefix: idPrefix(g.nodes[p.to]))
            lines.append("  \(from) \(single.map { MechanismStyle.of($0).line.mermaidArrow } ?? MechanismStyle.Line.solid.mermaidArrow)|\(label(lines: text))| \(to)")
            if let single { styles[single, default: []].append(k) }
        }
        if pairOrder.count > maxEdges { lines.insert("%% \(pairOrder.count - maxEdges) module pairs cut to stay within Mermaid's edge limit", at: 2) }
        appendStyles(&lines, styles: styles, externals: externals)
        let mechanisms = Set(pairOrder.prefix(maxEdges).flatMap { pairs[$0]!.map(\.0) })
        appendReaderAids(&lines, view, mechanisms: mechanisms, mixed: pairOrder.prefix(maxEdges).contains { pairs[$0]!.count > 1 },
                         highlighted: drawn.filter(view.highlighted.contains).map { ids.id(g.nodes[$0].id, prefix: idPrefix(g.nodes[$0])) },
                         below: deepestNode(g, drawn: drawn).map { ids.id(g.nodes[$0].id, prefix: idPrefix(g.nodes[$0])) }, ids: &ids)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The text on one line (for comments).
    fileprivate func replacingNewlines() -> String { String(map { $0 == "\n" || $0 == "\r" ? " " : $0 }) }
}
