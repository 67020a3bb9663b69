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
        var graph = GraphAccumulator(tables: tables)
        for effects in resolved { graph.apply(effects) }
        var project = GraphBuilder(tables: tables)
        project.buildDelegateConformances(assigned: graph.assignedDelegates)
        graph.apply(project.effects)
        project.effects = []
        let notifications = project.buildNotifications()
        graph.apply(project.effects)
        let result = graph.finish(notifications: notifications)
        // The tables, the resolved effects and the accumulator's keys hold an entry per member and per fact of the tree:
        // freeing them takes a while, and nothing waits for it. The block holds the last references once this returns.
        DispatchQueue.global().async { [graph, project] in withExtendedLifetime((tables, resolved, graph, project)) {} }
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

    /// Sorts nodes (module, name; externals last) and edges, and renumbers.
    func finish(notifications: [NotificationUsage]) -> CommunicationGraph {
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
        for name in externalNames { nodes.append(GraphNode(id: name, name: name, kind: .external)) }
        // Sort indices by precomputed keys: comparing whole nodes would copy them on every comparison.
        let keys = nodes.map { (external: $0.kind == .external, module: $0.module ?? "", id: $0.id) }
        let order = nodes.indices.sorted { a, b in
            let x = keys[a], y = keys[b]
            if x.external != y.external { return y.external }
            if x.module != y.module { return x.module < y.module }
            return x.id < y.id
        }
        var newIndex = [Int](repeating: 0, count: nodes.count)
        for (i, old) in order.enumerated() { newIndex[old] = i }
        let sortedNodes = order.map { nodes[$0] }
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
