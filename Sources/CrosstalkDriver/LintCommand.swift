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
///
/// The whole project is analyzed (`ProjectScope`), so whole-program rules see every file, and baselines record paths
/// relative to its root, so they match wherever crosstalk runs from; the PATHs and `--since` only choose which
/// findings are printed (and fixed).
enum LintCommand {
    /// Runs the gate: analyzes the project, reports the PATHs' findings, returns the exit status.
    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let configuration = try loadConfiguration(context)
        let resolved = try configuration.resolveRules(RuleCatalog.schema, only: invocation.list(.only), enable: invocation.list(.enable), disable: invocation.list(.disable))
        let rules = resolved.compactMap(RuleCatalog.configured)
        let scope = try ProjectScope.resolve(operands: invocation.operands, configuration: configuration, projectRootFlag: invocation.value(.projectRoot),
                                             currentDirectory: context.currentDirectory)
        if let notice = scope.notice { context.output.writeError("crosstalk: \(notice)\n") }
        let changes = try invocation.value(.since).map { revision in
            let workTree = try Git.workTree(containing: scope.root, for: .since)
            return ChangedLines.start(since: try Git.commit(revision, in: workTree, for: .since), workTree: workTree)
        }
        // Facts name files relative to the current folder when the project lies under it (as reports and fix notes
        // print them), else relative to the project root, so every path module detection sees has one form.
        let base = Paths.relative(scope.root, to: context.currentDirectory) != nil ? context.currentDirectory : scope.root
        let tree = try AnalyzedTree.analyze(paths: scope.walked, configuration: configuration, context: context, relativeTo: base,
                                            keepingSources: invocation.isSet(.fix))
        tree.reportProblems(context, configuration: configuration, notingEmptyTree: false)
        let start = Date()
        let absolutePaths = tree.facts.map { Paths.absolute($0.path, currentDirectory: base) }
        // Relative to the project: what baselines record and fingerprint, wherever crosstalk runs from.
        let projectPaths = absolutePaths.map(scope.relative)
        let isReported = absolutePaths.map(scope.reports)
        let reportedFiles = isReported.filter { $0 }.count
        if reportedFiles == 0 && !tree.skipped.contains(where: { scope.reports($0.path) }) {
            let paths = (invocation.operands.isEmpty ? ["."] : invocation.operands).map { "'\($0)'" }.joined(separator: ", ")
            guard invocation.isSet(.allowEmpty) else {
                throw DriverError("no Swift files found in \(paths): a gate that checks nothing fails (\(Flag.allowEmpty.spelling) accepts an empty tree)")
            }
            context.output.writeError("crosstalk: no Swift files found in \(paths)\n")
        }
        let architecture = configuration.architecture(for: tree, root: Paths.display(scope.root, currentDirectory: base), relativeTo: base)
        // The build's targets: a test target's helpers are test code, and a file no target compiles is not checked.
        let resolver = ModuleResolver(layout: architecture.layout, configuredModules: architecture.modules)
        let placements = resolver.placements(for: tree.facts.map(\.path))
        if rules.contains(where: { $0.rule.id == LayerViolationRule().id }) {
            let problems = configuration.coverageProblems(files: tree.facts, architecture: architecture, placements: placements)
            if !problems.isEmpty { throw ConfigError(problems: problems) }
        }
        let unbuilt = placements.compiledByNoTarget.indices.filter { placements.compiledByNoTarget[$0] && isReported[$0] }
        if let first = unbuilt.first {
            let count = unbuilt.count == 1 ? "1 file is in no build target and was" : "\(unbuilt.count) files are in no build target and were"
            context.output.writeError("crosstalk: \(count) not checked ('\(context.display(absolutePaths[first]))'\(unbuilt.count > 1 ? ", …" : ""))\n")
        }
        let changed = try changes?.wait()
        let realRoot = ProjectScope.realPath(scope.root) ?? scope.root
        // What the run reports (and fixes): findings in the PATHs, on changed lines with --since.
        let lint: (ProjectIndex) -> [LintFinding] = { index in
            LintEngine.run(index: index, rules: rules, architecture: architecture, jobs: context.jobs).filter { f in
                // A manifest or a Tuist helper describes the build and never runs in the app: no rule applies to it.
                guard isReported[f.file], !placements.compiledByNoTarget[f.file], !AnalyzedTree.describesBuild(index.files[f.file]) else { return false }
                guard let changed else { return true }
                let path = projectPaths[f.file]
                return changed.contains(realPath: path.hasPrefix("/") ? path : Paths.join(realRoot, path), line: f.location.line)
            }
        }
        var files = tree.facts
        for (f, isTestOnly) in resolver.compiledOnlyByTests(moduleLists: placements.modules).enumerated() where isTestOnly {
            files[f].isCompiledOnlyByTests = true
        }
        let launchScreens = tree.launchScreens()
        if invocation.isSet(.fix) {
            switch try FixCommand.run(files: files, launchScreens: launchScreens, lint: lint, relativeTo: base, context: context) {
            case .fixed(let fixedFiles): files = fixedFiles
            case .finished(let code): return code
            }
        }
        let lintFindings = lint(ProjectIndex(files: files, launchScreens: launchScreens, objectiveCNotifications: tree.objectiveCNotifications))
        // Paths as reports print them: relative to the current folder when the file lies under it.
        let shownPaths = absolutePaths.map(context.display)
        var findings = lintFindings.map { f in
            Finding(rule: f.rule, severity: f.severity, file: shownPaths[f.file], line: f.location.line, column: f.location.column, message: f.message,
                    related: f.related.map { RelatedLocation(file: shownPaths[$0.file], line: $0.location.line, column: $0.location.column, message: $0.message) },
                    group: f.group)
        }
        let fileByShown = Dictionary(zip(shownPaths, files.indices), uniquingKeysWith: { first, _ in first })
        let projectPath: (Finding) -> String = { fileByShown[$0.file].map { projectPaths[$0] } ?? $0.file }
        let lineTexts = SourceLines(files: files, absolutePaths: absolutePaths)
        Baseline.assignFingerprints(&findings, projectPath: projectPath) { finding in
            fileByShown[finding.file].map { lineTexts.text(file: $0, line: finding.line) } ?? ""
        }
        if let path = invocation.value(.writeBaseline) {
            try Baseline(findings: findings, projectPath: projectPath).write(to: Paths.absolute(path, currentDirectory: context.currentDirectory))
            context.output.writeError("crosstalk: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to baseline '\(path)'\n")
            return .ok
        }
        var baselineCounts: BaselineCounts?
        if let path = invocation.value(.baseline) {
            let ran = Set(rules.map(\.rule.id))
            // Only entries this run could have matched count as stale: in a reported file, of a rule that ran, and
            // without --since (which hides findings on unchanged lines).
            let matched = try Baseline.read(from: Paths.absolute(path, currentDirectory: context.currentDirectory)).match(findings) { entry in
                changed == nil && ran.contains(entry.rule) && scope.reports(Paths.absolute(entry.file, currentDirectory: scope.root))
            }
            findings = matched.new
            baselineCounts = matched.counts
        }
        let format = ReportFormat(name: invocation.value(.format) ?? "text") ?? .text
        // A build (the build-tool plugin, an Xcode Run Script phase) fails on lint only when the configuration says so.
        let buildGoesOn = format == .xcode && !configuration.failBuildOnErrors
        if buildGoesOn { for i in findings.indices where findings[i].severity == .error { findings[i].severity = .warning } }
        let lines = zip(files, isReported).reduce(0) { $0 + ($1.1 ? $1.0.lineCount : 0) }
        let duration = Int((tree.seconds + Date().timeIntervalSince(start)) * 1000)
        let report = LintReport(toolVersion: Driver.version, sourceRoot: context.currentDirectory,
                                summary: LintSummary(files: reportedFiles, lines: lines, durationMs: duration, counting: findings, baseline: baselineCounts),
                                findings: findings, rules: rules.map(\.rule.description), documentationURL: configuration.documentationURL)
        let interactive = format == .text && context.output.isTerminal && invocation.value(.output) == nil
        let color = interactive && context.environment["NO_COLOR"] == nil
        var source: SourceLineLookup?
        if interactive || invocation.isSet(.showSource) {
            source = { @Sendable file, line in fileByShown[file].map { lineTexts.text(file: $0, line: line) } }
        }
        try context.emit(format.reporter(color: color, quiet: invocation.isSet(.quiet), source: source).render(report))
        let threshold: Severity = invocation.isSet(.strict) ? .warning : .error
        if buildGoesOn { return .ok }
        return findings.contains { $0.severity >= threshold } ? .findings : .ok
    }
}
