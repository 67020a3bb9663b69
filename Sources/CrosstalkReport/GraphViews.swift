import CrosstalkGraph

/// What one readable picture holds (docs/graph.md, "Views"): beyond it the default view zooms
/// out, and whatever is still left out is said inside the picture.
///
/// The defaults are below the contract's ceiling of 25 nodes and 40 edges on purpose: rendered by Mermaid's default
/// (dagre) layout, 25 targets with 40 labelled arrows came out 4,000–10,000 px wide on real apps, while 10 nodes and
/// 16 arrows stayed under 2,500 px on every app tried (README, "Diagrams").
public struct PictureBudget: Sendable, Hashable {
    public var maxNodes: Int
    public var maxArrows: Int
    public init(maxNodes: Int = 10, maxArrows: Int = 16) {
        self.maxNodes = maxNodes
        self.maxArrows = maxArrows
    }
}

/// The zoom level of a picture, like C4's: the targets, the folders of one target, one target's card, or types.
public enum PictureKind: String, Sendable, Hashable {
    /// One node per build target (tests hidden unless asked), arrows merged per pair of targets.
    case overview
    /// One node per folder of the largest target, for apps whose code is mostly one target.
    case folders
    /// One target's types with everything entering and leaving it, the other targets as single nodes.
    case card
    /// Types (`--level type`, `--focus Type`, or a graph small enough to draw whole).
    case types
}

/// Nodes regrouped into the nodes of a picture: each node goes to one of its candidate groups (a type compiled into
/// two targets has two), chosen per edge so that shared code meets the other end where a target sees both.
struct Grouping {
    /// Node → candidate group names in preference order; empty: not drawn.
    var groups: [[String]]
    /// Groups drawn as the one type they hold (a card's own types): group name → node index.
    var typeGroups: [String: Int] = [:]
}

extension CommunicationGraph {
    /// The graph without the types that only test targets compile; the number of test targets left out.
    func withoutTests() -> (CommunicationGraph, hidden: Int) {
        var hidden: Set<String> = []
        var keep: Set<Int> = []
        for (i, n) in nodes.enumerated() {
            let modules = n.modules
            if n.kind == .type, !modules.isEmpty, modules.allSatisfy(targets.isTest) { hidden.formUnion(modules) } else { keep.insert(i) }
        }
        return hidden.isEmpty ? (self, 0) : (induced(keeping: keep), hidden.count)
    }

