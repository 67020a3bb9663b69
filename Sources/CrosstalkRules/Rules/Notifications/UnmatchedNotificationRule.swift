import CrosstalkFacts
import CrosstalkGraph

/// `unmatched_notification`: not implemented yet (returns no findings).
public struct UnmatchedNotificationRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unmatched_notification", category: "Notifications", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
