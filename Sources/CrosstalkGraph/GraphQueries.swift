/// Questions asked of a graph. Each returns plain values or a new graph (same stats and notifications), so they compose:
/// `graph.filtered(mechanisms: [.combine]).focused(on: "FeedViewModel", hops: 2).collapsedToModules()`.
extension CommunicationGraph {
    /// Combine and async-stream edges that carry `member` out of the types named `typeName`: who subscribes to
    /// `Type.member`. `member` may be written `$user`, `user` or `events()`.
    public func subscribers(of typeName: String, member: String) -> [GraphEdge] {
        let owners = Set(nodes(named: typeName))
        var plain = member.hasPrefix("$") ? String(member.dropFirst()) : member
        if plain.hasSuffix("()") { plain.removeLast(2) }
        return edges.filter { e in
            guard owners.contains(e.from), e.mechanism == .combine || e.mechanism == .asyncStream else { return false }
            let m = e.member.hasSuffix("()") ? String(e.member.dropLast(2)) : e.member
            return m == plain
        }
    }

    /// The subgraph of edges that carry `member` to or from `typeName` (any mechanism): for `UserService.user`,
    /// every subscriber of that publisher; for `Coordinator.onClose`, every assigner of that closure property.
    /// Nil when the type is unknown; an empty graph when no edge carries the member.
    public func memberFocus(of typeName: String, member: String) -> CommunicationGraph? {
        let owners = Set(nodes(named: typeName))
        guard !owners.isEmpty else { return nil }
        func plain(_ m: String) -> String {
            var m = m.hasPrefix("$") ? String(m.dropFirst()) : m
            if m.hasSuffix("()") { m.removeLast(2) }
            return m
        }
        let wanted = plain(member)
        var carried = self
        carried.edges = edges.filter { (owners.contains($0.from) || owners.contains($0.to)) && plain($0.member) == wanted }
        return carried.induced(keeping: Set(carried.edges.flatMap { [$0.from, $0.to] }).union(owners))
    }

    /// `subscribers(of:member:)` for `"Type.member"` (the last dot separates the member).
    public func subscribers(of spec: String) -> [GraphEdge] {
        guard let dot = spec.lastIndex(of: ".") else { return [] }
        return subscribers(of: String(spec[..<dot]), member: String(spec[spec.index(after: dot)...]))
    }

    /// Notification names posted somewhere and observed nowhere in the analyzed tree (its Objective-C files included).
    public var postedButNeverObserved: [NotificationUsage] {
        notifications.filter { !$0.posts.isEmpty && $0.observations.isEmpty && !$0.isObservedInObjectiveC }
    }

    /// Notification names observed somewhere and posted nowhere (system notifications included).
    public var observedButNeverPosted: [NotificationUsage] {
        notifications.filter { $0.posts.isEmpty && !$0.observations.isEmpty && !$0.isPostedInObjectiveC }
    }

    /// Only the edges of these mechanisms (all nodes kept).
    public func filtered(mechanisms: Set<Mechanism>) -> CommunicationGraph {
        var g = self
        g.edges = edges.filter { mechanisms.contains($0.mechanism) }
        return g
    }

    /// The nodes a focus name stands for: a node's id, qualified or simple name; else every type of a module so named.
    public func focusSeeds(_ name: String) -> [Int] {
        let named = nodes(named: name)
        if !named.isEmpty { return named }
        return nodes.indices.filter { nodes[$0].kind != .external && nodes[$0].module == name }
    }

    /// The neighbourhood of `seeds`: nodes within `hops` edges (either direction) and the edges among them.
    public func focused(on seeds: [Int], hops: Int) -> CommunicationGraph {
        var adjacency = [[Int]](repeating: [], count: nodes.count)
        for e in edges {
            adjacency[e.from].append(e.to)
            adjacency[e.to].append(e.from)
        }
        var distance = [Int](repeating: -1, count: nodes.count)
        var queue = seeds
        for s in seeds { distance[s] = 0 }
        var i = 0
        while i < queue.count {
            let n = queue[i]
            i += 1
            guard distance[n] < hops else { continue }
            for m in adjacency[n] where distance[m] < 0 {
                distance[m] = distance[n] + 1
                queue.append(m)
            }
        }
        return induced(keeping: Set(nodes.indices.filter { distance[$0] >= 0 }))
    }

