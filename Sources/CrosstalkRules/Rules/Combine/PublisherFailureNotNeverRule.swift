import CrosstalkFacts
import CrosstalkGraph

/// `publisher_failure_not_never`: not implemented yet (returns no findings).
public struct PublisherFailureNotNeverRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "publisher_failure_not_never", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
