import CrosstalkFacts
import CrosstalkGraph

/// `--format json` for graphs:
///
/// ```
/// {"version":1, "level":"type", "notes":[…],
///  "nodes":[{"id","name","kind","typeKind","module","file","line","alsoIn"}], // module level: "types", "targetKind", "dependsOn"
///  "edges":[{"from","to","mechanism","member","ambiguous","count","sites":[{"file","line","column"}]}],
///  "summary":{"nodes","edges","modules","mechanisms":{"combine":{"edges","resolved","internal","external","unresolved","unmatched"},…}},
///  "unresolved":[{"mechanism","file","line","column","text","reason"}],
///  "targets":[{"name","kind","dependsOn":[…]}],                              // the build targets the tree declares
///  "notifications":{"postedNotObserved":[{"name","sites"}],"observedNotPosted":[…]}}
/// ```
/// Keys in that fixed order, two-space indentation, one site per line: output is byte-stable.
enum GraphJSONRenderer {
    /// Written straight from the graph: building a value tree first cost as much again as writing it. A list of
    /// strings or sites with at most one element, and an empty list of objects, stays on its key's line.
    static func render(_ view: GraphView) -> [UInt8] {
        let g = view.graph
        let drawn = Set(view.drawn)
        var w = JSONWriter(reservingCapacity: 1 << 16)
        w.beginObject()
        w.field("version", 1)
        w.field("level", g.level.rawValue)
        w.key("notes")
        strings(view.notes, &w)
        w.key("nodes")
        w.beginArray(inline: view.drawn.isEmpty)
        for i in view.drawn {
            let n = g.nodes[i]
            w.beginObject()
            w.field("id", n.id)
            w.field("name", n.name)
            w.field("kind", n.kind.rawValue)
            if let k = n.typeKind { w.field("typeKind", k.rawValue) }
            if let m = n.module, n.kind != .module { w.field("module", m) }
            if let f = n.file { w.field("file", f) }
            if let l = n.line { w.field("line", l) }
            if let c = n.typeCount {
                if n.kind == .external { w.field("names", c) } else { w.field("types", c) }
            }
            if !n.otherModules.isEmpty {
                w.key("alsoIn")
                strings(n.otherModules, &w)
            }
            if n.kind == .module, let target = g.targets.targets.first(where: { $0.name == n.name }) {
                w.field("targetKind", target.kind.rawValue)
                w.key("dependsOn")
                strings(target.dependsOn, &w)
            }
            w.endObject()
        }
        w.endArray()
        let shown = g.edges.indices.filter { drawn.contains(g.edges[$0].from) && drawn.contains(g.edges[$0].to) }
        var counts: [Mechanism: Int] = [:]
        w.key("edges")
        w.beginArray(inline: shown.isEmpty)
        for k in shown {
            let e = g.edges[k]
            counts[e.mechanism, default: 0] += e.count
            w.beginObject()
            w.field("from", g.nodes[e.from].id)
            w.field("to", g.nodes[e.to].id)
            w.field("mechanism", e.mechanism.rawValue)
            if g.level == .type { w.field("member", e.member) }
            w.field("ambiguous", e.ambiguous)
            if g.level == .module { w.field("count", e.count) }
            w.key("sites")
            sites(e.sites, &w)
            w.endObject()
        }
        w.endArray()
        w.object("summary") { w in
            w.field("nodes", view.drawn.count)
            w.field("edges", shown.count)
            w.field("modules", g.modules.count)
            w.object("mechanisms") { w in
                for m in Mechanism.allCases {
                    let s = g.stats[m] ?? MechanismStats()
                    w.key(text: m.rawValue)
                    w.object { w in
                        w.field("edges", counts[m] ?? 0)
                        w.field("resolved", s.resolved)
                        w.field("internal", s.internalReferences)
                        w.field("external", s.external)
                        w.field("unresolved", s.unresolved)
                        w.field("unmatched", s.unmatched)
                    }
                }
            }
        }
        w.array("unresolved", inline: g.unresolved.isEmpty) { w in
            for u in g.unresolved {
                w.object { w in
                    w.field("mechanism", u.mechanism.rawValue)
                    w.field("file", u.site.file)
                    w.field("line", u.site.location.line)
                    w.field("column", u.site.location.column)
                    w.field("text", u.text)
                    w.field("reason", u.reason)
                }
            }
        }
        w.array("targets", inline: g.targets.targets.isEmpty) { w in
            for t in g.targets.targets {
                w.object { w in
                    w.field("name", t.name)
                    w.field("kind", t.kind.rawValue)
                    w.key("dependsOn")
                    strings(t.dependsOn, &w)
                }
            }
        }
        func usages(_ name: StaticString, _ list: [NotificationUsage], _ sites: (NotificationUsage) -> [EvidenceSite]) {
            w.array(name, inline: list.isEmpty) { w in
                for usage in list {
                    w.object { w in
                        w.field("name", usage.name)
                        w.key("sites")
                        GraphJSONRenderer.sites(sites(usage), &w)
                    }
                }
            }
        }
        w.key("notifications")
        w.beginObject()
        usages("postedNotObserved", g.postedButNeverObserved) { $0.posts }
        usages("observedNotPosted", g.observedButNeverPosted) { $0.observations }
        w.endObject()
        w.endObject()
        return w.finishBytes()
    }

    /// A list of strings.
    static func strings(_ list: [String], _ w: inout JSONWriter) {
        w.array(inline: list.count <= 1) { w in
            for s in list { w.value(s) }
        }
    }

    /// A list of sites, each on one line.
    static func sites(_ list: [EvidenceSite], _ w: inout JSONWriter) {
        w.array(inline: list.count <= 1) { w in
            for s in list {
                w.object(inline: true) { w in
                    w.field("file", s.file)
                    w.field("line", s.location.line)
                    w.field("column", s.location.column)
                }
            }
        }
    }
}
