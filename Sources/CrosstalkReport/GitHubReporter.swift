import CrosstalkRules

/// The `github` format: GitHub Actions workflow commands, one per finding, which Actions shows as annotations.
///
/// `::warning file=Sources/A.swift,line=3,col=7,title=weak_delegate::delegate 'x' should be weak`
public struct GitHubReporter: LintReporter {
    /// Creates a GitHub Actions reporter.
    public init() {}

    /// One workflow command line per finding; empty when there are none.
    public func render(_ report: LintReport) -> String {
        var out = ""
        out.reserveCapacity(report.findings.count * 160)
        for finding in report.findings {
            out += "::\(Self.command(finding.severity)) "
            out += "file=\(Self.escapeProperty(finding.file)),line=\(finding.line),col=\(finding.column),"
            out += "title=\(Self.escapeProperty(finding.rule))::\(Self.escapeData(finding.message))\n"
        }
        return out
    }

    /// The workflow command for a severity; Actions has no `info`, its lowest annotation is `notice`.
    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// A command's message, escaped as `@actions/core` does (`escapeData`): `%`, CR and LF.
    static func escapeData(_ text: String) -> String {
        escape(text, colonAndComma: false)
    }

    /// A command property value, escaped as `@actions/core` does (`escapeProperty`): also `:` and `,`, which delimit properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, colonAndComma: true)
    }

    private static func escape(_ text: String, colonAndComma: Bool) -> String {
        let special: (UInt8) -> Bool = { byte in
            byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A
                || (colonAndComma && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
        }
        guard text.utf8.contains(where: special) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where colonAndComma: out += "%3A"
            case "," where colonAndComma: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
