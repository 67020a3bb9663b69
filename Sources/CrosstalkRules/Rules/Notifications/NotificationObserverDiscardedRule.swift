import CrosstalkFacts
import CrosstalkGraph

/// `notification_observer_discarded`: not implemented yet (returns no findings).
public struct NotificationObserverDiscardedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "notification_observer_discarded", category: "Notifications", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
