import CrosstalkFacts
import Dispatch

/// Merges what the per-file resolvers found into one graph: edges keyed by (from, to, mechanism, member) with their
/// sites in the order applied, external nodes numbered in order of first use, each fact's outcome counted. Files are
/// applied in file order, then the passes over the whole project (delegate conformances, notifications), so the graph
/// is the same however the files were scheduled.
struct GraphAccumulator {
    let tables: GraphTables

    struct EdgeKey: Hashable {
        var from: Int
        var to: Int
        var mechanism: Mechanism
        var member: String
    }
    var edgeSlots: [EdgeKey: Int] = [:]
    var edges: [GraphEdge] = []
    var externalNodes: [String: Int] = [:]
    var externalNames: [String] = []
    var stats: [Mechanism: MechanismStats] = [:]
    var unresolved: [UnresolvedFact] = []

    /// An empty graph over `tables`.
    init(tables: GraphTables) {
        self.tables = tables
        for m in Mechanism.allCases { stats[m] = MechanismStats() }
    }

    /// The graph of `index`: tables built once, every file resolved on all cores, the results applied in file order.
    static func build(index: ProjectIndex, configuration: ArchitectureConfiguration, options: CommunicationGraph.BuildOptions) -> CommunicationGraph {
        let tables = GraphTables(index: index, configuration: configuration, options: options)
        let resolved = concurrentMap(count: tables.files.count, state: { GraphBuilder(tables: tables) }) { resolver, f in resolver.resolve(file: f) }
        // Applying the files' effects and then the delegate conformances (which ask what those effects assigned) keeps to
        // one core; the notifications and the type nodes read only the tables, so they are found beside it. Effects are
        // applied in the same order either way: files, delegate conformances, notifications.
        let (applied, (notified, typeNodes)) = concurrently({
            var graph = GraphAccumulator(tables: tables)
            for effects in resolved { graph.apply(effects) }
            var delegates = GraphBuilder(tables: tables)
            delegates.buildDelegateConformances(assigned: graph.assignedDelegates)
            graph.apply(delegates.effects)
            return graph
        }, {
            var notifying = GraphBuilder(tables: tables)
            let usages = notifying.buildNotifications()
            return ((effects: notifying.effects, usages: usages), GraphAccumulator.typeNodes(of: tables))
        })
        // Moved, not copied: a copy would duplicate the edge tables on the first apply, and the copy left behind would
        // free the tables here rather than in the block below.
        var graph = consume applied
        graph.apply(notified.effects)
        let result = graph.finish(typeNodes: typeNodes, notifications: notified.usages)
        // The tables, the resolved effects and the accumulator's keys hold an entry per member and per fact of the tree:
        // freeing them takes a while, and nothing waits for it. The block holds the last references once this returns.
        DispatchQueue.global().async { [graph] in withExtendedLifetime((tables, resolved, graph)) {} }
        return result
    }

    /// Applies one resolver's effects in order.
    mutating func apply(_ effects: [GraphBuilder.Effect]) {
        for effect in effects {
            switch effect {
            case let .edge(from, to, mechanism, member, site, ambiguous):
                addEdge(from: from, to: to, mechanism, member: member, site: site, ambiguous: ambiguous)
            case let .externalEdge(name, to, mechanism, member, site):
                addEdge(from: externalNode(name), to: to, mechanism, member: member, site: site, ambiguous: false)
            case let .outcome(outcome, mechanism, site, text):
                record(outcome, mechanism, site: site, text: text)
            case let .unmatched(mechanism):
                stats[mechanism]!.unmatched += 1
            }
        }
    }

    /// (delegate owner, member) of every delegate edge so far: the delegate properties some assignment or initializer
    /// argument gave a value.
    var assignedDelegates: Set<NodeMember> {
        var assigned: Set<NodeMember> = []
        for e in edges where e.mechanism == .delegate { assigned.insert(NodeMember(node: e.from, name: e.member)) }
        return assigned
    }

    /// An external node index (created on first use).
    mutating func externalNode(_ name: String) -> Int {
        if let n = externalNodes[name] { return n }
        let n = tables.infos.count + externalNames.count
        externalNames.append(name)
        externalNodes[name] = n
        return n
    }

