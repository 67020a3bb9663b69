import CrosstalkFacts

/// The edges one graph has and another lacks, both ways: what `graph --since` draws.
public struct GraphDiff: Sendable {
    /// One edge present on one side only, with its ends resolved (the two graphs number their nodes differently).
    public struct Change: Sendable, Hashable {
        /// Where information flows from.
        public var from: GraphNode
        /// Where it flows to.
        public var to: GraphNode
        /// How.
        public var mechanism: Mechanism
        /// The member that carries it (`GraphEdge.member`).
        public var member: String
        /// Evidence on the side that has the edge.
        public var sites: [EvidenceSite]
    }

    /// Edges of the new graph the old one lacks.
    public var added: [Change]
    /// Edges of the old graph the new one lacks.
    public var removed: [Change]

    /// Compares `old` with `new` by node id, mechanism and member: an edge whose evidence only moved is unchanged.
    public init(old: CommunicationGraph, new: CommunicationGraph) {
        added = GraphDiff.missing(from: old, in: new)
        removed = GraphDiff.missing(from: new, in: old)
    }

    /// Edges of `graph` whose key `other` does not have, in `graph`'s order.
    private static func missing(from other: CommunicationGraph, in graph: CommunicationGraph) -> [Change] {
        struct Key: Hashable { var from: String, to: String, mechanism: Mechanism, member: String }
        func key(_ e: GraphEdge, _ g: CommunicationGraph) -> Key { Key(from: g.nodes[e.from].id, to: g.nodes[e.to].id, mechanism: e.mechanism, member: e.member) }
        let known = Set(other.edges.map { key($0, other) })
        return graph.edges.filter { !known.contains(key($0, graph)) }.map { e in
            Change(from: graph.nodes[e.from], to: graph.nodes[e.to], mechanism: e.mechanism, member: e.member, sites: e.sites)
        }
    }
}
