import CrosstalkFacts
import CrosstalkGraph

/// One enabled rule with its configured severity and options.
public struct ConfiguredRule: Sendable {
    public var rule: any Rule
    public var severity: Severity
    public var options: RuleOptions
    public init(rule: any Rule, severity: Severity, options: RuleOptions) {
        self.rule = rule
        self.severity = severity
        self.options = options
    }
}

/// A finding before the driver turns file indices into display paths.
public struct LintFinding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var file: Int
    public var location: SourceLocation
    public var message: String
    /// The rule's related places (`Diagnostic.related`).
    public var related: [RelatedSite] = []
    /// The rule's summary group (`Diagnostic.group`).
    public var group: String?

    /// A finding of `configured` from one of its diagnostics.
    init(_ d: Diagnostic, of configured: ConfiguredRule) {
        self.init(rule: configured.rule.id, severity: configured.severity, file: d.file, location: d.location, message: d.message,
                  related: d.related, group: d.group)
    }

    /// A finding with every field given.
    public init(rule: String, severity: Severity, file: Int, location: SourceLocation, message: String, related: [RelatedSite] = [], group: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
        self.related = related
        self.group = group
    }
}

/// Runs configured rules over a project's facts: file-scope rules in parallel, project-scope rules once,
/// then applies inline suppressions (reporting unused ones when `unused_suppression` is among the rules) and sorts by (file, line, column, rule) so output never depends on scheduling.
public enum LintEngine {
    public static func run(index: ProjectIndex, rules: [ConfiguredRule], architecture: ArchitectureConfiguration = ArchitectureConfiguration(), jobs: Int = 0) -> [LintFinding] {
        let files = index.files
        index.prepareWholeProgramTables()
        let graph = GraphOnDemand(index: index, configuration: architecture)
        let contexts = rules.map { RuleContext(index: index, options: $0.options, configuration: architecture, sharedGraph: graph) }
        let chunk = max(1, files.count / max(1, (jobs > 0 ? jobs : 2) * 8))
        let chunks = (files.count + chunk - 1) / chunk
        let perChunk = concurrentMap(count: chunks) { c in
            var found: [LintFinding] = []
            for f in c * chunk ..< min(files.count, (c + 1) * chunk) {
                for (r, configured) in rules.enumerated() where configured.rule.scope == .file {
                    for d in configured.rule.check(file: f, context: contexts[r]) {
                        found.append(LintFinding(d, of: configured))
                    }
                }
            }
            return found
        }
        var all = perChunk.flatMap { $0 }
        for (r, configured) in rules.enumerated() where configured.rule.scope == .project {
            for d in configured.rule.checkProject(context: contexts[r]) {
                all.append(LintFinding(d, of: configured))
            }
        }
        let unused = rules.first { $0.rule.id == UnusedSuppressionRule.id }
        all = Suppressions.apply(to: all, files: files, rulesRun: Set(rules.map(\.rule.id)), knownRules: RuleRegistry.all.map(\.id),
                                 unusedSeverity: unused?.severity)
        all.sort { a, b in
            if a.file != b.file { return a.file < b.file }
            if a.location.line != b.location.line { return a.location.line < b.location.line }
            if a.location.column != b.location.column { return a.location.column < b.location.column }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
        return all
    }
}
