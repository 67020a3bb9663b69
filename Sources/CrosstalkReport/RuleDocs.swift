import CrosstalkRules

/// Rule documentation as Markdown: one page per rule (`Rules/<id>.md`, `crosstalk explain`) and an index
/// (`Rules/README.md`). Generated from each rule's own `RuleDescription`; a test keeps the committed pages equal.
public enum RuleDocs {
    /// The page of one rule.
    public static func page(_ rule: RuleDescription, options: [RuleOption] = []) -> String {
        var out = "# \(rule.id)\n\n\(rule.summary).\n\n"
        out += "| default severity | enabled by default | category |\n|---|---|---|\n"
        out += "| \(rule.defaultSeverity.rawValue) | \(rule.enabledByDefault ? "yes" : "no (enable it in `.crosstalk.json` or with `--enable \(rule.id)`)") | \(rule.category) |\n\n"
        out += rule.documentation.hasSuffix("\n") ? rule.documentation : rule.documentation + "\n"
        if !options.isEmpty {
            out += "\n## Options\n\n| option | default | meaning |\n|---|---|---|\n"
            for option in options {
                out += "| `\(option.name)` | `\(render(option.defaultValue))` | \(option.doc) |\n"
            }
            out += "\nSet them in `.crosstalk.json`: `\"rules\": { \"\(rule.id)\": { \"\(options[0].name)\": \(render(options[0].defaultValue)) } }`.\n"
        }
        out += "\n---\n\nSuppress one finding with `// crosstalk:disable:next \(rule.id)`. How rules run, the terms they share, "
        out += "severities and suppressions: [docs/rules.md](../docs/rules.md) in the Crosstalk repository.\n"
        return out
    }

    /// The index of all rules.
    public static func index(_ rules: [RuleDescription]) -> String {
        var out = "# Crosstalk rules\n\nGenerated from each rule's own documentation (`crosstalk rules --format markdown` prints the same);\n"
        out += "do not edit by hand: `CROSSTALK_UPDATE_RULE_DOCS=1 swift test --filter RuleDocsTests` regenerates these pages.\n"
        out += "Presets live in [presets/](presets/): `recommended` (the defaults) and `strict` (every rule on).\n"
        out += "How rules run, the terms they share, severities and suppressions: [docs/rules.md](../docs/rules.md).\n\n"
        out += "| rule | category | severity | on by default | what it finds |\n|---|---|---|---|---|\n"
        for r in rules {
            out += "| [`\(r.id)`](\(r.id).md) | \(r.category) | \(r.defaultSeverity.rawValue) | \(r.enabledByDefault ? "yes" : "no") | \(r.summary) |\n"
        }
        return out
    }

    /// An option value as JSON.
    public static func render(_ value: OptionValue) -> String {
        switch value {
        case .strings(let list): return "[" + list.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        }
    }
}
