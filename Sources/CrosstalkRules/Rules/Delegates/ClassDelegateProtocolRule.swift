import CrosstalkFacts
import CrosstalkGraph

/// `class_delegate_protocol`: not implemented yet (returns no findings).
public struct ClassDelegateProtocolRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "class_delegate_protocol", category: "Delegates", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
