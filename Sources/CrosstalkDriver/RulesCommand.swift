import Foundation
import CrosstalkReport
import CrosstalkRules

/// `crosstalk rules` and `crosstalk explain RULE`.
enum RulesCommand {
    static func run(_ context: CommandContext) -> ExitCode {
        let rules = RuleRegistry.all
        switch context.invocation.value(.format) ?? "text" {
        case "json":
            var w = JSONWriter()
            w.array { w in
                for rule in rules {
                    let d = rule.description
                    w.object { w in
                        w.field("id", d.id)
                        w.field("category", d.category)
                        w.field("severity", d.defaultSeverity.rawValue)
                        w.field("enabledByDefault", d.enabledByDefault)
                        w.field("summary", d.summary)
                        w.array("options", inline: true) { w in for o in rule.options { w.value(o.name) } }
                    }
                }
            }
            context.output.write(w.finish())
        case "markdown":
            context.output.write(RuleDocs.index(RuleRegistry.documented))
            for rule in rules { context.output.write("\n---\n\n" + RuleDocs.page(rule.description, options: rule.options)) }
            for rule in DiagramRules.all { context.output.write("\n---\n\n" + RuleDocs.page(rule)) }
        default:
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let d = rule.description
                let id = d.id.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = d.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                context.output.write("\(id)  \(severity)  \(d.enabledByDefault ? "on " : "off")  \(d.summary)\n")
            }
        }
        return .ok
    }

    static func explain(_ context: CommandContext) -> ExitCode {
        let id = context.invocation.operands.first ?? ""
        if let diagramRule = DiagramRules.all.first(where: { $0.id == id }) {
            context.output.write(RuleDocs.page(diagramRule))
            return .ok
        }
        guard let rule = RuleRegistry.rule(id) else {
            let hint = Suggestion.nearest(to: id, among: RuleRegistry.documented.map(\.id)).map { "; did you mean '\($0)'?" }
                ?? "; run 'crosstalk rules' to list the rules"
            context.output.writeError("crosstalk: unknown rule '\(id)'\(hint)\n")
            return .usage
        }
        context.output.write(RuleDocs.page(rule.description, options: rule.options))
        return .ok
    }
}
