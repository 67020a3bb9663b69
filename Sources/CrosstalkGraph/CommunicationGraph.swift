import CrosstalkFacts

/// Who talks to whom, by which mechanism (docs/graph.md). Built from the facts of every file by `CommunicationGraph.build`;
/// queries return new graphs or edge lists, so renderers and rules work on plain values.
public struct CommunicationGraph: Sendable {
    /// `type` graphs have type (and external) nodes; `module` graphs have module nodes with merged, counted edges.
    public enum Level: String, Sendable, CaseIterable { case type, module }

    public var level: Level
    /// Sorted by (module, name); externals last.
    public var nodes: [GraphNode]
    /// Sorted by (from, to, mechanism, member) node order.
    public var edges: [GraphEdge]
    /// What became of every fact, per mechanism (all mechanisms present).
    public var stats: [Mechanism: MechanismStats]
    /// Facts that produced no edge because their other end was not found.
    public var unresolved: [UnresolvedFact]
    /// Every notification name seen, with its posts and observations.
    public var notifications: [NotificationUsage]
    /// Module names, sorted.
    public var modules: [String]
    /// External nodes were requested at build time.
    public var includesExternal: Bool
    /// The build targets the tree declares and which sees which (empty when it declares none).
    public var targets = TargetVisibility(targets: [])

    public init(level: Level, nodes: [GraphNode], edges: [GraphEdge], stats: [Mechanism: MechanismStats], unresolved: [UnresolvedFact],
                notifications: [NotificationUsage], modules: [String], includesExternal: Bool) {
        self.level = level
        self.nodes = nodes
        self.edges = edges
        self.stats = stats
        self.unresolved = unresolved
        self.notifications = notifications
        self.modules = modules
        self.includesExternal = includesExternal
    }

    /// Options of `build`.
    public struct BuildOptions: Sendable, Hashable {
        /// Keep edges to and from names the sources do not declare (`UIApplication`, `UITableView`), as external nodes.
        public var includeExternal: Bool
        /// A member name that several types declare resolves to each of them (ambiguous edges) up to this many;
        /// beyond it the fact is counted unresolved rather than drawn as a fan of guesses.
        public var maxAmbiguousCandidates: Int
        public init(includeExternal: Bool = false, maxAmbiguousCandidates: Int = 4) {
            self.includeExternal = includeExternal
            self.maxAmbiguousCandidates = maxAmbiguousCandidates
        }
    }

    /// Builds the type-level graph of a project. Linear in the number of facts: every lookup is a dictionary probe.
    public static func build(index: ProjectIndex, configuration: ArchitectureConfiguration = ArchitectureConfiguration(),
                             options: BuildOptions = BuildOptions()) -> CommunicationGraph {
        GraphAccumulator.build(index: index, configuration: configuration, options: options)
    }

    /// Total edge count per mechanism.
    public var edgeCounts: [Mechanism: Int] {
        var result: [Mechanism: Int] = [:]
        for m in Mechanism.allCases { result[m] = 0 }
        for e in edges { result[e.mechanism, default: 0] += e.count }
        return result
    }

    /// Node indices whose id, qualified name or simple name is `name`.
    public func nodes(named name: String) -> [Int] {
        var exact: [Int] = []
        var simple: [Int] = []
        for (i, n) in nodes.enumerated() {
            if n.id == name || n.name == name { exact.append(i) }
            else if n.name.split(separator: ".").last.map(String.init) == name { simple.append(i) }
        }
        return exact.isEmpty ? simple : exact
    }
}