    /// One node per group, one edge per (group, group, mechanism) with `count` the edges it stands for; edges inside a
    /// group stay as self-loops (drawn as counts). `members` holds, per edge, how often each member name was merged.
    func grouped(_ grouping: Grouping) -> (graph: CommunicationGraph, members: [[(String, Int)]]) {
        var index: [String: Int] = [:]
        var groupNodes: [GraphNode] = []
        var typeCounts: [String: Int] = [:]
        for (i, candidates) in grouping.groups.enumerated() where nodes[i].kind == .type {
            for g in candidates { typeCounts[g, default: 0] += 1 }
        }
        let names = Set(grouping.groups.joined()).sorted()
        for name in names {
            index[name] = groupNodes.count
            if let t = grouping.typeGroups[name] {
                groupNodes.append(nodes[t])
            } else if nodes.indices.contains(where: { nodes[$0].kind == .external && grouping.groups[$0].first == name }) {
                groupNodes.append(GraphNode(id: name, name: name, kind: .external, typeCount: grouping.groups.filter { $0 == [name] }.count))
            } else {
                groupNodes.append(GraphNode(id: name, name: name, kind: .module, module: name, typeCount: typeCounts[name] ?? 0))
            }
        }
        struct Key: Hashable { var from: Int; var to: Int; var mechanism: Mechanism }
        var slots: [Key: Int] = [:]
        var merged: [GraphEdge] = []
        var tallies: [[String: Int]] = []
        for e in edges {
            let a = grouping.groups[e.from], b = grouping.groups[e.to]
            guard !a.isEmpty, !b.isEmpty else { continue }
            let (ga, gb) = targets.meetingPair(a, b)
            let key = Key(from: index[ga]!, to: index[gb]!, mechanism: e.mechanism)
            let member = e.member.isEmpty ? "" : e.member
            if let s = slots[key] {
                merged[s].count += e.count
                merged[s].sites += e.sites
                merged[s].ambiguous = merged[s].ambiguous && e.ambiguous
                tallies[s][member, default: 0] += e.count
            } else {
                slots[key] = merged.count
                merged.append(GraphEdge(from: key.from, to: key.to, mechanism: e.mechanism, member: "", sites: e.sites, ambiguous: e.ambiguous, count: e.count))
                tallies.append([member: e.count])
            }
        }
        let order = merged.indices.sorted { a, b in
            let x = merged[a], y = merged[b]
            return (x.from, x.to, x.mechanism.order) < (y.from, y.to, y.mechanism.order)
        }
        var g = self
        g.level = .module
        g.nodes = groupNodes
        g.edges = order.map { i in
            var e = merged[i]
            e.sites = Array(Set(e.sites)).sorted()
            return e
        }
        let members = order.map { i in tallies[i].filter { !$0.key.isEmpty }.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) } }
        return (g, members)
    }

    /// Groups for the targets overview: each type to its targets, externals to one node.
    var overviewGrouping: Grouping {
        Grouping(groups: nodes.map { $0.kind == .external ? [CommunicationGraph.externalModuleID] : $0.modules })
    }

    /// Groups for one target's card: its own types stay types, every other type goes to its targets. A type the
    /// target shares with others keeps those as candidates, so an edge only another target sees stays there.
    func cardGrouping(_ target: String) -> Grouping {
        var grouping = Grouping(groups: [])
        for (i, n) in nodes.enumerated() {
            if n.kind == .type, n.modules.contains(target) {
                grouping.groups.append([n.id] + n.modules.filter { $0 != target })
                grouping.typeGroups[n.id] = i
            } else {
                grouping.groups.append(n.kind == .external ? [CommunicationGraph.externalModuleID] : n.modules)
            }
        }
        return grouping
    }

    /// Groups for the folders of `target`: its types by folder below the folders they all share, a folder holding
    /// more than half of them split again (while that stays within `maxGroups`); other types go to their targets.
    func folderGrouping(_ target: String, maxGroups: Int) -> Grouping {
        let inside = nodes.indices.filter { nodes[$0].kind == .type && nodes[$0].modules.contains(target) }
        let folders = inside.map { i in (nodes[i].file ?? "").split(separator: "/").dropLast().map(String.init) }
        var common = folders.first ?? []
        for f in folders.dropFirst() {
            var n = 0
            while n < common.count, n < f.count, common[n] == f[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        // Folders split so far: a file goes to the folder one level below the deepest split folder holding it.
        var split: [[String]] = [common]
        func key(_ f: [String]) -> [String] {
            let deepest = split.filter { f.starts(with: $0) }.max { $0.count < $1.count } ?? common
            return Array(f.prefix(deepest.count + 1))
        }
        for _ in 0..<4 {
            var sizes: [[String]: Int] = [:]
            for f in folders { sizes[key(f), default: 0] += 1 }
            guard sizes.count < maxGroups, let (biggest, size) = sizes.max(by: { $0.value < $1.value }), size * 2 > folders.count,
                  folders.contains(where: { $0.count > biggest.count && $0.starts(with: biggest) }) else { break }
            split.append(biggest)
        }
        // A folder is named by its path below the shared folders (`Features/Editor`), the target itself for files
        // directly in them.
        func label(_ f: [String]) -> String {
            let part = key(f).dropFirst(common.count)
            return part.isEmpty ? target : part.joined(separator: "/")
        }
        var grouping = Grouping(groups: nodes.map { $0.kind == .external ? [CommunicationGraph.externalModuleID] : $0.modules })
        for (k, i) in inside.enumerated() { grouping.groups[i] = [label(folders[k])] }
        return grouping
    }
}

/// Picks the picture and cuts it to the budget (`GraphRenderer.prepare` calls it for diagrams).
enum PictureChooser {
    /// The arrows a renderer draws: one per ordered pair of distinct nodes at module level, one per pair and mechanism
    /// at type level; with the edges each stands for.
    static func arrows(_ g: CommunicationGraph, drawn: Set<Int>) -> [(from: Int, to: Int, weight: Int, edges: [Int])] {
        struct Key: Hashable { var from: Int; var to: Int; var mechanism: Mechanism? }
        var slot: [Key: Int] = [:]
        var result: [(from: Int, to: Int, weight: Int, edges: [Int])] = []
        for (k, e) in g.edges.enumerated() where e.from != e.to && drawn.contains(e.from) && drawn.contains(e.to) {
            let key = Key(from: e.from, to: e.to, mechanism: g.level == .type ? e.mechanism : nil)
            if let s = slot[key] {
                result[s].weight += e.count
                result[s].edges.append(k)
            } else {
                slot[key] = result.count
                result.append((e.from, e.to, e.count, [k]))
            }
        }
        return result
    }

    /// The heaviest nodes and arrows within `budget` (the `keep` nodes always): the indices of the edges kept (in
    /// order), the nodes to draw, and how many linked nodes and arrows were left out.
    static func cut(_ g: CommunicationGraph, drawn: [Int], keep: Set<Int>, budget: PictureBudget)
        -> (keptEdges: [Int], drawn: [Int], nodesCut: Int, arrowsCut: Int) {
        let all = arrows(g, drawn: Set(drawn))
        var weight: [Int: Int] = [:]
        for a in all {
            weight[a.from, default: 0] += a.weight
            weight[a.to, default: 0] += a.weight
        }
        let linked = drawn.filter { weight[$0] != nil || keep.contains($0) }
        let ranked = linked.sorted { a, b in
            let ka = keep.contains(a), kb = keep.contains(b)
            if ka != kb { return ka }
            if weight[a, default: 0] != weight[b, default: 0] { return weight[a, default: 0] > weight[b, default: 0] }
            return g.nodes[a].name < g.nodes[b].name
        }
        let chosen = Set(ranked.prefix(budget.maxNodes))
        let candidates = all.filter { chosen.contains($0.from) && chosen.contains($0.to) }
            .sorted { a, b in a.weight != b.weight ? a.weight > b.weight : (a.from, a.to) < (b.from, b.to) }
        let keptArrows = candidates.prefix(budget.maxArrows)
        var keptEdges = Set(keptArrows.flatMap(\.edges))
        // Self-loops (counts inside a group) of chosen nodes stay: they are drawn as labels, not arrows.
        for (k, e) in g.edges.enumerated() where e.from == e.to && chosen.contains(e.from) { keptEdges.insert(k) }
        var ends = keep
        for a in keptArrows { ends.insert(a.from); ends.insert(a.to) }
        let finalNodes = drawn.filter { ends.contains($0) || (all.isEmpty && chosen.contains($0)) || weight[$0] == nil && !linked.contains($0) }
        let linkedDrawn = finalNodes.filter { linked.contains($0) }.count
        return (g.edges.indices.filter { keptEdges.contains($0) }, finalNodes, linked.count - linkedDrawn, all.count - keptArrows.count)
    }

    /// The direction whose picture comes out smaller on its longest side, by a rough model of Mermaid's default
    /// (dagre) layout: nodes ranked by dependency depth (the longest chain of arrows reaching them), each arrow's label
    /// a box in the row halfway along it, a long arrow a thin box in every row it crosses; top-down a picture is as
    /// wide as its widest row and as tall as its rows stacked, left to right the other way round. Text is 6.6 px a
    /// character at the 12 px font; node labels wrap at 140 px. Dagre orders top-down rows less tightly than the model
    /// assumes, so a top-down width counts 1.2 times: rendering both directions of the eight apps of the README's
    /// table, that factor picks the smaller picture on every one (1.5 put two of them over 3,000 px).
    static func direction(_ g: CommunicationGraph, drawn: [Int], members: [[MemberCount]]) -> GraphDirection {
        let all = arrows(g, drawn: Set(drawn))
        // Nodes without arrows: module pictures leave them out, and type pictures have few.
        let linked = Set(all.flatMap { [$0.from, $0.to] })
        let drawn = drawn.filter(linked.contains)
        let ranks = depthRanks(g, drawn: drawn)
        func textWidth(_ characters: Int) -> Double { Double(characters) * 6.6 }
        var rows: [Int: [(width: Double, height: Double)]] = [:]
        for i in drawn {
            let n = g.nodes[i]
            let characters = n.name.count + (n.kind == .module ? 12 : 0)
            let lines = Int(textWidth(characters) / 140) + 1
            rows[2 * ranks[i, default: 0], default: []].append((min(140, textWidth(characters)) + 30, Double(14 * lines + 20)))
        }
        for arrow in all {
            let mechanisms = Set(arrow.edges.map { g.edges[$0].mechanism })
            let lines: [Int]
            if mechanisms.count > 1 {
                lines = mechanisms.map { $0.rawValue.count + 4 }
            } else {
                let named = arrow.edges.flatMap { k in k < members.count ? members[k].map(\.name) : [g.edges[k].member] }.filter { !$0.isEmpty }
                let shown = g.level == .module ? min(20, named.first?.count ?? 0) + 9 : named.prefix(3).joined(separator: ", ").count
                lines = [(mechanisms.first?.rawValue.count ?? 0) + 1, shown]
            }
            let a = ranks[arrow.from, default: 0], b = ranks[arrow.to, default: 0]
            let (low, high) = (min(a, b), max(a, b))
            guard low != high else { continue }
            rows[low + high, default: []].append((textWidth(lines.max() ?? 0) + 8, Double(16 * lines.count + 4)))
            for row in (2 * low + 1) ..< (2 * high) where row != low + high { rows[row, default: []].append((10, 10)) }
        }
        guard !rows.isEmpty else { return .topDown }
        let across = rows.values.map { row in row.reduce(0) { $0 + $1.width + 16 } }.max()!
        let stacked = rows.values.map { row in row.map(\.height).max()! + 12 }.reduce(0, +)
        let along = rows.values.map { row in row.map(\.width).max()! + 12 }.reduce(0, +)
        let down = rows.values.map { row in row.reduce(0) { $0 + $1.height + 16 } }.max()!
        return max(along, down) < max(1.2 * across, stacked) ? .leftRight : .topDown
    }

    /// Node → its rank: the longest chain of arrows reaching it (cycles broken at the first revisit).
    static func depthRanks(_ g: CommunicationGraph, drawn: [Int]) -> [Int: Int] {
        let drawnSet = Set(drawn)
        var incoming: [Int: [Int]] = [:]
        for e in g.edges where e.from != e.to && drawnSet.contains(e.from) && drawnSet.contains(e.to) { incoming[e.to, default: []].append(e.from) }
        var rank: [Int: Int] = [:]
        var visiting: Set<Int> = []
        func depth(_ n: Int) -> Int {
            if let r = rank[n] { return r }
            if !visiting.insert(n).inserted { return 0 }
            let r = (incoming[n] ?? []).map { depth($0) + 1 }.max() ?? 0
            visiting.remove(n)
            rank[n] = r
            return r
        }
        for n in drawn { _ = depth(n) }
        return rank
    }
}
