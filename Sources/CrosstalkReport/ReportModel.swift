import CrosstalkRules

/// The counts a lint run ends with, as every report format prints them.
public struct LintSummary: Sendable, Hashable {
    /// Swift files analyzed.
    public var files: Int
    /// Source lines analyzed.
    public var lines: Int
    /// Findings at error severity.
    public var errors: Int
    /// Findings at warning severity.
    public var warnings: Int
    /// Findings at info severity.
    public var infos: Int
    /// Wall-clock time of the whole run, in milliseconds.
    public var durationMs: Int
    /// With `--baseline`: findings the baseline knew (left out of the report), and baseline entries that matched no
    /// finding of the files and rules this run checked (fixed, or changed beyond recognition); nil without a baseline.
    public var baseline: BaselineCounts?

    /// Creates a summary from counts the caller already has.
    public init(files: Int, lines: Int, errors: Int, warnings: Int, infos: Int, durationMs: Int, baseline: BaselineCounts? = nil) {
        self.baseline = baseline
        self.files = files
        self.lines = lines
        self.errors = errors
        self.warnings = warnings
        self.infos = infos
        self.durationMs = durationMs
    }

    /// Creates a summary whose severity counts are those of `findings` (the ones the report prints, after baseline filtering).
    public init(files: Int, lines: Int, durationMs: Int, counting findings: [Finding], baseline: BaselineCounts? = nil) {
        var errors = 0, warnings = 0, infos = 0
        for finding in findings {
            switch finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .info: infos += 1
            }
        }
        self.init(files: files, lines: lines, errors: errors, warnings: warnings, infos: infos, durationMs: durationMs, baseline: baseline)
    }

    /// All findings, whatever their severity.
    public var findings: Int { errors + warnings + infos }

    /// One line such as `3 findings (1 error, 2 warnings) in 12 files; 37 baselined`, shared by the text and Markdown
    /// reports. With a baseline it always says how many findings it hid and how many of its entries are stale, so a
    /// clean result is never silently the baseline's doing.
    public var headline: String {
        let scope = "in \(Self.plural(files, "file"))"
        var line: String
        if findings == 0 {
            line = "no findings \(scope)"
        } else {
            var parts: [String] = []
            if errors > 0 { parts.append(Self.plural(errors, "error")) }
            if warnings > 0 { parts.append(Self.plural(warnings, "warning")) }
            // "info" is used as a mass noun ("2 info"): it is the severity name users write in the config.
            if infos > 0 { parts.append("\(infos) info") }
            line = "\(Self.plural(findings, "finding")) (\(parts.joined(separator: ", "))) \(scope)"
        }
        if let baseline {
            line += "; \(baseline.baselined) baselined"
            if baseline.stale > 0 {
                line += ", \(Self.plural(baseline.stale, "baseline entry")) no longer match\(baseline.stale == 1 ? "es" : "")"
            }
        }
        return line
    }

    private static func plural(_ n: Int, _ noun: String) -> String {
        if n == 1 { return "1 \(noun)" }
        return noun.hasSuffix("y") ? "\(n) \(noun.dropLast())ies" : "\(n) \(noun)s"
    }
}

/// What a baseline did in one run.
public struct BaselineCounts: Sendable, Hashable {
    /// Findings the baseline recorded, left out of the report.
    public var baselined: Int
    /// Entries that matched no finding among the files and rules the run checked.
    public var stale: Int

    /// Creates the counts.
    public init(baselined: Int, stale: Int) {
        self.baselined = baselined
        self.stale = stale
    }
}

/// Everything a lint report prints: tool identity, summary, findings and the rules that ran.
public struct LintReport: Sendable {
    /// The tool name every format prints.
    public static let toolName = "crosstalk"

    /// The tool's version string, e.g. `0.1.0`.
    public var toolVersion: String
    /// Absolute directory that relative finding paths are relative to (the current directory); SARIF's `%SRCROOT%` when set.
    public var sourceRoot: String?
    /// Counts for the run.
    public var summary: LintSummary
    /// Findings in print order; the caller sorts them by path, line, column, rule.
    public var findings: [Finding]
    /// Every rule that was enabled, for SARIF `tool.driver.rules`.
    public var rules: [RuleDescription]
    /// Where the team publishes Crosstalk's repository (the configuration's `documentationURL`), under which
    /// `Rules/<id>.md` is each rule's page; nil when not configured, and then no format links anywhere.
    public var documentationURL: String?

    /// Creates a report; `sourceRoot` only feeds SARIF and may be left out for byte-identical output across machines.
    public init(toolVersion: String, sourceRoot: String? = nil, summary: LintSummary, findings: [Finding], rules: [RuleDescription],
                documentationURL: String? = nil) {
        self.toolVersion = toolVersion
        self.sourceRoot = sourceRoot
        self.summary = summary
        self.findings = findings
        self.rules = rules
        self.documentationURL = documentationURL
    }

    /// The page of rule `id` under `documentationURL`, nil without one.
    public func rulePageURL(_ id: String) -> String? {
        guard var base = documentationURL else { return nil }
        while base.hasSuffix("/") { base.removeLast() }
        return "\(base)/Rules/\(id).md"
    }
}

/// Something that turns a lint report into the bytes of one output format.
public protocol LintReporter: Sendable {
    /// The whole report as this format prints it: empty, or ending with a newline.
    func render(_ report: LintReport) -> String
}

/// The `--format` values of `crosstalk lint`.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, checkstyle, junit, markdown, codeclimate, xcode

    /// The format with this `--format` name, or nil for an unknown name.
    public init?(name: String) {
        self.init(rawValue: name)
    }

    /// A reporter for this format; `color`, `quiet` and `source` only affect `text` (the driver decides color from
    /// TTY and `NO_COLOR`, and source excerpts from TTY and `--show-source`).
    public func reporter(color: Bool = false, quiet: Bool = false, source: SourceLineLookup? = nil) -> any LintReporter {
        switch self {
        case .text: return TextReporter(color: color, quiet: quiet, source: source)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        case .markdown: return MarkdownReporter()
        case .codeclimate: return CodeClimateReporter()
        case .xcode: return XcodeReporter()
        }
    }
}
