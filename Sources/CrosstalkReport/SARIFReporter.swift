import CrosstalkRules

/// The `sarif` format: a SARIF 2.1.0 log with one run, as GitHub code scanning and IDE SARIF viewers read it.
///
/// Columns are Crosstalk's 1-based UTF-8 byte columns. SARIF counts columns in UTF-16 code units by
/// default and has no byte kind; the two agree whenever the line is ASCII up to the finding, which is
/// the common case, so the log states no `columnKind` rather than claim one it does not follow.
public struct SARIFReporter: LintReporter {
    /// The URI of the OASIS SARIF 2.1.0 schema (its own `id`), for the log's `$schema`.
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The base id relative artifact URIs are resolved against: the directory crosstalk ran in.
    public static let sourceRootBaseID = "%SRCROOT%"
    /// The `partialFingerprints` key; the suffix changes if the fingerprint's recipe does.
    public static let fingerprintKey = "crosstalk/v1"

    /// Creates a SARIF reporter.
    public init() {}

    /// The report as a pretty-printed SARIF 2.1.0 log.
    public func render(_ report: LintReport) -> String {
        let (rules, ruleIndex) = Self.driverRules(report)
        var w = JSONWriter(reservingCapacity: report.findings.count * 700 + rules.count * 2_000 + 1_024)
        w.object { w in
            w.field("$schema", Self.schemaURI)
            w.field("version", "2.1.0")
            w.array("runs") { w in
                w.object { w in
                    w.object("tool") { w in
                        w.object("driver") { w in
                            w.field("name", LintReport.toolName)
                            w.field("version", report.toolVersion)
                            if let home = report.documentationURL { w.field("informationUri", home) }
                            w.array("rules") { w in
                                for rule in rules { Self.writeRule(rule, helpURL: report.rulePageURL(rule.id), to: &w) }
                            }
                        }
                    }
                    w.object("originalUriBaseIds") { w in
                        w.key(text: Self.sourceRootBaseID)
                        w.object { w in
                            if let root = report.sourceRoot {
                                w.field("uri", Self.directoryURI(root))
                            } else {
                                // Without the absolute directory the base stays unresolved, which SARIF allows;
                                // the description says what it stands for, and consumers resolve it to their checkout.
                                w.object("description") { w in
                                    w.field("text", "the directory crosstalk ran in; relative result paths start there")
                                }
                            }
                        }
                    }
                    w.array("results") { w in
                        for finding in report.findings {
                            // driverRules declared every finding's rule, so the lookup cannot fail.
                            Self.writeResult(finding, ruleIndex: ruleIndex[finding.rule]!, to: &w)
                        }
                    }
                }
            }
        }
        return w.finish()
    }

    // MARK: Rules

    /// The rules to declare: the report's (first of each id), then a stand-in for any finding's rule id
    /// that is missing (e.g. the driver's `io_error`), because code scanning rejects undeclared `ruleId`s.
    private static func driverRules(_ report: LintReport) -> ([RuleDescription], [String: Int]) {
        var rules: [RuleDescription] = []
        var index: [String: Int] = [:]
        for rule in report.rules where index[rule.id] == nil {
            index[rule.id] = rules.count
            rules.append(rule)
        }
        for finding in report.findings where index[finding.rule] == nil {
            index[finding.rule] = rules.count
            rules.append(RuleDescription(id: finding.rule, category: "", defaultSeverity: finding.severity,
                                         enabledByDefault: true, summary: finding.rule, documentation: ""))
        }
        return (rules, index)
    }

    /// One `tool.driver.rules` entry: the rule's whole page goes in `help` (GitHub code scanning shows it), and
    /// `helpUri` only when the team says where the pages are published.
    private static func writeRule(_ rule: RuleDescription, helpURL: String?, to w: inout JSONWriter) {
        let summary = rule.summary.isEmpty ? rule.id : rule.summary
        w.object { w in
            w.field("id", rule.id)
            w.field("name", pascalCase(rule.id))
            w.object("shortDescription") { w in w.field("text", summary) }
            w.object("fullDescription") { w in w.field("text", whatItDoes(rule.documentation) ?? summary) }
            if !rule.documentation.isEmpty {
                // The documentation is Markdown that also reads well as plain text.
                w.object("help") { w in
                    w.field("text", rule.documentation)
                    w.field("markdown", rule.documentation)
                }
                if let helpURL { w.field("helpUri", helpURL) }
            }
            w.object("defaultConfiguration") { w in w.field("level", level(rule.defaultSeverity)) }
            if !rule.category.isEmpty {
                w.object("properties") { w in
                    w.array("tags") { w in w.value(rule.category) }
                }
            }
        }
    }

