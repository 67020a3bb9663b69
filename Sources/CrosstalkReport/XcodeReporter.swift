import CrosstalkRules

/// The `xcode` format: the text format's one line per finding with absolute paths (Xcode opens a finding only
/// from an absolute path) and no summary, for the build-tool plugin and Xcode Run Script phases. Whether errors
/// stay errors is the driver's decision (`failBuildOnErrors`); this reporter prints what it is given.
public struct XcodeReporter: LintReporter {
    /// Creates an Xcode reporter.
    public init() {}

    /// `/abs/path:line:col: warning: message (rule_id)` per finding; empty when there are none.
    public func render(_ report: LintReport) -> String {
        var out = ""
        for var finding in report.findings {
            finding.file = Self.absolute(finding.file, root: report.sourceRoot)
            out += TextReporter.line(finding) + "\n"
            for related in finding.related {
                out += "\(Self.absolute(related.file, root: report.sourceRoot)):\(related.line):\(related.column): note: \(Escaping.singleLine(related.message))\n"
            }
        }
        return out
    }

    /// `path` made absolute against the report's source root (the directory crosstalk ran in).
    static func absolute(_ path: String, root: String?) -> String {
        guard !path.hasPrefix("/"), let root else { return path }
        var base = root
        while base.count > 1 && base.hasSuffix("/") { base.removeLast() }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return base == "/" ? "/" + relative : base + "/" + relative
    }
}
