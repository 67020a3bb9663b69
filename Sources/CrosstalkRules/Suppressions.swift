import CrosstalkFacts
import CrosstalkGraph

/// Inline suppression comments: `// crosstalk:disable:next RULE[,RULE]`, `:previous`, `:this`, `disable` … `enable`;
/// `all` matches every rule. Directives that suppress nothing, or name no existing rule, become `unused_suppression`
/// findings (when that rule runs), themselves suppressible.
public enum Suppressions {
    /// `findings` without the suppressed ones, plus the `unused_suppression` findings at `unusedSeverity` (none when nil).
    ///
    /// `rulesRun` are the rules that ran: a directive naming any other rule cannot be judged unused (it may suppress
    /// a rule left out by `--only` or the configuration). `knownRules` are every rule id a directive may name.
    public static func apply(to findings: [LintFinding], files: [FileFacts], rulesRun: Set<String>, knownRules: [String],
                             unusedSeverity: Severity?) -> [LintFinding] {
        var byFile: [Int: [Int]] = [:]
        for (i, f) in findings.enumerated() { byFile[f.file, default: []].append(i) }
        var keep = [Bool](repeating: true, count: findings.count)
        var extra: [LintFinding] = []
        let known = Set(knownRules)
        for (fileIndex, file) in files.enumerated() where !file.suppressions.isEmpty {
            var used = [Bool](repeating: false, count: file.suppressions.count)
            for i in byFile[fileIndex] ?? [] {
                if let directive = suppressingDirective(for: findings[i], in: file) {
                    keep[i] = false
                    used[directive] = true
                }
            }
            guard let unusedSeverity else { continue }
            // Findings about directives, each with its directive and whether its only fault is suppressing nothing.
            var judged: [(directive: Int, finding: LintFinding, isUnused: Bool)] = []
            for (d, directive) in file.suppressions.enumerated() where directive.kind != .enable {
                let unknown = directive.rules.filter { $0 != "all" && !known.contains($0) }
                let named = directive.rules.contains("all") ? known : Set(directive.rules)
                // Suppressing nothing is a verdict only when every rule the directive names ran.
                let judgeable = !unknown.isEmpty || directive.rules.isEmpty || named.isSubset(of: rulesRun)
                guard judgeable, let message = UnusedSuppressionRule.message(rules: directive.rules, unknown: unknown, suppressedAnything: used[d],
                                                                             knownRules: knownRules) else { continue }
                judged.append((d, LintFinding(rule: UnusedSuppressionRule.id, severity: unusedSeverity, file: fileIndex, location: directive.location, message: message),
                               isUnused: !directive.rules.isEmpty && unknown.isEmpty))
            }
            // Another directive may suppress an `unused_suppression` finding; that directive is then used, and its own
            // finding (if it had one for suppressing nothing) goes away.
            var suppressed = Set<Int>()
            for (index, entry) in judged.enumerated() {
                if let d = suppressingDirective(for: entry.finding, in: file, excluding: entry.directive) {
                    suppressed.insert(index)
                    used[d] = true
                }
            }
            for (index, entry) in judged.enumerated() where !suppressed.contains(index) && !(entry.isUnused && used[entry.directive]) {
                extra.append(entry.finding)
            }
        }
        var result: [LintFinding] = []
        result.reserveCapacity(findings.count + extra.count)
        for (i, f) in findings.enumerated() where keep[i] { result.append(f) }
        return result + extra
    }

    /// Index of the directive that suppresses `finding`, if any (never `excluded`, a directive's own finding).
    static func suppressingDirective(for finding: LintFinding, in file: FileFacts, excluding excluded: Int? = nil) -> Int? {
        let line = finding.location.line
        var region: Int?
        for (d, directive) in file.suppressions.enumerated() where d != excluded {
            let matches = directive.rules.contains("all") || directive.rules.contains(finding.rule)
            switch directive.kind {
            case .next, .previous, .this:
                if matches && directive.targetLine == line { return d }
            case .disable:
                if matches && directive.line <= line { region = d }
            case .enable:
                if matches && directive.line <= line { region = nil }
            }
        }
        return region
    }
}
