import CrosstalkFacts
import CrosstalkGraph

/// `closure_property_strong_self`: not implemented yet (returns no findings).
public struct ClosurePropertyStrongSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "closure_property_strong_self", category: "Closures", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
