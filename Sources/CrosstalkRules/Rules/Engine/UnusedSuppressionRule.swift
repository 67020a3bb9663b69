import CrosstalkFacts
import CrosstalkGraph

/// `unused_suppression`: an inline suppression that suppresses nothing, names no rule, or names a rule that does not exist.
///
/// It judges the other rules' findings, so the lint engine runs it last (through `Suppressions.apply`) instead of
/// calling `check`.
public struct UnusedSuppressionRule: Rule {
    public init() {}

    /// The rule id.
    public static let id = "unused_suppression"

    public let description = RuleDescription(
        id: UnusedSuppressionRule.id, category: "Engine", defaultSeverity: .info, enabledByDefault: true,
        summary: "An inline suppression that suppresses nothing or names no existing rule",
        documentation: """
        ## What it does
        Checks every `// crosstalk:disable…` comment after the other rules ran. It reports a directive that
        names a rule id that does not exist (with the nearest id: `weak_delegat` → did you mean `weak_delegate`?),
        one that names no rule at all, and one that suppressed no finding. The forms are `disable:next` (the next
        code line), `disable:previous` (the code line above), `disable:this` (its own line) and `disable` …
        `enable` (a region); `all` stands for every rule.

        A directive is judged only when every rule it names ran: with `--only weak_delegate`, or with a rule
        turned off in the configuration, a suppression of another rule is neither used nor unused, and is not
        reported. For the same reason `all` is judged only when every rule ran (the `strict` preset).

        ## Why is this bad?
        A suppression with a typo in its rule id suppresses nothing, while the finding it meant to hide still
        shows up, and nobody can tell why the comment "does not work". A suppression whose finding was fixed long
        ago hides the next real one on that line.

        ## Example
        ```swift
        // crosstalk:disable:next weak_delegat
        var delegate: FeedDelegate?
        ```

        ## Use instead
        ```swift
        // crosstalk:disable:next weak_delegate
        var delegate: FeedDelegate?
        ```

        ## Configuration
        Info by default; `"unused_suppression": "warning"` with `--strict` makes stale suppressions fail CI, `"off"`
        (or `--disable unused_suppression`) stops the check. Its own findings can be suppressed like any other.

        ## Known limits
        A directive must start its comment (`// crosstalk:…` or `/* crosstalk:… */`); a comment that mentions a
        directive later in its text is prose.
        """)

    /// The message for a directive that suppresses nothing, or names nothing it could: nil when the directive is fine.
    ///
    /// `knownRules` are the ids a directive may name; `unknown` lists the ids it names that are not among them.
    static func message(rules: [String], unknown: [String], suppressedAnything: Bool, knownRules: [String]) -> String? {
        if rules.isEmpty { return "suppression names no rule" }
        if let first = unknown.first {
            return "suppression names unknown rule '\(first)'" + Suggestion.didYouMean(first, among: knownRules)
        }
        return suppressedAnything ? nil : "suppression of \(rules.joined(separator: ", ")) suppresses nothing"
    }
}
