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
        let isOptional = trimmed.hasSuffix("?") || trimmed.hasSuffix("!") || trimmed.hasPrefix("Optional<")
        let unwrapped = TypeText.unwrapped(typeText)
        guard !unwrapped.contains("&"), !unwrapped.contains("<") else { return .notFixed("type '\(unwrapped)' is a composition or generic") }
        var type = TypeText.baseName(unwrapped)
        // `Module.Delegate` names the declared `Delegate` when the sources declare no `Module.Delegate`.
        if index.sites[type] == nil, let dot = type.lastIndex(of: "."), case let last = String(type[type.index(after: dot)...]), index.sites[last] != nil {
            type = last
        }
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
        if !isOptional {
            switch Self.optionalEdits(property, binding: binding, finding: finding, context: context) {
            case .fixed(let optionalEdits): edits += optionalEdits
            case .notFixed(let why): return .notFixed(why)
            }
        }
        return .fixed(edits)
    }

    /// A delegate that is not optional becomes one (`weak` needs it): `?` after its type, and `delegate.f()` →
    /// `delegate?.f()` at every use. Certain only for a private property, whose every use is in its file, when each
    /// use is an assignment to it (`self.delegate = delegate`) or a statement optional chaining keeps; an
    /// initializer (a new object only this property would own) or any other use (`let d = delegate`, `f(delegate)`)
    /// refuses it.
    static func optionalEdits(_ property: PropertyFact, binding: Int32, finding: LintFinding, context: FixContext) -> FixVerdict {
        let name = property.name
        guard property.isPrivate else {
            return .notFixed("'\(name)' is not optional, and weak needs an optional; only a private property's uses are all known to rewrite them")
        }
        guard property.initializer == nil else { return .notFixed("'\(name)' is not optional and has an initializer, whose object only it may own") }
        let tree = context.tree(finding.file)
        guard let type = tree.child(binding, .typeRef), !tree.text(type).hasPrefix("any ") else {
            return .notFixed("the type of '\(name)' cannot simply be made optional")
        }
        let owner = context.index.files[finding.file].types[property.owner ?? 0]
        let ownerName = owner.kind == .extension ? TypeText.baseName(owner.name) : owner.name
        if let shadow = Self.otherBinding(of: name, besides: property, tree: tree) {
            return .notFixed("'\(name)' is not optional, and the name is bound again at \(context.place(file: finding.file, offset: shadow))")
        }
        var edits: [SourceEdit] = [.insert("?", at: tree.endOffset(type), file: finding.file)]
        for use in context.uses(of: name) where use.file == finding.file {
            let place = context.place(file: use.file, offset: use.offset)
            guard use.qualifier == nil || use.qualifier == "self" else {
                return .notFixed("'\(name)' is not optional, and its use at \(place) may be of this property through another instance")
            }
            guard context.enclosingTypeNames(of: use).contains(ownerName) else { continue }
            guard let node = tree.node(use.qualifier == nil ? .reference : .member, namedAt: use.offset) else {
                // A label or a parameter's name (`init(delegate: Delegate)`, `f(delegate: x)`).
                if use.qualifier == nil, tree.tokenIndex(startingAt: use.offset).map({ tree.token($0 + 1).kind == .colon }) == true { continue }
                return .notFixed("'\(name)' is not optional, and its use at \(place) was not found in the syntax tree")
            }
            // A bare name in a function with a parameter of that name is the parameter.
            if use.qualifier == nil, let function = tree.ancestors(of: node).first(where: { tree[$0].kind == .function }),
               let clause = tree.child(function, .parameterClause), tree.parameters(clause).contains(where: { $0.name == name }) {
                continue
            }
            if use.access == .write {
                guard tree.token((tree.tokenIndex(startingAt: use.offset) ?? 0) + 1).kind == .equal else {
                    return .notFixed("'\(name)' is not optional, and its use at \(place) would not take an optional")
                }
                continue
            }
            guard tree.isChainableStatement(link: node), !Self.isOnlyStatementOfClosure(tree[node].parent, tree: tree) else {
                return .notFixed("'\(name)' is not optional, and its use at \(place) is not a statement optional chaining keeps")
            }
            edits.append(.insert("?", at: use.offset + name.utf8.count, file: finding.file))
        }
        return .fixed(edits)
    }

    /// `{ delegate.value }`: the closure's value may be the statement's.
    static func isOnlyStatementOfClosure(_ chain: Int32, tree: SyntaxTree) -> Bool {
        let parent = tree[chain].parent
        return parent >= 0 && tree[parent].kind == .closure
            && tree.children(parent).filter({ tree[$0].kind != .captureList && tree[$0].kind != .closureSignature }).count == 1
    }

    /// Where the file binds `name` other than as the property (`let name`, `var name`, `for name in`, a closure
    /// parameter, a `case let` pattern), after which a bare `name` is that binding: the first such offset.
    static func otherBinding(of name: String, besides property: PropertyFact, tree: SyntaxTree) -> Int? {
        let signatures = tree.nodes.indices.filter { tree.nodes[$0].kind == .closureSignature }.map { tree.nodes[$0].firstToken ... tree.nodes[$0].lastToken }
        let tokens = tree.stream.tokens
        for i in tokens.indices where tokens[i].isWord && tree.text(ofToken: Int32(i)) == name && Int(tokens[i].start) != property.location.offset {
            let previous = i > 0 ? tokens[i - 1] : tokens[i]
            let line = tree.stream.file.lineText(tree.stream.file.location(of: Int(tokens[i].start)).line)
            if previous.is(.let_) || previous.is(.var_) || previous.is(.for_) || signatures.contains(where: { $0.contains(Int32(i)) })
                || line.contains("case let") || line.contains("case var") {
                return Int(tokens[i].start)
            }
        }
        return nil
    }
}
