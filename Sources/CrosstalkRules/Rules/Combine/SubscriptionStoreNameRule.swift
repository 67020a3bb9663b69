import CrosstalkFacts
import CrosstalkGraph

/// `subscription_store_name`: not implemented yet (returns no findings).
public struct SubscriptionStoreNameRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "subscription_store_name", category: "Combine", defaultSeverity: .info, enabledByDefault: false,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
