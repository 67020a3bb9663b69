import CrosstalkRules

/// The `junit` format: JUnit XML for CI test views (GitLab merge-request test reports, Jenkins' JUnit plugin).
///
/// One testcase per finding, not per file: Jenkins shows only a testcase's first `<failure>`, so grouping
/// by file would hide every finding after the first, and GitLab keeps only the first of testcases sharing
/// a name, so the name carries the position as well as the rule (`weak_delegate at 30:5`).
/// Errors and warnings are failures; info findings, which never fail a run, are passing testcases with
/// their line in `<system-out>`. `classname` is the path without its extension, dot-separated, because
/// Jenkins splits it at the last dot into package and class and so shows the directory tree; GitLab
/// links the `file` attribute.
public struct JUnitReporter: LintReporter {
    /// Creates a JUnit reporter.
    public init() {}

    /// A `<testsuites>` document with one `<testsuite>` named `crosstalk`.
    public func render(_ report: LintReport) -> String {
        let failures = report.findings.reduce(0) { $0 + ($1.severity == .info ? 0 : 1) }
        // Jenkins fails a build whose report holds no testcase, so a clean run is one passing testcase.
        let tests = max(report.findings.count, 1)
        let time = Self.seconds(report.summary.durationMs)
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out.reserveCapacity(report.findings.count * 420 + 256)
        out += "<testsuites name=\"\(LintReport.toolName)\" \(counts) time=\"\(time)\">\n"
        out += "  <testsuite name=\"\(LintReport.toolName)\" \(counts) skipped=\"0\" time=\"\(time)\">\n"
        if report.findings.isEmpty {
            out += "    <testcase classname=\"\(LintReport.toolName)\" name=\"\(Escaping.xml(report.summary.headline))\" time=\"0\"/>\n"
        }
        for finding in report.findings {
            out += "    <testcase classname=\"\(Escaping.xml(Self.className(finding.file)))\""
            out += " name=\"\(Escaping.xml(finding.rule)) at \(finding.line):\(finding.column)\""
            out += " file=\"\(Escaping.xml(finding.file))\" time=\"0\">\n"
            let line = Escaping.xml(TextReporter.line(finding))
            if finding.severity == .info {
                out += "      <system-out>\(line)</system-out>\n"
            } else {
                out += "      <failure message=\"\(Escaping.xml(finding.message))\" type=\"\(finding.severity.rawValue)\">\(line)</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// `Sources/App/Feed.swift` → `Sources.App.Feed`.
    static func className(_ path: String) -> String {
        var name = Substring(path)
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") {
            name = name[..<dot]
        }
        return name.split(separator: "/").joined(separator: ".")
    }

    /// Milliseconds as JUnit's decimal seconds, e.g. `0.087`.
    static func seconds(_ ms: Int) -> String {
        let ms = max(ms, 0)
        let fraction = String(ms % 1000)
        return "\(ms / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
