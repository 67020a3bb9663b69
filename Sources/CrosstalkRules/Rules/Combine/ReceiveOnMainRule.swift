import CrosstalkFacts
import CrosstalkGraph

/// `receive_on_main`: not implemented yet (returns no findings).
public struct ReceiveOnMainRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "receive_on_main", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
