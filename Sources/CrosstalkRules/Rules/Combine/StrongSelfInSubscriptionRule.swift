import CrosstalkFacts
import CrosstalkGraph

/// `strong_self_in_subscription`: not implemented yet (returns no findings).
public struct StrongSelfInSubscriptionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "strong_self_in_subscription", category: "Combine", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
