import CrosstalkRules

/// The `checkstyle` format: Checkstyle 4.3 XML, which Jenkins (Warnings NG), reviewdog and Danger read.
public struct CheckstyleReporter: LintReporter {
    /// Creates a Checkstyle reporter.
    public init() {}

    /// One `<file>` per path in order of first appearance, one `<error>` per finding.
    public func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        out.reserveCapacity(report.findings.count * 220 + 128)
        for group in Self.groupedByFile(report.findings) {
            out += "  <file name=\"\(Escaping.xml(group.file))\">\n"
            for finding in group.findings {
                out += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\""
                out += " message=\"\(Escaping.xml(finding.message))\" source=\"crosstalk.\(Escaping.xml(finding.rule))\"/>\n"
            }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return out
    }

    /// Findings grouped by file in order of first appearance; with sorted input each group is one run, and
    /// unsorted input still yields one `<file>` element per path, which some consumers require.
    static func groupedByFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        var indexOfFile: [String: Int] = [:]
        for finding in findings {
            if let i = indexOfFile[finding.file] {
                groups[i].findings.append(finding)
            } else {
                indexOfFile[finding.file] = groups.count
                groups.append((finding.file, [finding]))
            }
        }
        return groups
    }
}
