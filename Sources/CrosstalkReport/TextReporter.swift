import CrosstalkRules

/// The default format: one clang-style line per finding, `path:line:col: warning: message (rule_id)`, then a summary.
///
/// The clang shape is what Xcode's build log, Xcode run-script phases, Emacs compilation-mode and Vim's
/// quickfix already parse, so every finding becomes a clickable issue without a plugin.
public struct TextReporter: LintReporter {
    /// Whether to add ANSI colors; the driver decides (a TTY, no `NO_COLOR`).
    public var color: Bool
    /// Whether to leave out the final summary line.
    public var quiet: Bool
    /// With a lookup (`--show-source`, or a terminal), each finding is followed by its source line with a caret,
    /// its related locations as `note:` lines with theirs, and `(crosstalk explain RULE)` at a rule's first finding.
    public var source: SourceLineLookup?

    /// Creates a text reporter.
    public init(color: Bool = false, quiet: Bool = false, source: SourceLineLookup? = nil) {
        self.color = color
        self.quiet = quiet
        self.source = source
    }

    /// One line per finding, then (unless `quiet`) the grouped counts and the summary line; empty when quiet and there is nothing to report.
    public func render(_ report: LintReport) -> String {
        var out = ""
        out.reserveCapacity(report.findings.count * 128 + 64)
        let gutter = SourceExcerpt.gutterWidth(report.findings)
        var explained: Set<String> = []
        for finding in report.findings {
            if color {
                appendColored(finding, to: &out)
            } else {
                out += Self.line(finding)
            }
            out += "\n"
            if let source {
                let hint = explained.insert(finding.rule).inserted ? "(crosstalk explain \(finding.rule))" : nil
                out += SourceExcerpt.render(line: source(finding.file, finding.line), number: finding.line, column: finding.column,
                                            hint: hint, gutter: gutter, color: color)
                for related in finding.related {
                    let note = "\(related.file):\(related.line):\(related.column): note: \(Escaping.singleLine(related.message))"
                    out += (color ? "\(ANSI.bold)\(note)\(ANSI.reset)" : note) + "\n"
                    out += SourceExcerpt.render(line: source(related.file, related.line), number: related.line, column: related.column,
                                                hint: nil, gutter: gutter, color: color)
                }
            }
        }
        if !quiet {
            out += Self.groupedSummary(report.findings)
            out += color ? "\(ANSI.bold)\(report.summary.headline)\(ANSI.reset)\n" : "\(report.summary.headline)\n"
        }
        return out
    }

    /// `path:line:col: severity: message (rule_id)` without color; JUnit reuses it as a failure's body.
    static func line(_ finding: Finding) -> String {
        "\(finding.file):\(finding.line):\(finding.column): \(label(finding.severity)): \(message(finding)) (\(finding.rule))"
    }

    /// The message on one line, with ` (and N more)` when a grouped finding (one per violating edge) has other sites
    /// (JSON and SARIF list them). Other rules' related locations explain the finding rather than repeat it, so they
    /// appear only as notes under `--show-source`.
    static func message(_ finding: Finding) -> String {
        let repeats = finding.group != nil && !finding.related.isEmpty
        return Escaping.singleLine(finding.message) + (repeats ? " (and \(finding.related.count) more)" : "")
    }

    /// Per rule, the findings that carry a group, counted by group (most first), with their sites (each finding's own
    /// and its related ones): where the architecture erodes most, at a glance at the end of a long report.
    static func groupedSummary(_ findings: [Finding]) -> String {
        var counts: [String: [String: (findings: Int, sites: Int)]] = [:]
        for finding in findings {
            guard let group = finding.group else { continue }
            let current = counts[finding.rule, default: [:]][group] ?? (0, 0)
            counts[finding.rule, default: [:]][group] = (current.findings + 1, current.sites + 1 + finding.related.count)
        }
        var out = ""
        for rule in counts.keys.sorted() {
            out += "\(rule) by group:\n"
            let groups = counts[rule]!.sorted { ($1.value.findings, $0.key) < ($0.value.findings, $1.key) }
            for (group, count) in groups {
                out += "  \(Escaping.singleLine(group)): \(count.findings) finding\(count.findings == 1 ? "" : "s"), \(count.sites) site\(count.sites == 1 ? "" : "s")\n"
            }
        }
        return out
    }

    /// The clang diagnostic kind for a severity.
    ///
    /// Info prints as `note` because `error`, `warning` and `note` are the kinds Xcode and clang-style
    /// parsers all recognize; `remark` is known to clang and swiftc but not to most editor matchers,
    /// and an unknown word would make the line plain text instead of an issue.
    static func label(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// The same line in clang's colors: bold location and message, colored kind, dimmed rule id.
    private func appendColored(_ finding: Finding, to out: inout String) {
        let kindColor: String
        switch finding.severity {
        case .error: kindColor = ANSI.boldRed
        case .warning: kindColor = ANSI.boldYellow
        case .info: kindColor = ANSI.boldCyan
        }
        out += "\(ANSI.bold)\(finding.file):\(finding.line):\(finding.column): \(ANSI.reset)"
        out += "\(kindColor)\(Self.label(finding.severity)):\(ANSI.reset) "
        out += "\(ANSI.bold)\(Self.message(finding))\(ANSI.reset) "
        out += "\(ANSI.dim)(\(finding.rule))\(ANSI.reset)"
    }
}
