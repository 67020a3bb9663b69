import CrosstalkFacts
import CrosstalkRules
import CrosstalkSyntax

/// `weak_delegate`: `weak var` when the property's type is an optional class or class-bound protocol; a protocol
/// the sources declare that is not class-bound gets `: AnyObject` in the same run, unless a value type adopts it.
struct WeakDelegateFixer: FindingFixer {
    let rules = ["weak_delegate"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let index = context.index
        guard let property = index.files[finding.file].properties.first(where: { $0.location.offset == finding.location.offset }) else {
            return .notFixed("no property declaration at the finding")
        }
        guard let typeText = property.typeText else { return .notFixed("'\(property.name)' has no type annotation") }
        let trimmed = String(typeText.filter { !$0.isWhitespace })
        guard trimmed.hasSuffix("?") || trimmed.hasSuffix("!") || trimmed.hasPrefix("Optional<") else {
            return .notFixed("'\(property.name)' is not optional, and a weak property must be")
        }
        let unwrapped = TypeText.unwrapped(typeText)
        guard !unwrapped.contains("&"), !unwrapped.contains("<") else { return .notFixed("type '\(unwrapped)' is a composition or generic") }
        let type = TypeText.baseName(unwrapped)
        var edits: [SourceEdit] = []
        var visited: Set<String> = []
        if !ClassBoundProtocols.isCertainlyClassBound(type, index: index, visited: &visited) {
            guard index.kind(of: type) == .protocol else { return .notFixed("type '\(type)' is not declared in the sources") }
            switch ClassBoundProtocols.addAnyObject(to: type, context: context) {
            case .fixed(let protocolEdits): edits += protocolEdits
            case .notFixed(let why): return .notFixed(why)
            }
        }
        let tree = context.tree(finding.file)
        guard let binding = tree.node(.binding, namedAt: property.location.offset), case let declaration = tree[binding].parent, declaration >= 0,
              tree[declaration].kind == .varDecl else {
            return .notFixed("the declaration of '\(property.name)' was not found in the syntax tree")
        }
        guard tree.children(declaration).filter({ tree[$0].kind == .binding }).count == 1 else {
            return .notFixed("the declaration of '\(property.name)' declares several properties")
        }
        guard let keyword = (tree[declaration].firstToken ..< tree[binding].firstToken).last(where: { tree.token($0).is(.var_) }) else {
            return .notFixed("no 'var' before '\(property.name)'")
        }
        edits.append(.insert("weak ", at: Int(tree.token(keyword).start), file: finding.file))
        return .fixed(edits)
    }
}
