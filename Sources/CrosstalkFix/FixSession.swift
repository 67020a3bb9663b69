import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// What `--fix` did to one finding it looked at.
public struct FixReport: Sendable, Hashable {
    /// The finding, as first seen.
    public var finding: LintFinding
    /// The file's display path.
    public var path: String
    /// Nil when fixed; otherwise why not.
    public var notFixedReason: String?
}

/// The result of a fix run: the new facts of every file (changed ones re-extracted), what changed, and why
/// the rest was left alone.
public struct FixOutcome: Sendable {
    /// The facts after fixing, in the same order as the input.
    public var files: [FileFacts]
    /// Indices of the files whose bytes changed.
    public var changedFiles: [Int]
    /// The original bytes of each changed file, by index, for diffs.
    public var originalBytes: [Int: [UInt8]]
    /// Every fixable finding met, fixed or not, in the order met.
    public var reports: [FixReport]
    /// Findings of the fixed rules whose fix was made.
    public var fixedCount: Int { reports.filter { $0.notFixedReason == nil }.count }
}

/// Runs fixers over lint findings, applies the edits that do not overlap, and checks each changed file: it must
/// round-trip through the lexer and parse with no more problems than before, or the whole file is left as it was.
/// Runs again on the result (a fix that overlapped another gets its turn) until nothing changes, so a second run
/// has nothing to do.
public enum FixSession {
    /// Passes before giving up on fixes that keep overlapping.
    static let maxPasses = 8

    /// Ids of the rules `--fix` knows how to fix.
    public static var fixableRules: Set<String> { FixerRegistry.fixableRules }

    /// Fixes what `lint` finds in `files`; `lint` is the configured lint run over a project index, which knows the
    /// launch storyboard's first screens (`ProjectIndex.launchScreens`).
    public static func run(files: [FileFacts], launchScreens: Set<String> = [], lint: (ProjectIndex) -> [LintFinding]) -> FixOutcome {
        run(files: files, fixers: FixerRegistry.all, launchScreens: launchScreens, lint: lint)
    }

    /// `run` with the fixers given (tests hand in one that breaks the file).
    static func run(files: [FileFacts], fixers: [any FindingFixer], launchScreens: Set<String> = [], lint: (ProjectIndex) -> [LintFinding]) -> FixOutcome {
        var current = files
        var original: [Int: [UInt8]] = [:]
        var fixed: [FixReport] = []
        var left: [FixReport] = []
        var refused: Set<String> = []
        for pass in 1 ... maxPasses {
            let index = ProjectIndex(files: current, launchScreens: launchScreens)
            let context = FixContext(index: index)
            var planned: [PlannedFix] = []
            left = []
            for finding in lint(index) {
                guard let fixer = fixers.first(where: { $0.rules.contains(finding.rule) }) else { continue }
                let key = Self.key(finding, files: current)
                let report = FixReport(finding: finding, path: current[finding.file].path, notFixedReason: nil)
                if refused.contains(key) {
                    left.append(FixReport(finding: finding, path: report.path, notFixedReason: "the fixed file would not parse as well as before"))
                    continue
                }
                switch fixer.fix(finding, in: context) {
                case .fixed(let edits): planned.append(PlannedFix(key: key, report: report, edits: edits))
                case .notFixed(let why): left.append(FixReport(finding: finding, path: report.path, notFixedReason: why))
                }
            }
            let (accepted, deferred) = selectNonOverlapping(planned)
            guard !accepted.isEmpty, pass < maxPasses else {
                left += deferred.map { FixReport(finding: $0.report.finding, path: $0.report.path, notFixedReason: "overlaps another fix") }
                break
            }
            var byFile: [Int: Set<SourceEdit>] = [:]
            for fix in accepted { for edit in fix.edits { byFile[edit.file, default: []].insert(edit) } }
            var badFiles: Set<Int> = []
            var rewritten: [Int: FileFacts] = [:]
            for (file, edits) in byFile {
                let bytes = EditApplication.apply(Array(edits), to: current[file].keptSource.bytes)
                let facts = FactExtractor.extract(path: current[file].path, bytes: bytes)
                if RoundTrip.firstMismatch(Lexer.lex(facts.keptSource)) != nil || facts.diagnostics.count > current[file].diagnostics.count {
                    badFiles.insert(file)
                } else {
                    rewritten[file] = facts
                }
            }
            if !badFiles.isEmpty {
                // Every fix touching a file that got worse is refused, and the pass starts over without them.
                for fix in accepted where fix.edits.contains(where: { badFiles.contains($0.file) }) { refused.insert(fix.key) }
                continue
            }
            for (file, facts) in rewritten {
                if original[file] == nil { original[file] = current[file].keptSource.bytes }
                current[file] = facts
            }
            fixed += accepted.map(\.report)
        }
        let changed = original.keys.filter { original[$0] != current[$0].keptSource.bytes }.sorted()
        return FixOutcome(files: current, changedFiles: changed, originalBytes: original.filter { changed.contains($0.key) },
                          reports: fixed + left)
    }

    /// A fixer's edits for one finding, waiting to be applied.
    struct PlannedFix {
        var key: String
        var report: FixReport
        var edits: [SourceEdit]
    }

    /// Identifies a finding across passes (its line and column move as fixes above it add text): rule, file,
    /// message and the occurrence of that triple.
    static func key(_ finding: LintFinding, files: [FileFacts]) -> String {
        "\(finding.rule)\u{1}\(files[finding.file].path)\u{1}\(finding.message)\u{1}\(files[finding.file].keptSource.lineText(finding.location.line).filter { !$0.isWhitespace })"
    }

    /// Fixes in order, each kept when none of its edits conflicts with an edit already kept (identical edits, such
    /// as two delegates adding `: AnyObject` to one protocol, do not conflict); the others wait for the next pass.
    static func selectNonOverlapping(_ planned: [PlannedFix]) -> (accepted: [PlannedFix], deferred: [PlannedFix]) {
        var kept: [SourceEdit] = []
        var accepted: [PlannedFix] = []
        var deferred: [PlannedFix] = []
        for fix in planned {
            if fix.edits.contains(where: { edit in kept.contains { $0.conflicts(with: edit) } }) {
                deferred.append(fix)
            } else {
                kept += fix.edits
                accepted.append(fix)
            }
        }
        return (accepted, deferred)
    }
}

extension FileFacts {
    /// The file's source. A fix session reads and rewrites the text of every file it is given, so `lint --fix`
    /// analyzes keeping sources, and a rewritten file's facts are extracted from its new bytes.
    public var keptSource: SourceFile {
        guard let source else { preconditionFailure("\(path): a fix needs the file's source, which the analysis dropped") }
        return source
    }
}
