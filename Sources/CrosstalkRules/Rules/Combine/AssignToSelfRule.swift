import CrosstalkFacts
import CrosstalkGraph

/// `assign_to_self`: not implemented yet (returns no findings).
public struct AssignToSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "assign_to_self", category: "Combine", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
