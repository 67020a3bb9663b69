import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkRules
import Foundation

/// Loads and validates the configuration for a command (nearest `.crosstalk.json` or `--config`).
func loadConfiguration(_ context: CommandContext) throws -> Configuration {
    let configuration = try Configuration.load(configFlag: context.invocation.value(.config), currentDirectory: context.currentDirectory)
    try configuration.validate(RuleCatalog.schema)
    return configuration
}

/// The registry seen by configuration handling: ids, defaults, option names and types.
enum RuleCatalog {
    static let schema: [RuleSchema] = RuleRegistry.all.map { rule in
        var options: [String: OptionType] = [:]
        for option in rule.options {
            switch option.defaultValue {
            case .strings: options[option.name] = .strings
            case .bool: options[option.name] = .boolean
            case .int: options[option.name] = .integer
            }
        }
        return RuleSchema(id: rule.id, defaultSeverity: rule.description.defaultSeverity, isEnabledByDefault: rule.description.enabledByDefault, options: options)
    }

    /// Pseudo-rules the driver itself reports, declared so SARIF and baselines know them.
    static let parseWarning = RuleDescription(
        id: "parse_warning", category: "Engine", defaultSeverity: .info, enabledByDefault: true,
        summary: "Part of a file could not be parsed; findings there may be missing",
        documentation: "## What it does\nReports the first syntax problem in a file. The rest of the file is still analyzed.\n")

    /// A configured rule ready to run: the registry's rule with options converted from JSON.
    static func configured(_ resolved: ResolvedRule) -> ConfiguredRule? {
        guard let rule = RuleRegistry.rule(resolved.id) else { return nil }
        var values: [String: OptionValue] = [:]
        for option in rule.options {
            guard let json = resolved.options[option.name] else { values[option.name] = option.defaultValue; continue }
            switch option.defaultValue {
            case .strings: values[option.name] = json.stringsValue.map(OptionValue.strings) ?? option.defaultValue
            case .bool: if case .bool(let b) = json { values[option.name] = .bool(b) }
            case .int: values[option.name] = json.intValue.map(OptionValue.int) ?? option.defaultValue
            }
        }
        return ConfiguredRule(rule: rule, severity: resolved.severity, options: RuleOptions(values))
    }
}

/// `crosstalk lint [PATH…]`: findings in the chosen format; exit 1 when any reaches the threshold.
enum LintCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let configuration = try loadConfiguration(context)
        let resolved = try configuration.resolveRules(RuleCatalog.schema, only: invocation.list(.only), enable: invocation.list(.enable), disable: invocation.list(.disable))
        let rules = resolved.compactMap(RuleCatalog.configured)
        let tree = try AnalyzedTree.analyze(paths: invocation.operands, configuration: configuration, context: context)
        tree.reportProblems(context)
        let start = Date()
        let architecture = configuration.architecture(for: tree, operands: invocation.operands, context: context)
        var files = tree.facts
        if invocation.isSet(.fix) {
            switch try FixCommand.run(files: files, rules: rules, architecture: architecture, context: context) {
            case .fixed(let fixedFiles): files = fixedFiles
            case .finished(let code): return code
            }
        }
        let index = ProjectIndex(files: files)
        var findings = LintEngine.run(index: index, rules: rules, architecture: architecture, jobs: context.jobs).map { f in
            Finding(rule: f.rule, severity: f.severity, file: files[f.file].path, line: f.location.line, column: f.location.column, message: f.message,
                    related: f.related.map { RelatedLocation(file: files[$0.file].path, line: $0.location.line, column: $0.location.column, message: $0.message) })
        }
        findings += parseWarnings(files)
        let sourceByPath = Dictionary(files.map { ($0.path, $0.source) }, uniquingKeysWith: { first, _ in first })
        Baseline.assignFingerprints(&findings) { finding in sourceByPath[finding.file]?.lineText(finding.line) ?? "" }
        if let path = invocation.value(.writeBaseline) {
            try Baseline(findings: findings).write(to: Paths.absolute(path, currentDirectory: context.currentDirectory))
            context.output.writeError("crosstalk: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to baseline '\(path)'\n")
            return .ok
        }
        if let path = invocation.value(.baseline) {
            findings = try Baseline.read(from: Paths.absolute(path, currentDirectory: context.currentDirectory)).newFindings(findings)
        }
        let lines = files.reduce(0) { $0 + $1.lineCount }
        let duration = Int((tree.seconds + Date().timeIntervalSince(start)) * 1000)
        var descriptions = rules.map(\.rule.description)
        if findings.contains(where: { $0.rule == RuleCatalog.parseWarning.id }) { descriptions.append(RuleCatalog.parseWarning) }
        let report = LintReport(toolVersion: Driver.version, sourceRoot: context.currentDirectory,
                                summary: LintSummary(files: files.count, lines: lines, durationMs: duration, counting: findings),
                                findings: findings, rules: descriptions)
        let format = ReportFormat(name: invocation.value(.format) ?? "text") ?? .text
        let color = format == .text && context.output.isTerminal && invocation.value(.output) == nil && context.environment["NO_COLOR"] == nil
        try context.emit(format.reporter(color: color, quiet: invocation.isSet(.quiet)).render(report))
        let threshold: Severity = invocation.isSet(.strict) ? .warning : .error
        return findings.contains { $0.severity >= threshold } ? .findings : .ok
    }

    /// The first parse problem of each file, as an info finding: analysis went on, but results there may be partial.
    static func parseWarnings(_ files: [FileFacts]) -> [Finding] {
        files.compactMap { file in
            guard let d = file.diagnostics.first else { return nil }
            let more = file.diagnostics.count > 1 ? " (and \(file.diagnostics.count - 1) more)" : ""
            return Finding(rule: RuleCatalog.parseWarning.id, severity: .info, file: file.path, line: d.location.line, column: d.location.column, message: d.message + more)
        }
    }
}
