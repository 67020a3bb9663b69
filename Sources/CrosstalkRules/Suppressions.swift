import CrosstalkFacts

/// Inline suppression comments: `// crosstalk:disable:next RULE[,RULE]`, `:this`, `disable` … `enable`; `all` matches every rule.
/// A directive that suppresses nothing is reported as an `info` finding (`unused_suppression`) so stale ones get cleaned up.
public enum Suppressions {
    public static func apply(to findings: [LintFinding], files: [FileFacts]) -> [LintFinding] {
        var byFile: [Int: [Int]] = [:]
        for (i, f) in findings.enumerated() { byFile[f.file, default: []].append(i) }
        var keep = [Bool](repeating: true, count: findings.count)
        var extra: [LintFinding] = []
        for (fileIndex, file) in files.enumerated() where !file.suppressions.isEmpty {
            let indices = byFile[fileIndex] ?? []
            var used = [Bool](repeating: false, count: file.suppressions.count)
            for i in indices {
                let finding = findings[i]
                if let directive = suppressingDirective(for: finding, in: file) {
                    keep[i] = false
                    used[directive] = true
                }
            }
            for (d, directive) in file.suppressions.enumerated() where !used[d] && directive.kind != .enable {
                let what = directive.rules.isEmpty ? "nothing" : directive.rules.joined(separator: ", ")
                extra.append(LintFinding(rule: LintEngine.unusedSuppressionRule, severity: .info, file: fileIndex, location: directive.location,
                                         message: directive.rules.isEmpty ? "suppression names no rule" : "suppression of \(what) suppresses nothing"))
            }
        }
        var result: [LintFinding] = []
        result.reserveCapacity(findings.count + extra.count)
        for (i, f) in findings.enumerated() where keep[i] { result.append(f) }
        return result + extra
    }

    /// Index of the directive that suppresses `finding`, if any.
    static func suppressingDirective(for finding: LintFinding, in file: FileFacts) -> Int? {
        let line = finding.location.line
        var region: Int?
        for (d, directive) in file.suppressions.enumerated() {
            let matches = directive.rules.contains("all") || directive.rules.contains(finding.rule)
            switch directive.kind {
            case .next:
                if matches && nextCodeLine(after: directive.line, in: file) == line { return d }
            case .this:
                if matches && directive.line == line { return d }
            case .disable:
                if matches && directive.line <= line { region = d }
            case .enable:
                if matches && directive.line <= line { region = nil }
            }
        }
        return region
    }

    /// The first line after `line` that is not blank and not only a comment (a `disable:next` may sit above a doc comment).
    static func nextCodeLine(after line: Int, in file: FileFacts) -> Int {
        var l = line + 1
        while l <= file.source.lineStarts.count {
            let text = file.source.lineText(l)
            var t = Substring(text)
            while let f = t.first, f == " " || f == "\t" { t = t.dropFirst() }
            if !t.isEmpty && !t.hasPrefix("//") { return l }
            l += 1
        }
        return line + 1
    }
}
