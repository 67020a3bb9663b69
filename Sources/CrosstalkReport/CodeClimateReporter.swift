import CrosstalkRules

/// The `codeclimate` format: a JSON array of Code Climate issues, which GitLab reads as a Code Quality report
/// (`artifacts: reports: codequality:`) and shows on merge requests.
///
/// GitLab needs `description`, `check_name`, `fingerprint`, `severity`, `location.path` and
/// `location.lines.begin`; the Code Climate spec adds `type` and `categories`. Related locations go into the spec's
/// `other_locations`. Severities follow SwiftLint's reporter: error → `major`, warning → `minor`, info → `info`.
public struct CodeClimateReporter: LintReporter {
    /// Creates a Code Climate reporter.
    public init() {}

    /// One issue per finding; `[]` when there are none.
    public func render(_ report: LintReport) -> String {
        var w = JSONWriter(reservingCapacity: report.findings.count * 360 + 16)
        w.array { w in
            for finding in report.findings {
                w.object { w in
                    w.field("type", "issue")
                    w.field("check_name", finding.rule)
                    w.field("description", finding.message)
                    w.array("categories", inline: true) { w in w.value("Bug Risk") }
                    w.field("severity", Self.severity(finding.severity))
                    w.field("fingerprint", Self.fingerprint(finding))
                    w.object("location") { w in Self.location(path: finding.file, line: finding.line, into: &w) }
                    if !finding.related.isEmpty {
                        w.array("other_locations") { w in
                            for related in finding.related {
                                w.object { w in Self.location(path: related.file, line: related.line, into: &w) }
                            }
                        }
                    }
                }
            }
        }
        return w.finish()
    }

    /// The Code Climate severity of a finding.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }

    /// The baseline fingerprint (line-number free, so GitLab tracks an issue across edits); findings made outside
    /// the driver have none and get the hash of their rule, place and message (the place included: GitLab wants
    /// every fingerprint of a report unique).
    static func fingerprint(_ finding: Finding) -> String {
        guard finding.fingerprint.isEmpty else { return finding.fingerprint }
        return StableHash.hex([finding.rule, finding.file, String(finding.line), String(finding.column), finding.message].map { Array($0.utf8) }, separator: 0)
    }

    private static func location(path: String, line: Int, into w: inout JSONWriter) {
        w.field("path", path)
        w.object("lines", inline: true) { w in w.field("begin", line) }
    }
}