    /// Adds the edge, or a site to the edge already there (the resolver kept only edges some target sees both ends of).
    mutating func addEdge(from: Int, to: Int, _ mechanism: Mechanism, member: String, site: EvidenceSite, ambiguous: Bool) {
        let key = EdgeKey(from: from, to: to, mechanism: mechanism, member: member)
        if let slot = edgeSlots[key] {
            if !edges[slot].sites.contains(site) { edges[slot].sites.append(site) }
            // Definite evidence for an edge outweighs a guess for the same edge.
            edges[slot].ambiguous = edges[slot].ambiguous && ambiguous
        } else {
            edgeSlots[key] = edges.count
            edges.append(GraphEdge(from: from, to: to, mechanism: mechanism, member: member, sites: [site], ambiguous: ambiguous))
        }
    }

    /// Counts a fact's outcome (and lists it when unresolved).
    mutating func record(_ outcome: Outcome, _ mechanism: Mechanism, site: EvidenceSite, text: String) {
        switch outcome {
        case .notAFact: return
        case .resolved: stats[mechanism]!.resolved += 1
        case .internalReference: stats[mechanism]!.internalReferences += 1
        case .external: stats[mechanism]!.external += 1
        case .unresolved(let reason):
            stats[mechanism]!.unresolved += 1
            unresolved.append(UnresolvedFact(mechanism: mechanism, site: site, text: text, reason: reason))
        }
    }

    /// The node of each of the tables' types, sorted by module and id, and where each type's node went in that order.
    static func typeNodes(of tables: GraphTables) -> (nodes: [GraphNode], position: [Int]) {
        var nodes: [GraphNode] = []
        for info in tables.infos {
            let sameName = tables.byQualified[info.qualifiedName] ?? []
            var id = sameName.count > 1 ? info.module + "/" + info.qualifiedName : info.qualifiedName
            // Two files' private types of one name in one module: the file tells them apart (`App/Weak#TokenState`).
            if info.isFilePrivate && sameName.contains(where: { tables.infos[$0].module == info.module && tables.infos[$0].file != info.file }) {
                let fileName = tables.files[info.file].path.split(separator: "/").last.map(String.init) ?? ""
                id += "#" + (fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName)
            }
            nodes.append(GraphNode(id: id, name: info.qualifiedName, kind: .type,
                                   typeKind: info.kind, module: info.module, file: tables.files[info.file].path, line: info.location.line,
                                   otherModules: Array(tables.fileModules[info.file].dropFirst())))
        }
        // Sort indices by precomputed keys: comparing whole nodes would copy them on every comparison.
        let keys = nodes.map { (module: $0.module ?? "", id: $0.id) }
        let order = nodes.indices.sorted { a, b in
            let x = keys[a], y = keys[b]
            if x.module != y.module { return x.module < y.module }
            return x.id < y.id
        }
        var position = [Int](repeating: 0, count: nodes.count)
        for (i, old) in order.enumerated() { position[old] = i }
        return (order.map { nodes[$0] }, position)
    }

    /// Adds the external nodes after the type nodes (`typeNodes`), sorted by name, sorts the edges, and renumbers.
    func finish(typeNodes: (nodes: [GraphNode], position: [Int]), notifications: [NotificationUsage]) -> CommunicationGraph {
        let externalOrder = externalNames.indices.sorted { externalNames[$0] < externalNames[$1] }
        let sortedNodes = typeNodes.nodes + externalOrder.map { GraphNode(id: externalNames[$0], name: externalNames[$0], kind: .external) }
        var newIndex = typeNodes.position + [Int](repeating: 0, count: externalNames.count)
        for (rank, k) in externalOrder.enumerated() { newIndex[typeNodes.nodes.count + k] = typeNodes.nodes.count + rank }
        var sortedEdges = edges.map { e -> GraphEdge in
            var e = e
            e.from = newIndex[e.from]
            e.to = newIndex[e.to]
            e.sites.sort()
            return e
        }
        sortedEdges.sort { a, b in
            if a.from != b.from { return a.from < b.from }
            if a.to != b.to { return a.to < b.to }
            if a.mechanism != b.mechanism { return a.mechanism < b.mechanism }
            return a.member < b.member
        }
        let modules = Set(tables.infos.map(\.module)).sorted()
        var graph = CommunicationGraph(level: .type, nodes: sortedNodes, edges: sortedEdges, stats: stats, unresolved: unresolved.sorted(),
                                       notifications: notifications, modules: modules, includesExternal: tables.options.includeExternal)
        graph.targets = tables.visibility
        return graph
    }
}
