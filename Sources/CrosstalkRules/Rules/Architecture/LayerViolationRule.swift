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
        Reads the run's communication graph (see docs/graph.md: combine, delegate, closure, singleton, notification,
        async_stream, injection edges, each pointing the way information flows) and checks every edge against the
        configuration's `architecture` constraints. A constraint names a source and a target layer and either the
        only mechanisms allowed between them (`allow`) or the ones forbidden (`forbid`); an edge is reported when
        its source is in the `from` layers, its target in the `to` layers, its mechanism is not permitted, and
        neither end is listed in `except`. There is one finding per violating edge and constraint, at the edge's
        first piece of evidence (the subscription, the `x.delegate = self` or conformance, the closure assignment,
        the `T.shared` read, the post and the observation, the `for await`, the injected property); its other
        pieces of evidence are related locations (SARIF `relatedLocations`, `related` in JSON, "and N more" in
        text). The text report ends with the violations grouped by constraint and mechanism
        (`features → host by combine: 12 findings, 46 sites`).

        Code in an extension belongs to the module of the file it is in, not to the extended type's: an
        `extension Article` in the app target that subscribes to a feature's publisher is app code, judged with
        the app's layers.

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
        let graph = context.graph
        let attribution = SiteAttribution(graph: graph, files: context.files, configuration: config)
        var result: [Diagnostic] = []
        for edge in graph.edges where !edge.ambiguous && edge.from != edge.to {
            // Sites of one edge may sit in code of different modules (an extension in another target), so each site is
            // judged with its own ends' layers; the violating sites of one constraint make one finding.
            var violations: [(constraint: Int, sites: [EvidenceSite], layers: (from: Set<String>, to: Set<String>))] = []
            for site in edge.sites {
                let layers = attribution.layers(of: edge, at: site)
                guard let c = config.constraints.firstIndex(where: { c in
                    c.forbids(edge.mechanism) && c.from.matches(layers.from) && c.to.matches(layers.to)
                        && !c.exempts(fromNames: attribution.names[edge.from], toNames: attribution.names[edge.to])
                }) else { continue }
                if let i = violations.firstIndex(where: { $0.constraint == c }) {
                    violations[i].sites.append(site)
                } else {
                    violations.append((c, [site], layers))
                }
            }
            for violation in violations.sorted(by: { $0.constraint < $1.constraint }) {
                let constraint = config.constraints[violation.constraint]
                let primary = violation.sites[0]
                let related = violation.sites.dropFirst().map { RelatedSite(file: $0.fileIndex, location: $0.location, message: "other site of the edge") }
                result.append(Diagnostic(file: primary.fileIndex, location: primary.location,
                                         message: LayerViolationRule.message(edge: edge, graph: graph, layers: violation.layers, constraint: constraint),
                                         related: related, group: "\(constraint.from) → \(constraint.to) by \(edge.mechanism.rawValue)"))
            }
        }
        return result
    }

    /// `combine 'total' from 'CheckoutViewModel' (features, viewModels) to 'AppCoordinator' (host) is forbidden: …`
    static func message(edge: GraphEdge, graph: CommunicationGraph, layers: (from: Set<String>, to: Set<String>),
                        constraint: ArchitectureConfiguration.Constraint) -> String {
        func end(_ i: Int, _ layers: Set<String>) -> String {
            let l = layers.sorted()
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
        return "\(edge.mechanism.rawValue) '\(edge.member)' from \(end(edge.from, layers.from)) to \(end(edge.to, layers.to)) breaks the architecture: \(reason)"
    }
}

/// The layers of an edge's ends as seen from one of its sites: a node's own, except that code in an extension belongs
/// to the module (and path) of the file it is in, not to the extended type's (an `extension Article` in the app target
/// is app code).
struct SiteAttribution {
    /// The graph whose edges are judged.
    let graph: CommunicationGraph
    /// The project's facts, to find the extension around a site.
    let files: [FileFacts]
    /// The layers and modules configured.
    let configuration: ArchitectureConfiguration
    /// The module of every file, as the graph assigns them.
    let fileModules: [String]
    /// Every node's layers.
    let nodeLayers: [Set<String>]
    /// Every node's simple and qualified names.
    let names: [[String]]

    init(graph: CommunicationGraph, files: [FileFacts], configuration: ArchitectureConfiguration) {
        self.graph = graph
        self.files = files
        self.configuration = configuration
        fileModules = ModuleResolver(layout: configuration.layout, configuredModules: configuration.modules).modules(for: files.map(\.path))
        nodeLayers = graph.nodes.map { configuration.layers(of: $0) }
        names = graph.nodes.map { ArchitectureConfiguration.names(of: $0) }
    }

    /// The layers of the edge's source and target, with the end whose extension holds `site` moved to the site's module.
    func layers(of edge: GraphEdge, at site: EvidenceSite) -> (from: Set<String>, to: Set<String>) {
        var result = (from: nodeLayers[edge.from], to: nodeLayers[edge.to])
        let module = fileModules[site.fileIndex]
        guard graph.nodes[edge.from].module != module || graph.nodes[edge.to].module != module,
              let extended = enclosingExtension(of: site) else { return result }
        if graph.nodes[edge.from].module != module && names[edge.from].contains(extended) {
            result.from = layers(of: edge.from, inModule: module, file: site.file)
        } else if graph.nodes[edge.to].module != module && names[edge.to].contains(extended) {
            result.to = layers(of: edge.to, inModule: module, file: site.file)
        }
        return result
    }

    /// The name of the innermost type declaration around `site` when it is an extension; nil otherwise.
    private func enclosingExtension(of site: EvidenceSite) -> String? {
        let types = files[site.fileIndex].types
        var innermost: Int?
        for t in types.indices where types[t].location.line <= site.location.line && site.location.line <= types[t].endLine {
            if innermost.map({ types[t].location.offset > types[$0].location.offset }) ?? true { innermost = t }
        }
        guard let innermost, types[innermost].kind == .extension else { return nil }
        return types[innermost].name
    }

    /// The layers node `node` would have if it were declared in `module`, in `file`.
    private func layers(of node: Int, inModule module: String, file: String) -> Set<String> {
        var moved = graph.nodes[node]
        moved.module = module
        moved.file = file
        return configuration.layers(of: moved)
    }
}