    /// `unstored_subscription` → `UnstoredSubscription`, SARIF's conventional rule `name`.
    static func pascalCase(_ id: String) -> String {
        id.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The body of the `## What it does` section, paragraphs kept; nil when the documentation has none.
    static func whatItDoes(_ documentation: String) -> String? {
        var body: [Substring] = []
        var inside = false
        for line in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop(while: { $0 == " " })
            let hashes = trimmed.prefix(while: { $0 == "#" }).count
            // An ATX heading needs 1–6 `#` and a space; `#if` in a code sample is not one.
            if (1...6).contains(hashes) && trimmed.dropFirst(hashes).first == " " {
                if inside { break }
                inside = trimmed.dropFirst(hashes).trimmingSpaces == "What it does"
            } else if inside {
                body.append(line)
            }
        }
        let text = Substring(body.joined(separator: "\n")).trimmingSpaces
        return text.isEmpty ? nil : String(text)
    }

    // MARK: Results

    private static func writeResult(_ finding: Finding, ruleIndex: Int, to w: inout JSONWriter) {
        w.object { w in
            w.field("ruleId", finding.rule)
            w.field("ruleIndex", ruleIndex)
            w.field("level", level(finding.severity))
            w.object("message") { w in w.field("text", finding.message) }
            w.array("locations") { w in
                w.object { w in writePhysicalLocation(file: finding.file, line: finding.line, column: finding.column, to: &w) }
            }
            if !finding.related.isEmpty {
                w.array("relatedLocations") { w in
                    for (id, related) in finding.related.enumerated() {
                        w.object { w in
                            w.field("id", id)
                            writePhysicalLocation(file: related.file, line: related.line, column: related.column, to: &w)
                            w.object("message") { w in w.field("text", related.message) }
                        }
                    }
                }
            }
            w.object("partialFingerprints") { w in
                w.key(text: fingerprintKey)
                w.value(finding.fingerprint.isEmpty ? fallbackFingerprint(finding) : finding.fingerprint)
            }
        }
    }

    /// A `physicalLocation` member: the file (relative to `%SRCROOT%`, or an absolute file URI) and the start of the region.
    private static func writePhysicalLocation(file: String, line: Int, column: Int, to w: inout JSONWriter) {
        w.object("physicalLocation") { w in
            w.object("artifactLocation") { w in
                if file.hasPrefix("/") {
                    // A file outside the current directory keeps its absolute path (as in every format), as a file URI.
                    w.field("uri", "file://" + percentEncoded(file))
                } else {
                    w.field("uri", percentEncoded(file))
                    w.field("uriBaseId", sourceRootBaseID)
                }
            }
            w.object("region") { w in
                w.field("startLine", line)
                w.field("startColumn", column)
            }
        }
    }

    /// SARIF's `level` for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A stable stand-in when the pipeline left the fingerprint empty: the hash of rule, file and message.
    ///
    /// The line number stays out so the alert keeps its identity when code above it moves; 0xFF, a byte no
    /// UTF-8 text contains, separates the fields.
    static func fallbackFingerprint(_ finding: Finding) -> String {
        StableHash.hex([finding.rule, finding.file, finding.message].map { Array($0.utf8) }, separator: 0xFF)
    }

    // MARK: URIs

    /// `file://` URI of a directory, ending with `/` as SARIF requires of a base URI.
    static func directoryURI(_ path: String) -> String {
        let uri = "file://" + percentEncoded(path.hasPrefix("/") ? path : "/" + path)
        return uri.hasSuffix("/") ? uri : uri + "/"
    }

    /// `path` as a URI path: bytes other than RFC 3986 unreserved characters, sub-delims, `@` and `/` are
    /// percent-encoded (UTF-8), so spaces, `%`, `#`, `?` and non-ASCII names survive.
    ///
    /// `:` is encoded too: in a relative reference a colon in the first segment would read as a scheme.
    /// `\` is encoded, not turned into `/`: on the platforms Crosstalk runs on it is a legal file-name byte.
    static func percentEncoded(_ path: String) -> String {
        guard path.utf8.contains(where: { !isAllowedInPath($0) }) else { return path }
        let hex: [UInt8] = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count + 16)
        for byte in path.utf8 {
            if isAllowedInPath(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isAllowedInPath(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "@"),
             UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
            return true
        default:
            return false
        }
    }
}

private extension Substring {
    /// Without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0.isNewline }
        var start = startIndex, end = endIndex
        while start < end, isSpace(self[start]) { start = index(after: start) }
        while end > start, isSpace(self[index(before: end)]) { end = index(before: end) }
        return self[start..<end]
    }
}
