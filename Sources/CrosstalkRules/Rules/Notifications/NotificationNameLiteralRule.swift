import CrosstalkFacts
import CrosstalkGraph

/// `notification_name_literal`: not implemented yet (returns no findings).
public struct NotificationNameLiteralRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "notification_name_literal", category: "Notifications", defaultSeverity: .info, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
