import CrosstalkFacts
import CrosstalkGraph

/// `subject_exposed`: not implemented yet (returns no findings).
public struct SubjectExposedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "subject_exposed", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "TODO",
        documentation: """
        ## What it does
        TODO
        """)
}
