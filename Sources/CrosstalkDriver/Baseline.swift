import CrosstalkGraph
import CrosstalkRules
import CrosstalkReport
import Foundation

/// A baseline that cannot be read or written; the driver exits with `ExitCode.usage`.
public struct BaselineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The baseline file as given.
    public var file: String
    /// What is wrong, naming the key when there is one.
    public var message: String

    /// `baseline.json: unsupported baseline version 2`.
    public var description: String { "\(file): \(message)" }
}

/// Known findings recorded by `--write-baseline`, so that `--baseline` reports only new ones.
///
/// File format (JSON, one entry per line, entries sorted by file, rule and fingerprint so that
/// regenerating a baseline gives a minimal diff):
/// ```
/// {
///   "version": 1,
///   "tool": "crosstalk",
///   "entries": [
///     {"rule": "weak_delegate", "file": "Sources/App/Feed.swift", "fingerprint": "8c1f0a3e5b27d4c6"}
///   ]
/// }
/// ```
/// Matching is by fingerprint alone; `rule` and `file` are there for people reading the file. Files are relative to the
/// project root (the configuration's folder, else the git work tree, else the PATHs' common parent), never to the
/// folder crosstalk ran in.
public struct Baseline: Sendable, Hashable {
    /// One recorded finding.
    public struct Entry: Sendable, Hashable {
        /// The rule id.
        public var rule: String
        /// The file as reports print it.
        public var file: String
        /// `Baseline.fingerprint(rule:file:lineText:occurrence:)` of the finding.
        public var fingerprint: String

        /// Creates an entry.
        public init(rule: String, file: String, fingerprint: String) {
            self.rule = rule
            self.file = file
            self.fingerprint = fingerprint
        }
    }

    /// The format version this code reads and writes.
    public static let version = 1

    /// The entries, sorted by file, rule and fingerprint.
    public let entries: [Entry]
    private let fingerprints: Set<String>

    /// A baseline of `entries`, sorted and without duplicates.
    public init(entries: [Entry]) {
        self.entries = Set(entries).sorted { ($0.file, $0.rule, $0.fingerprint) < ($1.file, $1.rule, $1.fingerprint) }
        self.fingerprints = Set(entries.map(\.fingerprint))
    }

    /// A baseline recording `findings`, whose fingerprints must be assigned; `projectPath` gives each finding's file
    /// relative to the project (as the fingerprints do), so the file reads the same wherever crosstalk ran.
    public init(findings: [Finding], projectPath: (Finding) -> String) {
        self.init(entries: findings.map { Entry(rule: $0.rule, file: projectPath($0), fingerprint: $0.fingerprint) })
    }

    /// Whether a finding with this fingerprint is known.
    public func contains(_ fingerprint: String) -> Bool { fingerprints.contains(fingerprint) }

    /// The findings the baseline does not know, in their order, and what it did: how many it knew, and how many of
    /// its entries that `checked` covers (a file and rule the run looked at) matched no finding.
    public func match(_ findings: [Finding], checked: (Entry) -> Bool) -> (new: [Finding], counts: BaselineCounts) {
        let new = findings.filter { !contains($0.fingerprint) }
        let seen = Set(findings.map(\.fingerprint))
        let stale = entries.filter { !seen.contains($0.fingerprint) && checked($0) }.count
        return (new, BaselineCounts(baselined: findings.count - new.count, stale: stale))
    }

    /// The baseline as its file's text.
    public func serialized() -> String {
        var w = JSONWriter()
        w.object { w in
            w.field("version", Baseline.version)
            w.field("tool", "crosstalk")
            w.array("entries") { w in
                for entry in entries {
                    w.object(inline: true) { w in
                        w.field("rule", entry.rule)
                        w.field("file", entry.file)
                        w.field("fingerprint", entry.fingerprint)
                    }
                }
            }
        }
        return w.finish()
    }

    /// Writes the baseline to `path`, replacing the file atomically.
    public func write(to path: String) throws(BaselineError) {
        do {
            try Data(serialized().utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw BaselineError(file: path, message: "cannot write the baseline: \((error as NSError).localizedDescription)")
        }
    }

    /// Reads the baseline at `path`.
    public static func read(from path: String) throws(BaselineError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "cannot read the baseline" : "baseline file does not exist"
            throw BaselineError(file: path, message: reason)
        }
        return try parse(Array(data), file: path)
    }

