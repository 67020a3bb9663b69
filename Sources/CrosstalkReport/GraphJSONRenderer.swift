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
    static func render(_ view: GraphView) -> [UInt8] {
        let g = view.graph
        let drawn = Set(view.drawn)
        var nodes: [GraphJSONValue] = []
        for i in view.drawn {
            let n = g.nodes[i]
            var fields: [(String, GraphJSONValue)] = [("id", .string(n.id)), ("name", .string(n.name)), ("kind", .string(n.kind.rawValue))]
            if let k = n.typeKind { fields.append(("typeKind", .string(k.rawValue))) }
            if let m = n.module, n.kind != .module { fields.append(("module", .string(m))) }
            if let f = n.file { fields.append(("file", .string(f))) }
            if let l = n.line { fields.append(("line", .int(l))) }
            if let c = n.typeCount { fields.append((n.kind == .external ? "names" : "types", .int(c))) }
            if !n.otherModules.isEmpty { fields.append(("alsoIn", .array(n.otherModules.map { .string($0) }))) }
            if n.kind == .module, let target = g.targets.targets.first(where: { $0.name == n.name }) {
                fields.append(("targetKind", .string(target.kind.rawValue)))
                fields.append(("dependsOn", .array(target.dependsOn.map { .string($0) })))
            }
            nodes.append(.object(fields))
        }
        var edges: [GraphJSONValue] = []
        var counts: [Mechanism: Int] = [:]
        for e in g.edges where drawn.contains(e.from) && drawn.contains(e.to) {
            counts[e.mechanism, default: 0] += e.count
            var fields: [(String, GraphJSONValue)] = [("from", .string(g.nodes[e.from].id)), ("to", .string(g.nodes[e.to].id)),
                                                      ("mechanism", .string(e.mechanism.rawValue))]
            if g.level == .type { fields.append(("member", .string(e.member))) }
            fields.append(("ambiguous", .bool(e.ambiguous)))
            if g.level == .module { fields.append(("count", .int(e.count))) }
            fields.append(("sites", .array(e.sites.map(site))))
            edges.append(.object(fields))
        }
        var mechanisms: [(String, GraphJSONValue)] = []
        for m in Mechanism.allCases {
            let s = g.stats[m] ?? MechanismStats()
            mechanisms.append((m.rawValue, .object([
                ("edges", .int(counts[m] ?? 0)), ("resolved", .int(s.resolved)), ("internal", .int(s.internalReferences)),
                ("external", .int(s.external)), ("unresolved", .int(s.unresolved)), ("unmatched", .int(s.unmatched)),
            ])))
        }
        let summary: GraphJSONValue = .object([
            ("nodes", .int(nodes.count)), ("edges", .int(edges.count)), ("modules", .int(g.modules.count)),
            ("mechanisms", .object(mechanisms)),
        ])
        let unresolved: [GraphJSONValue] = g.unresolved.map { u in
            .object([("mechanism", .string(u.mechanism.rawValue)), ("file", .string(u.site.file)), ("line", .int(u.site.location.line)),
                     ("column", .int(u.site.location.column)), ("text", .string(u.text)), ("reason", .string(u.reason))])
        }
        func usages(_ list: [NotificationUsage], _ sites: (NotificationUsage) -> [EvidenceSite]) -> GraphJSONValue {
            .array(list.map { .object([("name", .string($0.name)), ("sites", .array(sites($0).map(site)))]) })
        }
        let root: GraphJSONValue = .object([
            ("version", .int(1)),
            ("level", .string(g.level.rawValue)),
            ("notes", .array(view.notes.map { .string($0) })),
            ("nodes", .array(nodes)),
            ("edges", .array(edges)),
            ("summary", summary),
            ("unresolved", .array(unresolved)),
            ("targets", .array(g.targets.targets.map { t in
                .object([("name", .string(t.name)), ("kind", .string(t.kind.rawValue)), ("dependsOn", .array(t.dependsOn.map { .string($0) }))])
            })),
            ("notifications", .object([
                ("postedNotObserved", usages(g.postedButNeverObserved) { $0.posts }),
                ("observedNotPosted", usages(g.observedButNeverPosted) { $0.observations }),
            ])),
        ])
        var w = JSONWriter(reservingCapacity: 1 << 16)
        root.write(to: &w)
        return w.finishBytes()
    }

    static func site(_ s: EvidenceSite) -> GraphJSONValue {
        .inline([("file", .string(s.file)), ("line", .int(s.location.line)), ("column", .int(s.location.column))])
    }
}

/// A JSON value with ordered keys, built by the graph renderer and written with the shared `JSONWriter`.
enum GraphJSONValue {
    case string(String)
    case int(Int)
    case bool(Bool)
    case array([GraphJSONValue])
    case object([(String, GraphJSONValue)])
    /// An object written on one line (sites), to keep large outputs short and diffable.
    case inline([(String, GraphJSONValue)])

    func write(to w: inout JSONWriter) {
        switch self {
        case .string(let s): w.value(s)
        case .int(let i): w.value(i)
        case .bool(let b): w.value(b)
        case .array(let items):
            // A lone site or name stays on the line of its key.
            let oneLine = items.count <= 1 && items.allSatisfy { if case .inline = $0 { return true }; if case .string = $0 { return true }; return false }
            w.beginArray(inline: oneLine)
            for item in items { item.write(to: &w) }
            w.endArray()
        case .object(let fields), .inline(let fields):
            if case .inline = self { w.beginObject(inline: true) } else { w.beginObject() }
            for (key, value) in fields {
                w.key(text: key)
                value.write(to: &w)
            }
            w.endObject()
        }
    }
}
