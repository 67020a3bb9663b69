import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// Computes the certain fix of one rule's findings from the project's facts and the syntax of its files.
protocol FindingFixer: Sendable {
    /// The rule ids whose findings this fixer handles.
    var rules: [String] { get }
    /// The edits that fix `finding`, or why there are none.
    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict
}

/// What a fixer reads: the index of the project as analyzed, and each file's syntax tree, parsed on first use.
final class FixContext {
    /// The project's facts.
    let index: ProjectIndex
    private var trees: [Int: SyntaxTree] = [:]
    private var writes: [String: [WriteSite]]?

    init(index: ProjectIndex) { self.index = index }

    /// The syntax tree of file `file`.
    func tree(_ file: Int) -> SyntaxTree {
        if let tree = trees[file] { return tree }
        let tree = Parser.parse(index.files[file].source)
        trees[file] = tree
        return tree
    }

    /// A place that assigns to a name: `name = …`, `name += …`, `&name`, or the same after a dot (`Type.name = …`).
    struct WriteSite {
        var file: Int
        var offset: Int
        /// What stands before the dot: a name (`Type`, `self`, `Self`, `instance`), `?` for anything else (a call, a
        /// subscript), nil for a bare name.
        var qualifier: String?
    }

    /// Every place the project assigns to `name`. Declarations (`let name = …`) are not writes.
    func writes(to name: String) -> [WriteSite] {
        if writes == nil { writes = collectWrites() }
        return writes?[name] ?? []
    }

    private func collectWrites() -> [String: [WriteSite]] {
        var found: [String: [WriteSite]] = [:]
        for file in index.files.indices {
            let stream = Lexer.lex(index.files[file].source)
            let tokens = stream.tokens
            for i in tokens.indices where tokens[i].isWord {
                let previous = i > 0 ? tokens[i - 1] : nil
                if let previous, previous.is(.var_) || previous.is(.let_) || previous.is(.case_) || previous.is(.func_) { continue }
                let next = i + 1 < tokens.count ? tokens[i + 1] : tokens[i]
                let isAssigned = next.kind == .equal || (next.kind == .operator && Self.compoundAssignments.contains(stream.text(next)))
                var qualifier: String?
                var start = i
                if let previous, previous.kind == .period, i >= 2 {
                    let base = tokens[i - 2]
                    qualifier = base.isWord ? stream.text(base) : "?"
                    start = base.isWord ? i - 2 : i - 1
                }
                let isInout = start > 0 && tokens[start - 1].kind == .operator && stream.text(tokens[start - 1]) == "&"
                guard isInout || isAssigned else { continue }
                let name = tokens[i].flags.contains(.backticked) ? String(stream.text(tokens[i]).dropFirst().dropLast()) : stream.text(tokens[i])
                found[name, default: []].append(WriteSite(file: file, offset: Int(tokens[i].start), qualifier: qualifier))
            }
        }
        return found
    }

    /// Operators that assign to their left operand.
    static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "??="]

    /// `path:line:col` of a byte offset, for messages.
    func place(file: Int, offset: Int) -> String {
        let location = index.files[file].source.location(of: offset)
        return "\(index.files[file].path):\(location.line):\(location.column)"
    }
}

/// Every fixer, by the rule ids it handles.
enum FixerRegistry {
    static let all: [any FindingFixer] = [
        WeakDelegateFixer(), ClassDelegateProtocolFixer(), MutableSingletonFixer(), UnstoredSubscriptionFixer(), WeakSelfFixer(),
    ]

    /// Ids of the rules whose findings can be fixed.
    static var fixableRules: Set<String> { Set(all.flatMap(\.rules)) }
}
