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
    private var streams: [TokenStream]?
    private var uses: [String: [NameUse]] = [:]

    init(index: ProjectIndex) { self.index = index }

    /// The syntax tree of file `file`.
    func tree(_ file: Int) -> SyntaxTree {
        if let tree = trees[file] { return tree }
        let tree = Parser.parse(index.files[file].keptSource)
        trees[file] = tree
        return tree
    }

    /// Every use of `name` in the sources (declarations excluded), in file order.
    func uses(of name: String) -> [NameUse] {
        if let known = uses[name] { return known }
        if streams == nil { streams = index.files.map { Lexer.lex($0.keptSource) } }
        let found = NameUse.find(name, in: streams ?? [])
        uses[name] = found
        return found
    }

    /// Names of the types whose declaration spans the use (extensions by the type they extend).
    func enclosingTypeNames(of use: NameUse) -> Set<String> {
        let facts = index.files[use.file]
        let line = facts.keptSource.location(of: use.offset).line
        return Set(facts.types.filter { $0.location.line <= line && line <= $0.endLine }.map { $0.kind == .extension ? TypeText.baseName($0.name) : $0.name })
    }

    /// `path:line:col` of a byte offset, for messages.
    func place(file: Int, offset: Int) -> String {
        let location = index.files[file].keptSource.location(of: offset)
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
