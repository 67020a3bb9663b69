/// The rules of `crosstalk check-diagram`: a hand-drawn architecture diagram checked against the code. They compare
/// a diagram with the graph rather than inspect facts, so they are not in `RuleRegistry.all` (which `lint` runs);
/// `explain`, the rule pages and every lint format know them through `RuleRegistry.documented`.
public enum DiagramRules {
    /// Both diagram rules, in catalog order.
    public static let all: [RuleDescription] = [missingEdge, staleEdge]
}

extension RuleRegistry {
    /// Every documented rule: the lint rules, then the diagram rules.
    public static var documented: [RuleDescription] { all.map(\.description) + DiagramRules.all }
}
