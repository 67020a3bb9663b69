import CrosstalkFacts
import CrosstalkRules
import CrosstalkSyntax

/// `unstored_subscription`: appends `.store(in: &name)` when the enclosing class has exactly one stored
/// `Set<AnyCancellable>` or `[AnyCancellable]` property and the chain is a statement of one of its instance members.
struct UnstoredSubscriptionFixer: FindingFixer {
    let rules = ["unstored_subscription"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let index = context.index
        let facts = index.files[finding.file]
        guard let subscription = facts.subscriptions.first(where: { $0.location.offset == finding.location.offset }) else {
            return .notFixed("no subscription at the finding")
        }
        guard let owner = subscription.context.type, subscription.context.hasInstanceSelf,
              index.isReferenceContext(file: finding.file, type: owner) else {
            return .notFixed("not in an instance member of a class")
        }
        let ownerType = facts.types[owner]
        let ownerName = ownerType.kind == .extension ? TypeText.baseName(ownerType.name) : ownerType.qualifiedName
        var sets: [(file: Int, property: PropertyFact)] = []
        for site in index.sites[ownerName] ?? [] {
            for property in index.files[site.file].properties where property.owner == site.type && Self.isCancellableSet(property) {
                sets.append((site.file, property))
            }
        }
        guard sets.count == 1, let (setFile, set) = sets.first else {
            return .notFixed(sets.isEmpty ? "'\(ownerName)' has no stored Set<AnyCancellable> property"
                                           : "'\(ownerName)' has \(sets.count) cancellable collections, so the right one is not certain")
        }
        if set.isPrivate && setFile != finding.file { return .notFixed("'\(set.name)' is private to another file") }
        let tree = context.tree(finding.file)
        guard let member = tree.node(.member, namedAt: subscription.location.offset), case let chain = tree[member].parent, chain >= 0,
              tree[chain].kind == .postfixChain else {
            return .notFixed("the subscription's call chain was not found in the syntax tree")
        }
        let links = Array(tree.children(chain))
        guard let position = links.firstIndex(of: member), position + 2 == links.count, tree[links[position + 1]].kind == .call else {
            return .notFixed("the chain goes on after '\(tree.nameText(member))'")
        }
        let ancestors = tree.ancestors(of: chain)
        if let scope = ancestors.first(where: { [.closure, .function, .accessor, .typeDecl].contains(tree[$0].kind) }), tree[scope].kind == .closure {
            return .notFixed("the subscription is inside a closure, where storing needs an explicit self")
        }
        var edits: [SourceEdit] = []
        let parent = ancestors.first ?? -1
        switch parent >= 0 ? tree[parent].kind : .sourceFile {
        case .codeBlock:
            break
        case .sequence where Array(tree.children(parent)).count == 3 && tree.text(parent).hasPrefix("_"):
            // `_ = chain`: the store returns Void, so the discard goes.
            edits.append(SourceEdit(file: finding.file, start: tree.offset(parent), end: tree.offset(chain), replacement: ""))
        default:
            return .notFixed("the subscription is not an expression statement")
        }
        if let scope = ancestors.first(where: { tree[$0].kind == .function || tree[$0].kind == .accessor }),
           Self.declaresName(set.name, in: scope, tree: tree) {
            return .notFixed("a local '\(set.name)' shadows the property")
        }
        let period = tree.token(tree[member].firstToken)
        let store = ".store(in: &\(set.name))"
        let text = period.flags.contains(.newlineBefore) ? "\n" + tree.indentation(ofLineAt: Int(period.start)) + store : store
        edits.append(.insert(text, at: tree.endOffset(chain), file: finding.file))
        return .fixed(edits)
    }

    /// A stored instance `var` of type `Set<AnyCancellable>` or `[AnyCancellable]` (written or constructed).
    static func isCancellableSet(_ p: PropertyFact) -> Bool {
        guard !p.isLet, !p.isStatic, !p.isComputed, !p.isLocal else { return false }
        let cancellableTypes: Set<String> = ["Set<AnyCancellable>", "[AnyCancellable]", "Set<Combine.AnyCancellable>", "[Combine.AnyCancellable]"]
        if let type = p.typeText { return cancellableTypes.contains(String(type.filter { !$0.isWhitespace })) }
        guard let initializer = p.initializer?.text.filter({ !$0.isWhitespace }), initializer.hasSuffix("()") else { return false }
        return cancellableTypes.contains(String(initializer.dropLast(2)))
    }

    /// Whether `name` is declared as a parameter, local or binding inside the function or accessor `scope`.
    static func declaresName(_ name: String, in scope: Int32, tree: SyntaxTree) -> Bool {
        let node = tree[scope]
        var previous: Token?
        for i in node.firstToken ... node.lastToken {
            let token = tree.token(i)
            defer { previous = token }
            guard token.isWord, tree.text(ofToken: i) == name else { continue }
            if let previous, previous.is(.var_) || previous.is(.let_) || previous.kind == .leftParen || previous.kind == .comma { return true }
            if tree.token(i + 1).kind == .colon { return true }
        }
        return false
    }
}