    /// `focused(on:hops:)` by name; nil when no node or module has that name.
    public func focused(on name: String, hops: Int) -> CommunicationGraph? {
        let seeds = focusSeeds(name)
        return seeds.isEmpty ? nil : focused(on: seeds, hops: hops)
    }

    /// The subgraph of `keep` (renumbered, order preserved).
    public func induced(keeping keep: Set<Int>) -> CommunicationGraph {
        var newIndex = [Int](repeating: -1, count: nodes.count)
        var kept: [GraphNode] = []
        for i in nodes.indices where keep.contains(i) {
            newIndex[i] = kept.count
            kept.append(nodes[i])
        }
        var g = self
        g.nodes = kept
        g.edges = edges.compactMap { e in
            guard newIndex[e.from] >= 0, newIndex[e.to] >= 0 else { return nil }
            var e = e
            e.from = newIndex[e.from]
            e.to = newIndex[e.to]
            return e
        }
        return g
    }

    /// Nodes with at least one edge.
    public var connectedNodes: Set<Int> {
        var result: Set<Int> = []
        for e in edges {
            result.insert(e.from)
            result.insert(e.to)
        }
        return result
    }

    /// The id of the single node external names collapse into at module level.
    public static let externalModuleID = "(external)"

    /// One node per module (externals collapse into one `(external)` node), one edge per (from, to, mechanism) with
    /// `count` = the type-level edges it stands for and the union of their sites. Edges inside a module are kept as
    /// self-loops (renderers draw them as counts on the module, not as arrows). A module graph collapses to itself.
    public func collapsedToModules() -> CommunicationGraph {
        if level == .module { return self }
        var moduleIndex: [String: Int] = [:]
        var moduleNodes: [GraphNode] = []
        var typeCounts: [String: Int] = [:]
        for n in nodes where n.kind == .type {
            for m in n.modules { typeCounts[m, default: 0] += 1 }
        }
        for name in typeCounts.keys.sorted() {
            moduleIndex[name] = moduleNodes.count
            moduleNodes.append(GraphNode(id: name, name: name, kind: .module, module: name, typeCount: typeCounts[name]))
        }
        var externalCount = 0
        for n in nodes where n.kind == .external { externalCount += 1 }
        if externalCount > 0 {
            moduleIndex[Self.externalModuleID] = moduleNodes.count
            moduleNodes.append(GraphNode(id: Self.externalModuleID, name: "external", kind: .external, typeCount: externalCount))
        }
        /// The modules an edge is drawn between: for a type compiled into several targets, the one the other end
        /// shares or sees, so shared code never draws an arrow between two apps.
        func modulesOf(_ e: GraphEdge) -> (Int, Int) {
            let a = nodes[e.from], b = nodes[e.to]
            if a.kind == .external || b.kind == .external {
                let ma = a.kind == .external ? Self.externalModuleID : a.module ?? ""
                let mb = b.kind == .external ? Self.externalModuleID : b.module ?? ""
                return (moduleIndex[ma]!, moduleIndex[mb]!)
            }
            let (ma, mb) = targets.meetingPair(a.modules, b.modules)
            return (moduleIndex[ma]!, moduleIndex[mb]!)
        }
        struct Key: Hashable { var from: Int; var to: Int; var mechanism: Mechanism }
        var slots: [Key: Int] = [:]
        var merged: [GraphEdge] = []
        for e in edges {
            let (from, to) = modulesOf(e)
            let key = Key(from: from, to: to, mechanism: e.mechanism)
            if let s = slots[key] {
                merged[s].count += e.count
                merged[s].sites += e.sites
                merged[s].ambiguous = merged[s].ambiguous && e.ambiguous
            } else {
                slots[key] = merged.count
                merged.append(GraphEdge(from: key.from, to: key.to, mechanism: key.mechanism, member: "", sites: e.sites, ambiguous: e.ambiguous, count: e.count))
            }
        }
        for i in merged.indices { merged[i].sites = Array(Set(merged[i].sites)).sorted() }
        merged.sort { a, b in
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            return a.mechanism < b.mechanism
        }
        var g = self
        g.level = .module
        g.nodes = moduleNodes
        g.edges = merged
        return g
    }
}
