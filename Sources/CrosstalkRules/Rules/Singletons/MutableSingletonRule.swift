import CrosstalkFacts
import CrosstalkGraph

/// `mutable_singleton`: not implemented yet (returns no findings).
public struct MutableSingletonRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "mutable_singleton", category: "Singletons", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