    /// Parses baseline text; `file` names it in errors.
    public static func parse(_ bytes: [UInt8], file: String) throws(BaselineError) -> Baseline {
        let root: JSONValue
        do {
            root = try JSONConfigReader.parse(bytes)
        } catch {
            throw BaselineError(file: file, message: error.description)
        }
        guard case .object(let fields) = root else {
            throw BaselineError(file: file, message: "expected a JSON object at the top level, got \(root.typeName)")
        }
        guard let version = fields["version"]?.intValue else {
            throw BaselineError(file: file, message: "version: expected an integer")
        }
        guard version == Baseline.version else {
            throw BaselineError(file: file, message: "unsupported baseline version \(version) (this crosstalk reads version \(Baseline.version))")
        }
        guard case .array(let items)? = fields["entries"] else {
            throw BaselineError(file: file, message: "entries: expected an array")
        }
        var entries: [Entry] = []
        for (index, item) in items.enumerated() {
            guard case .object(let entry) = item else {
                throw BaselineError(file: file, message: "entries[\(index)]: expected an object, got \(item.typeName)")
            }
            var values: [String] = []
            for key in ["rule", "file", "fingerprint"] {
                guard case .string(let value)? = entry[key] else {
                    throw BaselineError(file: file, message: "entries[\(index)].\(key): expected a string")
                }
                values.append(value)
            }
            entries.append(Entry(rule: values[0], file: values[1], fingerprint: values[2]))
        }
        return Baseline(entries: entries)
    }
}

extension Baseline {
    /// A finding's fingerprint: 64-bit FNV-1a, as 16 lowercase hex digits, of the UTF-8 bytes of
    /// `rule`, `file`, `lineText` with ASCII whitespace trimmed from both ends, and `occurrence` in
    /// decimal, each followed by a zero byte so that no two field splits hash alike.
    ///
    /// The line number is deliberately absent: inserting lines above a finding, or re-indenting its
    /// line, leaves the fingerprint unchanged. `occurrence` tells apart findings of one rule on
    /// identical lines of one file (two `delegate: Delegate?` declarations in different classes).
    public static func fingerprint(rule: String, file: String, lineText: String, occurrence: Int) -> String {
        StableHash.hex([Array(rule.utf8), Array(file.utf8), trimmed(lineText), Array(String(occurrence).utf8)], separator: 0)
    }

    /// One finding's input to fingerprinting.
    public struct FingerprintSubject: Sendable, Hashable {
        /// The rule id.
        public var rule: String
        /// The file as reports print it.
        public var file: String
        /// 1-based line; orders occurrences only.
        public var line: Int
        /// 1-based column; orders occurrences on one line.
        public var column: Int
        /// The full text of the finding's line.
        public var lineText: String

        /// Creates a subject.
        public init(rule: String, file: String, line: Int, column: Int, lineText: String) {
            self.rule = rule
            self.file = file
            self.line = line
            self.column = column
            self.lineText = lineText
        }
    }

    /// Fingerprints for `subjects`, in their order.
    ///
    /// Occurrence indices count, from 0, the subjects with the same rule, file and trimmed line text in
    /// (line, column) order — ties keep input order — so the result does not depend on input order.
    public static func fingerprints(for subjects: [FingerprintSubject]) -> [String] {
        let order = subjects.indices.sorted {
            (subjects[$0].line, subjects[$0].column, $0) < (subjects[$1].line, subjects[$1].column, $1)
        }
        var seen: [[UInt8]: Int] = [:]
        var result = [String](repeating: "", count: subjects.count)
        for index in order {
            let subject = subjects[index]
            let text = trimmed(subject.lineText)
            let key = Array(subject.rule.utf8) + [0] + Array(subject.file.utf8) + [0] + text
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            result[index] = fingerprint(rule: subject.rule, file: subject.file, lineText: subject.lineText, occurrence: occurrence)
        }
        return result
    }

    /// Fills in `fingerprint` of every finding, given its file relative to the project (so a baseline matches wherever
    /// crosstalk runs from) and the text of its line.
    public static func assignFingerprints(_ findings: inout [Finding], projectPath: (Finding) -> String, lineText: (Finding) -> String) {
        let subjects = findings.map {
            FingerprintSubject(rule: $0.rule, file: projectPath($0), line: $0.line, column: $0.column, lineText: lineText($0))
        }
        for (index, fingerprint) in fingerprints(for: subjects).enumerated() {
            findings[index].fingerprint = fingerprint
        }
    }

    /// `text` without leading and trailing ASCII whitespace (space, tab, line feed, carriage return, form feed, vertical tab).
    private static func trimmed(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return Array(bytes[start..<end])
    }
}
