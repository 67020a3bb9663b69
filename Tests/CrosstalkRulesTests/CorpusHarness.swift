import CrosstalkDriver
import CrosstalkFacts
import CrosstalkGraph
import CrosstalkSyntax
import Foundation
@testable import CrosstalkRules

/// One expected or actual finding, as the Corpus compares them.
struct CorpusFinding: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var rule: String
    /// Checked only when the expectation names a column.
    var column: Int?
    var messagePart: String?

    var description: String {
        "\(file):\(line)\(column.map { ":\($0)" } ?? "") [\(rule)]\(messagePart.map { " \"\($0)\"" } ?? "")"
    }

    static func < (a: CorpusFinding, b: CorpusFinding) -> Bool {
        (a.file, a.line, a.rule, a.column ?? 0) < (b.file, b.line, b.rule, b.column ?? 0)
    }
}

/// Runs Crosstalk over the Corpus and compares findings with the `// expect:` markers in the fixtures.
enum CorpusHarness {
    static var corpusRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")
    }

    /// Every `.swift` file under Corpus/, sorted, as (relative path, bytes).
    static func loadFixtures() throws -> [(String, [UInt8])] {
        let root = corpusRoot.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [] }
        var result: [(String, [UInt8])] = []
        for case let relative as String in walker where relative.hasSuffix(".swift") {
            let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
            result.append((relative, Array(data)))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Findings of every rule (all enabled, default options) on the given files.
    ///
    /// A Corpus folder with a `.crosstalk.json` is its own project: its fixtures are linted together with the
    /// `modules`/`layers`/`architecture` of that file (after `extends` of a preset from `Rules/presets/`), with the
    /// folder as the analyzed root. Every other fixture is linted together with an empty architecture.
    static func lint(_ fixtures: [(String, [UInt8])]) -> [CorpusFinding] {
        let configs = configurationFolders()
        var groups: [String: [(String, [UInt8])]] = [:]
        for fixture in fixtures {
            let folder = configs.keys.filter { fixture.0.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? ""
            groups[folder, default: []].append(fixture)
        }
        var result: [CorpusFinding] = []
        for folder in groups.keys.sorted() {
            var architecture = configs[folder] ?? ArchitectureConfiguration()
            architecture.layout = SourceLayout(root: folder)
            result += lint(groups[folder]!, architecture: architecture)
        }
        return result
    }

    static func lint(_ fixtures: [(String, [UInt8])], architecture: ArchitectureConfiguration) -> [CorpusFinding] {
        let facts = fixtures.map { FactExtractor.extract(path: $0.0, bytes: $0.1) }
        let index = ProjectIndex(files: facts, objectiveCNotifications: objectiveCNotifications)
        let rules = RuleRegistry.all.map { ConfiguredRule(rule: $0, severity: $0.description.defaultSeverity, options: RuleOptions()) }
        return LintEngine.run(index: index, rules: rules, architecture: architecture).map { f in
            CorpusFinding(file: facts[f.file].path, line: f.location.line, rule: f.rule, column: f.location.column, messagePart: f.message)
        }
    }

    /// What the Corpus's Objective-C files (`.m`, `.h`) post and observe, as `lint` reads them beside the Swift sources.
    static let objectiveCNotifications: ObjectiveCNotifications = {
        let root = corpusRoot.standardizedFileURL.path
        let walker = FileManager.default.enumerator(atPath: root)
        var sources: [[UInt8]] = []
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".m") || relative.hasSuffix(".h"), let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            sources.append(Array(data))
        }
        return ObjectiveCNotifications(sources: sources)
    }()

    /// Corpus-relative folder → architecture of its `.crosstalk.json`. A broken file fails loudly (it is a fixture bug).
    static func configurationFolders() -> [String: ArchitectureConfiguration] {
        let root = corpusRoot.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: root) else { return [:] }
        var result: [String: ArchitectureConfiguration] = [:]
        for case let relative as String in walker where relative.hasSuffix(".crosstalk.json") && (relative == ".crosstalk.json" || relative.hasSuffix("/.crosstalk.json")) {
            let folder = relative == ".crosstalk.json" ? "" : String(relative.dropLast("/.crosstalk.json".count))
            do {
                // The real loader: the Corpus exercises the same `extends`, presets and decoding users get.
                result[folder] = try Configuration.load(file: root + "/" + relative, currentDirectory: root).architecture
            } catch {
                fatalError("Corpus/\(relative): \(error)")
            }
        }
        return result
    }

    /// Expectations written in the fixtures' comments.
    static func expectations(_ fixtures: [(String, [UInt8])]) -> [CorpusFinding] {
        var result: [CorpusFinding] = []
        for (path, bytes) in fixtures {
            let stream = Lexer.lex(SourceFile(path: path, bytes: bytes))
            let file = stream.file
            var codeLines = Set<Int>()
            for t in stream.tokens.dropLast() {
                let first = file.location(of: Int(t.start)).line
                codeLines.insert(first)
            }
            let sortedCodeLines = codeLines.sorted()
            for trivia in stream.trivia where trivia.kind == .lineComment {
                let text = file.text(Int(trivia.start), Int(trivia.length))
                guard let marker = text.range(of: "expect:") else { continue }
                let commentLine = file.location(of: Int(trivia.start)).line
                // A marker alone on its line applies to the next line with code.
                var line = commentLine
                if !codeLines.contains(commentLine) {
                    guard let next = sortedCodeLines.first(where: { $0 > commentLine }) else { continue }
                    line = next
                }
                for item in parseItems(String(text[marker.upperBound...])) {
                    result.append(CorpusFinding(file: path, line: line, rule: item.rule, column: item.column, messagePart: item.message))
                }
            }
        }
        return result
    }

    /// `rule_a, rule_b` or `17 [rule_id] "message part"`, comma-separated.
    static func parseItems(_ text: String) -> [(rule: String, column: Int?, message: String?)] {
        var items: [(String, Int?, String?)] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0 == " " || $0 == "," || $0 == "\t" }
            if rest.isEmpty { break }
            var column: Int?
            let digits = rest.prefix { $0.isNumber }
            if !digits.isEmpty { column = Int(digits); rest = rest.dropFirst(digits.count).drop { $0 == " " } }
            var rule: Substring
            if rest.first == "[" {
                rest = rest.dropFirst()
                rule = rest.prefix { $0 != "]" }
                rest = rest.dropFirst(rule.count + 1)
            } else {
                rule = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                rest = rest.dropFirst(rule.count)
            }
            rest = rest.drop { $0 == " " }
            var message: String?
            if rest.first == "\"" {
                let body = rest.dropFirst().prefix { $0 != "\"" }
                message = String(body)
                rest = rest.dropFirst(body.count + 2)
            }
            if rule.isEmpty { break }
            items.append((String(rule), column, message))
        }
        return items
    }

    /// Missing and unexpected findings. An expectation matches an actual finding on file, line and rule,
    /// and on column and message part when it names them.
    static func compare(expected: [CorpusFinding], actual: [CorpusFinding]) -> (missing: [CorpusFinding], unexpected: [CorpusFinding]) {
        var remaining = actual
        var missing: [CorpusFinding] = []
        for e in expected.sorted() {
            if let i = remaining.firstIndex(where: { a in
                a.file == e.file && a.line == e.line && a.rule == e.rule && (e.column == nil || e.column == a.column)
                    && (e.messagePart == nil || (a.messagePart ?? "").contains(e.messagePart!))
            }) {
                remaining.remove(at: i)
            } else {
                missing.append(e)
            }
        }
        return (missing, remaining.sorted())
    }
}
