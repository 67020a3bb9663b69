import CrosstalkFacts
import CrosstalkGraph

/// `layer_violation`: an edge of the communication graph that the configured architecture forbids.
public struct LayerViolationRule: Rule {
    public init() {}

    public let scope = RuleScope.project

    public let description = RuleDescription(
        id: "layer_violation", category: "Architecture", defaultSeverity: .error, enabledByDefault: true,
        summary: "Communication between layers by a mechanism the configured architecture forbids",
        documentation: """
        ## What it does
        Builds the communication graph (see docs/graph.md: combine, delegate, closure, singleton, notification,
        async_stream, injection edges, each pointing the way information flows) and checks every edge against the
        configuration's `architecture` constraints. A constraint names a source and a target layer and either the
        only mechanisms allowed between them (`allow`) or the ones forbidden (`forbid`); an edge is reported when
        its source is in the `from` layers, its target in the `to` layers, its mechanism is not permitted, and
        neither end is listed in `except`. The finding sits at each piece of evidence for the edge: the
        subscription, the `x.delegate = self` or conformance, the closure assignment, the `T.shared` read, the
        post and the observation, the `for await`, the injected property.

        The rule is on by default but reports nothing until `layers` and `architecture` are configured.

        ## Why is this bad?
        Architecture decisions ("features reach the host only through delegates", "view models never know their
        coordinator") erode one convenient shortcut at a time. Each shortcut is small in review; together they
        turn modules into a knot that cannot be tested or split. Checking the decision on every build keeps it true.

        ## Example
        With `{"from": "features", "to": "host", "allow": ["delegate", "closure"]}`:
        ```swift
        // App/AppCoordinator.swift (host)
        checkoutViewModel.$total
            .sink { [weak self] total in self?.updateBadge(total) }   // combine from features to host
            .store(in: &observers)
        ```

        ## Use instead
        ```swift
        // Features/Checkout/CheckoutViewModel.swift
        weak var delegate: CheckoutViewModelDelegate?
        func pay() { delegate?.checkoutDidFinish(total: total) }
        ```

        ## Configuration
        In `.crosstalk.json` (or a preset such as `modular-platform` via `extends`):
        ```json
        "layers": {
          "features": { "modules": ["*Feature"], "paths": ["Features/**"] },
          "host": { "modules": ["App"], "types": ["AppDelegate", "AppCoordinator"] },
          "viewModels": { "types": ["*ViewModel"] },
          "coordinators": { "types": ["*Coordinator"] }
        },
        "architecture": [
          { "from": "features", "to": "host", "allow": ["delegate", "closure"], "message": "features talk to the host through delegates" },
          { "from": "coordinators", "to": "viewModels", "forbid": ["*"] },
          { "from": "*", "to": ["!coordinators", "!services"], "forbid": ["singleton"], "except": ["to:AppDelegate"] }
        ]
        ```
        A type belongs to every layer whose module name, path glob or type-name pattern matches it. `from`/`to`
        take layer names, `*` (any type) or `!layer` (not in that layer). `except` takes type-name patterns:
        `Name` exempts either end, `from:Name` only the source, `to:Name` only the target. When several
        constraints forbid an edge, the first one in the list is reported.

        ## Known limits
        Only the seven mechanisms are edges: a direct method call (`coordinator.showDetail()`) is not. Edges
        guessed from a member name that several types declare (`ambiguous` in `crosstalk graph --format json`)
        are not reported: the rule reports what it can resolve, never a guess.
        """)

    public func checkProject(context: RuleContext) -> [Diagnostic] {
        let config = context.configuration
        guard !config.layers.isEmpty, !config.constraints.isEmpty else { return [] }
        let graph = CommunicationGraph.build(index: context.index, configuration: config)
        let layers = graph.nodes.map { config.layers(of: $0) }
        let names = graph.nodes.map { ArchitectureConfiguration.names(of: $0) }
        var result: [Diagnostic] = []
        for edge in graph.edges where !edge.ambiguous && edge.from != edge.to {
            guard let constraint = config.constraints.first(where: { c in
                c.forbids(edge.mechanism) && c.from.matches(layers[edge.from]) && c.to.matches(layers[edge.to])
                    && !c.exempts(fromNames: names[edge.from], toNames: names[edge.to])
            }) else { continue }
            let message = LayerViolationRule.message(edge: edge, graph: graph, layers: layers, constraint: constraint)
            for site in edge.sites {
                result.append(Diagnostic(file: site.fileIndex, location: site.location, message: message))
            }
        }
        return result
    }

    /// `combine 'total' from 'CheckoutViewModel' (features, viewModels) to 'AppCoordinator' (host) is forbidden: …`
    static func message(edge: GraphEdge, graph: CommunicationGraph, layers: [Set<String>], constraint: ArchitectureConfiguration.Constraint) -> String {
        func end(_ i: Int) -> String {
            let l = layers[i].sorted()
            return "'\(graph.nodes[i].name)'" + (l.isEmpty ? "" : " (\(l.joined(separator: ", ")))")
        }
        let reason: String
        if let text = constraint.message {
            reason = text
        } else if let allow = constraint.allow {
            let allowed = allow.sorted().map(\.rawValue)
            reason = allowed.isEmpty ? "nothing may flow from \(constraint.from) to \(constraint.to)" : "only \(allowed.joined(separator: ", ")) may flow from \(constraint.from) to \(constraint.to)"
        } else {
            reason = "\(edge.mechanism.rawValue) is forbidden from \(constraint.from) to \(constraint.to)"
        }
        return "\(edge.mechanism.rawValue) '\(edge.member)' from \(end(edge.from)) to \(end(edge.to)) breaks the architecture: \(reason)"
    }
}
