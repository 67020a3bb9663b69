import CrosstalkFacts
import CrosstalkGraph

/// `weak_delegate`: not implemented yet (returns no findings).
public struct WeakDelegateRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "weak_delegate", category: "Delegates", defaultSeverity: .warning, enabledByDefault: true,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
