import CrosstalkRules

/// The `markdown` format: a pull-request comment with counts per rule and a capped table of findings.
public struct MarkdownReporter: LintReporter {
    /// The first line, an invisible HTML comment that comment bots search for to update their comment in place.
    public static let marker = "<!-- crosstalk-report -->"

    /// At most this many findings are listed; the rest are counted. Keeps a comment well under GitHub's 65,536-character limit.
    public var maxFindings: Int

    /// Creates a Markdown reporter.
    public init(maxFindings: Int = 100) {
        self.maxFindings = maxFindings
    }

    /// Heading with the summary, a table of counts per rule and severity, then the findings, errors first.
    public func render(_ report: LintReport) -> String {
        var out = "\(Self.marker)\n### Crosstalk: \(report.summary.headline)\n"
        guard !report.findings.isEmpty else { return out }

        out += "\n| Rule | Severity | Count |\n| --- | --- | ---: |\n"
        for row in Self.countsByRule(report.findings) {
            out += "| `\(Self.codeCell(row.rule))` | \(row.severity.rawValue) | \(row.count) |\n"
        }

        out += "\n| Location | Rule | Message |\n| --- | --- | --- |\n"
        // Errors first, each severity in report order, so a capped table still shows what fails the build.
        var listed = 0
        for severity in Severity.allCases.sorted(by: >) {
            for finding in report.findings where finding.severity == severity && listed < maxFindings {
                out += "| \(Self.cell("\(finding.file):\(finding.line)")) | `\(Self.codeCell(finding.rule))` | \(Self.cell(finding.message)) |\n"
                listed += 1
            }
        }
        let rest = report.findings.count - listed
        if rest > 0 {
            out += "\n… and \(rest) more \(rest == 1 ? "finding" : "findings")\n"
        }
        return out
    }

    /// Findings counted per (rule, severity), most severe first, then most frequent, then by rule id.
    static func countsByRule(_ findings: [Finding]) -> [(rule: String, severity: Severity, count: Int)] {
        struct Key: Hashable { var rule: String; var severity: Severity }
        var counts: [Key: Int] = [:]
        for finding in findings {
            counts[Key(rule: finding.rule, severity: finding.severity), default: 0] += 1
        }
        return counts.map { (rule: $0.key.rule, severity: $0.key.severity, count: $0.value) }.sorted {
            ($0.severity, $0.count, $1.rule) > ($1.severity, $1.count, $0.rule)
        }
    }

    /// `text` safe inside a table cell: one line, with `|` and Markdown/HTML punctuation backslash-escaped
    /// so `<Delegate>` is not swallowed as a tag and `_name_` does not turn italic.
    static func cell(_ text: String) -> String {
        let line = Escaping.singleLine(text)
        guard line.utf8.contains(where: isMarkdownPunctuation) else { return line }
        var out = ""
        out.reserveCapacity(line.utf8.count + 8)
        for scalar in line.unicodeScalars {
            if scalar.isASCII && isMarkdownPunctuation(UInt8(scalar.value)) {
                out += "\\"
            }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// `text` safe inside a code span in a table cell: only `|` is escaped.
    ///
    /// Backslash escapes are literal inside code spans, except that GitHub-flavored Markdown splits a row at
    /// unescaped `|` before parsing inlines, even inside code spans, and turns `\|` back into `|` there.
    static func codeCell(_ text: String) -> String {
        let line = Escaping.singleLine(text)
        guard line.utf8.contains(UInt8(ascii: "|")) else { return line }
        return line.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }

    private static func isMarkdownPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "|"), UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "~"), UInt8(ascii: "&"):
            return true
        default:
            return false
        }
    }
}
