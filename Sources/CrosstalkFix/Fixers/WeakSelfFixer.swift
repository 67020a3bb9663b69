import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// `strong_self_in_subscription` and `closure_property_strong_self`: `[weak self]` on the closure, then either
/// `self.` → `self?.` when every use of `self` is a statement optional chaining keeps (`self.x = v`, `self.f(v)`) or
/// a property passed whole to a parameter declared optional, or `guard let self else { … }` as its first statement,
/// returning what `ClosureResult` finds certain. A method reference becomes such a closure (`MethodReferences`).
struct WeakSelfFixer: FindingFixer {
    let rules = ["strong_self_in_subscription", "closure_property_strong_self"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let facts = context.index.files[finding.file]
        guard let closureIndex = facts.closures.firstIndex(where: { $0.location.offset == finding.location.offset }) else {
            return MethodReferences.fix(finding, in: context)
        }
        let tree = context.tree(finding.file)
        guard let closure = tree.node(.closure, startingAt: finding.location.offset) else {
            return .notFixed("the closure was not found in the syntax tree")
        }
        let captureList = tree.child(closure, .captureList)
        if let captureList, tree.children(captureList).contains(where: { item in
            tree.nameText(item) == "self" || tree.descendants(of: item).contains { tree[$0].kind == .reference && Self.isSelfOrSuper(tree.nameText($0)) }
        }) {
            return .notFixed("the capture list captures self on purpose")
        }
        var uses: [Int32] = []
        // Uses inside nested closures: after `guard let self` they capture the unwrapped self as they captured self
        // before, but `self?.` would make their `self` optional.
        var nestedUse: Int32?
        for node in tree.descendants(of: closure) where tree[node].kind == .reference && Self.isSelfOrSuper(tree.nameText(node)) {
            if tree.nameText(node) == "super" { return .notFixed("the closure uses super, which has no weak form") }
            let owner = tree.ancestors(of: node).first { tree[$0].kind == .closure || tree[$0].kind == .function }
            if owner == closure {
                uses.append(node)
            } else if let owner, tree[owner].kind == .closure {
                if !Self.capturesSelfWeakly(owner, tree: tree) { nestedUse = nestedUse ?? node }
            } else {
                return .notFixed("self is used inside a nested function at \(context.place(file: finding.file, offset: tree.offset(node)))")
            }
        }
        if uses.isEmpty && nestedUse == nil {
            // Only nested closures' own `[weak self]` name self, which they capture from this closure: with `[weak self]`
            // here they capture this optional self weakly, and nothing else changes (an escaping closure cannot use
            // self implicitly without naming it in its capture list).
            guard tree.descendants(of: closure).contains(where: { tree[$0].kind == .closure && Self.capturesSelfWeakly($0, tree: tree) }) else {
                return .notFixed("the closure captures self without naming it")
            }
            return .fixed([captureEdit(closure, captureList: captureList, tree: tree, file: finding.file)])
        }
        let statements = tree.children(closure).filter { tree[$0].kind != .captureList && tree[$0].kind != .closureSignature }
        let result = ClosureResult.of(closure, closureIndex: closureIndex, statements: statements, finding: finding, context: context)
        let isSingleValue = statements.count == 1 && !tree.isAssignment(statements[0])
        var edits = [captureEdit(closure, captureList: captureList, tree: tree, file: finding.file)]
        if nestedUse == nil && uses.allSatisfy({ tree.isChainableStatement(link: $0) }) && (result == .nothing || !isSingleValue) {
            edits += uses.map { .insert("?", at: tree.token(tree[$0].firstToken).end, file: finding.file) }
            return .fixed(edits)
        }
        let stand: String
        switch result {
        case .nothing: stand = "return"
        case .optional: stand = "return nil"
        case .mapToCompactMap(let change):
            stand = "return nil"
            let name = tree.token(change.operatorName)
            edits.append(SourceEdit(file: finding.file, start: Int(name.start), end: name.end, replacement: "compactMap"))
            if let end = change.resultTypeEnd { edits.append(.insert("?", at: tree.token(end).end, file: finding.file)) }
        case .value(let why):
            // The closure keeps returning the call's value; only the property passed to it turns optional.
            if nestedUse == nil && uses.allSatisfy({ OptionalArguments.isOptionalArgument($0, file: finding.file, context: context) }) {
                edits += uses.map { .insert("?", at: tree.token(tree[$0].firstToken).end, file: finding.file) }
                return .fixed(edits)
            }
            if let nestedUse { return .notFixed("self is used inside a nested closure at \(context.place(file: finding.file, offset: tree.offset(nestedUse))), and \(why)") }
            return .notFixed(why)
        }
        let first = tree.token(tree[statements[0]].firstToken)
        let guardText = "guard let self else { \(stand) }"
        // A single-expression closure returned its expression; after the guard it must say so.
        var returned = ""
        if result != .nothing && statements.count == 1 && tree[statements[0]].kind != .returnStatement {
            guard Self.expressionKinds.contains(tree[statements[0]].kind) else {
                return .notFixed("the closure's single statement is not an expression that can be returned after the guard")
            }
            returned = "return "
        }
        edits.append(.insert((first.flags.contains(.newlineBefore) ? guardText + "\n" + tree.indentation(ofLineAt: Int(first.start)) : guardText + "; ") + returned,
                             at: Int(first.start), file: finding.file))
        return .fixed(edits)
    }

    /// Statements that are expressions, so `return ` may stand before them.
    static let expressionKinds: Set<NodeKind> = [.sequence, .prefixExpression, .postfixChain, .reference, .literal, .stringLiteral, .tuple, .collection]

    static func isSelfOrSuper(_ name: String) -> Bool { name == "self" || name == "super" }

    /// `[weak self]` in the closure's own capture list: it reads an optional `self` as well as a strong one.
    /// (`[unowned self]` needs a non-optional `self`, so it counts as a use.)
    static func capturesSelfWeakly(_ closure: Int32, tree: SyntaxTree) -> Bool {
        guard let list = tree.child(closure, .captureList) else { return false }
        return tree.children(list).contains { tree.nameText($0) == "self" && tree[$0].flags & CaptureFlags.weak != 0 }
    }

    /// `[weak self]` added: a new capture list after `{`, or a first item of the existing one.
    func captureEdit(_ closure: Int32, captureList: Int32?, tree: SyntaxTree, file: Int) -> SourceEdit {
        if let captureList { return .insert("weak self, ", at: tree.token(tree[captureList].firstToken).end, file: file) }
        let brace = tree.token(tree[closure].firstToken)
        let hasSignature = tree.child(closure, .closureSignature) != nil
        let spaced = tree.token(tree[closure].firstToken + 1).flags.contains(.spaceBefore)
        return .insert(hasSignature ? (spaced ? " [weak self]" : " [weak self] ") : " [weak self] in", at: brace.end, file: file)
    }
}
