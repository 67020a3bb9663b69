import CrosstalkFacts
import CrosstalkGraph
import Foundation

/// `graph --since REV`: the edges added and removed since a revision, drawn as a diff — added edges thick and
/// highlighted green, removed ones dashed red — in every graph format. Only changed edges and their ends are drawn,
/// so a pull request's diagram shows what the change does to the architecture and nothing else.
public enum GraphDiffRenderer {
    /// The diff in `format`; `revision` is named in titles and the JSON `since` key.
    public static func render(_ diff: GraphDiff, format: GraphFormat, revision: String) -> String {
        switch format {
        case .mermaid: return mermaid(diff, revision: revision)
        case .markdown: return markdown(diff, revision: revision)
        case .json: return json(diff, revision: revision)
        case .dot: return dot(diff, revision: revision)
        }
    }

    /// Added edges first, then removed ones, each with whether it was added.
    private static func changes(_ diff: GraphDiff) -> [(change: GraphDiff.Change, isAdded: Bool)] {
        diff.added.map { ($0, true) } + diff.removed.map { ($0, false) }
    }

    /// `+ combine: total` / `- combine: total`.
    private static func label(_ change: GraphDiff.Change, isAdded: Bool) -> String {
        (isAdded ? "+ " : "- ") + change.mechanism.rawValue + (change.member.isEmpty ? "" : ": \(change.member)")
    }

    /// The visible legend of a diff picture: what each line means, and that unchanged edges are left out.
    static func legend(revision: String) -> String {
        "changes since \(revision), arrows point the way information flows · thick green: added · dashed red: removed · "
            + "unchanged edges not drawn (crosstalk graph draws them all)"
    }

    /// A Mermaid diagram of the changed edges only, with a legend box; a single note node when nothing changed.
    static func mermaid(_ diff: GraphDiff, revision: String) -> String {
        var lines = ["graph LR", "%% crosstalk communication graph: edges added (thick, green) and removed (dashed, red) since \(revision)"]
        var ids = GraphMermaidRenderer.IDs()
        var declared: Set<String> = []
        func node(_ n: GraphNode) -> String {
            let id = ids.id(n.id, prefix: n.kind == .module ? "m_" : "t_")
            if declared.insert(id).inserted { lines.append("  \(id)\(GraphMermaidRenderer.nodeShape(n, n.name))") }
            return id
        }
        let all = changes(diff)
        if all.isEmpty { lines.append("  none[\(GraphMermaidRenderer.label("no edges added or removed since \(revision)"))]") }
        var styles: [String] = []
        for (index, (change, isAdded)) in all.enumerated() {
            let from = node(change.from), to = node(change.to)
            lines.append("  \(from) \(isAdded ? "==>" : "-.->")|\(GraphMermaidRenderer.label(label(change, isAdded: isAdded)))| \(to)")
            styles.append("  linkStyle \(index) stroke:\(isAdded ? "#2da44e,stroke-width:3px" : "#cf222e,stroke-dasharray:4")")
        }
        if !all.isEmpty {
            // Unlinked, a box stacks in the first column of a left-to-right picture, where it costs no width.
            let legendID = ids.id("legend", prefix: "aid_")
            styles.append("  \(legendID)[\(GraphMermaidRenderer.label(legend(revision: revision), limit: 400))]")
            styles.append(GraphMermaidRenderer.aidStyle)
            styles.append("  class \(legendID) aid")
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    /// The diagram in a fenced block, then a table of the changes with the first site of each.
    static func markdown(_ diff: GraphDiff, revision: String) -> String {
        var out = "# Communication changes since \(revision)\n\n```mermaid\n" + mermaid(diff, revision: revision) + "```\n\n"
        out += "| change | from | to | mechanism | member | where |\n|---|---|---|---|---|---|\n"
        for (change, isAdded) in changes(diff) {
            let site = change.sites.first.map { "\($0.file):\($0.location.line)" } ?? ""
            out += "| \(isAdded ? "added" : "removed") | \(cell(change.from.name)) | \(cell(change.to.name)) | \(change.mechanism.rawValue) | \(cell(change.member)) | \(cell(site)) |\n"
        }
        return out
    }

    /// Text safe in a Markdown table cell.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `{"version", "since", "added": [...], "removed": [...]}`, each edge with its ends, mechanism, member and sites.
    static func json(_ diff: GraphDiff, revision: String) -> String {
        var w = JSONWriter()
        w.object { w in
            w.field("version", 1)
            w.field("since", revision)
            for (key, list) in [("added", diff.added), ("removed", diff.removed)] {
                w.key(text: key)
                w.array { w in
                    for change in list {
                        w.object(inline: true) { w in
                            w.field("from", change.from.name)
                            w.field("to", change.to.name)
                            w.field("mechanism", change.mechanism.rawValue)
                            w.field("member", change.member)
                            w.array("sites", inline: true) { w in
                                for site in change.sites {
                                    w.object(inline: true) { w in
                                        w.field("file", site.file)
                                        w.field("line", site.location.line)
                                        w.field("column", site.location.column)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return w.finish()
    }

    /// Graphviz: added edges thick and green, removed ones dashed and red.
    static func dot(_ diff: GraphDiff, revision: String) -> String {
        var out = "digraph crosstalk_since {\n  label=\(GraphDOTRenderer.quoted("edges added and removed since \(revision)"));\n  rankdir=LR;\n"
        for (change, isAdded) in changes(diff) {
            let style = isAdded ? "color=\"#2da44e\", penwidth=3" : "color=\"#cf222e\", style=dashed"
            out += "  \(GraphDOTRenderer.quoted(change.from.name)) -> \(GraphDOTRenderer.quoted(change.to.name)) [label=\(GraphDOTRenderer.quoted(label(change, isAdded: isAdded))), \(style)];\n"
        }
        return out + "}\n"
    }
}
