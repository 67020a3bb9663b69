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
    private var writes: [String: (file: Int, offset: Int)]?

    init(index: ProjectIndex) { self.index = index }

    /// The syntax tree of file `file`.
    func tree(_ file: Int) -> SyntaxTree {
        if let tree = trees[file] { return tree }
        let tree = Parser.parse(index.files[file].source)
        trees[file] = tree
        return tree
    }

    /// Where a name is written to first in the whole project: `name = …`, `name += …`, `&name`, or the same after a
    /// dot (`Type.name = …`). Declarations (`let name = …`) are not writes.
    func firstWrite(of name: String) -> (file: Int, offset: Int)? {
        if writes == nil { writes = collectWrites() }
        return writes?[name]
    }

    private func collectWrites() -> [String: (file: Int, offset: Int)] {
        var found: [String: (file: Int, offset: Int)] = [:]
        for file in index.files.indices {
            let stream = Lexer.lex(index.files[file].source)
            let tokens = stream.tokens
            for i in tokens.indices where tokens[i].isWord {
                let previous = i > 0 ? tokens[i - 1] : nil
                if let previous, previous.is(.var_) || previous.is(.let_) || previous.is(.case_) || previous.is(.func_) { continue }
                let next = i + 1 < tokens.count ? tokens[i + 1] : tokens[i]
                let isInout = previous.map { $0.kind == .operator && stream.text($0) == "&" } ?? false
                let isAssigned = next.kind == .equal || (next.kind == .operator && Self.compoundAssignments.contains(stream.text(next)))
                guard isInout || isAssigned else { continue }
                let name = tokens[i].flags.contains(.backticked) ? String(stream.text(tokens[i]).dropFirst().dropLast()) : stream.text(tokens[i])
                if found[name] == nil { found[name] = (file, Int(tokens[i].start)) }
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
