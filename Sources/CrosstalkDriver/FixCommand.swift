import CrosstalkFacts
import CrosstalkFix
import CrosstalkGraph
import CrosstalkRules
import Foundation

/// `crosstalk lint --fix` / `crosstalk fix`: certain fixes written in place (or shown as a diff with `--dry-run`),
/// a note on standard error for each finding left alone, then the usual report on the fixed tree.
enum FixCommand {
    /// What the lint command does next.
    enum Next {
        /// Report on these facts (the files as fixed).
        case fixed([FileFacts])
        /// Nothing more to report (`--dry-run` printed its diff).
        case finished(ExitCode)
    }

    /// Fixes what `lint` reports in `files` (paths relative to `base`, as lint analyzes them) and writes the
    /// changed files, or prints their diff with `--dry-run`.
    static func run(files: [FileFacts], launchScreens: Set<String>, lint: (ProjectIndex) -> [LintFinding], relativeTo base: String,
                    context: CommandContext) throws -> Next {
        let outcome = FixSession.run(files: files, launchScreens: launchScreens, lint: lint)
        for report in outcome.reports {
            guard let why = report.notFixedReason else { continue }
            let location = report.finding.location
            context.output.writeError("\(report.path):\(location.line):\(location.column): not fixed: \(why) (\(report.finding.rule))\n")
        }
        let fixed = outcome.fixedCount
        let changed = outcome.changedFiles.count
        if context.invocation.isSet(.dryRun) {
            var diff = ""
            for file in outcome.changedFiles {
                diff += UnifiedDiff.render(path: outcome.files[file].path, old: outcome.originalBytes[file] ?? [], new: outcome.files[file].keptSource.bytes)
            }
            try context.emit(diff)
            if !context.invocation.isSet(.quiet) {
                context.output.writeError("crosstalk: would fix \(plural(fixed, "finding")) in \(plural(changed, "file"))\n")
            }
            return .finished(diff.isEmpty ? .ok : .findings)
        }
        for file in outcome.changedFiles {
            let path = Paths.absolute(outcome.files[file].path, currentDirectory: base)
            do {
                try Data(outcome.files[file].keptSource.bytes).write(to: URL(fileURLWithPath: path))
            } catch {
                throw DriverError("cannot write '\(outcome.files[file].path)': \(error.localizedDescription)")
            }
        }
        if !context.invocation.isSet(.quiet) {
            context.output.writeError("crosstalk: fixed \(plural(fixed, "finding")) in \(plural(changed, "file"))\n")
        }
        return .fixed(outcome.files)
    }

    private static func plural(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
