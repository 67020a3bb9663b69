import Synchronization

/// The communication graph of one run, built the first time something asks for it and then shared: every rule of a
/// lint run that reads the graph reads this one, and a run whose rules never ask builds none.
public final class GraphOnDemand: Sendable {
    private let index: ProjectIndex
    private let configuration: ArchitectureConfiguration
    private let options: CommunicationGraph.BuildOptions
    /// Held while building, so concurrent first readers wait for the one build instead of starting their own.
    private let built = Mutex<CommunicationGraph?>(nil)

    /// A graph of `index` with `configuration` and `options`, not built yet.
    public init(index: ProjectIndex, configuration: ArchitectureConfiguration = ArchitectureConfiguration(),
                options: CommunicationGraph.BuildOptions = CommunicationGraph.BuildOptions()) {
        self.index = index
        self.configuration = configuration
        self.options = options
    }

    /// The graph, built on first use.
    public var graph: CommunicationGraph {
        built.withLock { slot in
            if let graph = slot { return graph }
            let graph = CommunicationGraph.build(index: index, configuration: configuration, options: options)
            slot = graph
            return graph
        }
    }
}
