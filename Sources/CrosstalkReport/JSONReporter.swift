import CrosstalkRules

/// The `json` format: the report object docs/cli.md shows, described by `Schemas/lint-report.schema.json`.
public struct JSONReporter: LintReporter {
    /// The schema version in the report's `version` key; bump it when a key changes meaning or disappears.
    public static let formatVersion = 1

    /// Creates a JSON reporter.
    public init() {}

    /// The report as pretty-printed JSON with keys in the documented order.
    public func render(_ report: LintReport) -> String {
        var w = JSONWriter(reservingCapacity: report.findings.count * 320 + 256)
        w.object { w in
            w.field("version", Self.formatVersion)
            w.object("tool") { w in
                w.field("name", LintReport.toolName)
                w.field("version", report.toolVersion)
            }
            let s = report.summary
            w.object("summary") { w in
                w.field("files", s.files)
                w.field("lines", s.lines)
                w.field("errors", s.errors)
                w.field("warnings", s.warnings)
                w.field("infos", s.infos)
                w.field("durationMs", s.durationMs)
            }
            w.array("findings") { w in
                for finding in report.findings {
                    w.object { w in
                        w.field("rule", finding.rule)
                        w.field("severity", finding.severity.rawValue)
                        w.field("file", finding.file)
                        w.field("line", finding.line)
                        w.field("column", finding.column)
                        w.field("message", finding.message)
                        w.field("fingerprint", finding.fingerprint)
                    }
                }
            }
        }
        return w.finish()
    }
}
