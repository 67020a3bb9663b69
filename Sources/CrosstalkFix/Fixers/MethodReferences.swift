import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// A method passed by name where Combine expects a closure (`.sink(receiveValue: self.handle)`,
/// `.map(items(with:))`): it holds self strongly and takes no capture list, so it becomes a closure that calls it
/// through a weak self, `{ [weak self] in self?.handle($0) }`.
enum MethodReferences {
    /// Operators whose closure returns nothing, so `self?.m($0)` may stand for `m` when `m` returns nothing.
    static let voidOperators: Set<String> = ["sink", "handleEvents"]

    /// The closure that replaces the method reference at `finding`, or why there is none. Certain when the type and
    /// its extensions declare exactly one instance method of that name, taking one parameter (not `inout`, variadic,
    /// generic, `async` or `throws`), and either the operator's closure returns nothing (`sink`, `handleEvents`) and so
    /// does the method, or the operator is Combine's `map` and the method's written result is not optional: `map`
    /// becomes `compactMap`, and `self?.m($0)` gives the same type made optional.
    static func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let facts = context.index.files[finding.file]
        guard let (subscription, reference) = facts.subscriptions.lazy.compactMap({ s in
            s.functionReferences.first { $0.location.offset == finding.location.offset }.map { (s, $0) }
        }).first else {
            return .notFixed("no closure or method reference at the finding")
        }
        guard reference.base != "super" else { return .notFixed("'super.\(reference.name)' has no weak form") }
        guard let type = subscription.context.type else { return .notFixed("the method reference is not in a type") }
        let owner = facts.types[type]
        let ownerName = owner.ownerName
        let declared = (context.index.sites[ownerName] ?? []).flatMap { site in
            context.index.files[site.file].methods.filter { $0.owner == site.type && $0.name == reference.name }.map { (site.file, $0) }
        }
        guard declared.count == 1, let (methodFile, method) = declared.first, !method.isStatic else {
            return .notFixed("'\(reference.name)' is declared \(declared.count) times in '\(ownerName)', so the call a closure would make is not certain")
        }
        let declaring = context.tree(methodFile)
        guard let function = declaring.node(.function, namedAt: method.location.offset), let clause = declaring.child(function, .parameterClause) else {
            return .notFixed("the declaration of '\(reference.name)' was not found in the syntax tree")
        }
        let parameters = declaring.parameters(clause)
        // `async`, `throws` and `rethrows` stand between the parameters and the body; generic parameters after the name.
        let effects = (declaring[clause].lastToken + 1 ..< (declaring.child(function, .codeBlock).map { declaring[$0].firstToken } ?? declaring[function].lastToken))
            .map { declaring.text(ofToken: $0) }
        let isGeneric = declaring.text(ofToken: declaring[function].name + 1) == "<"
        guard parameters.count == 1, let parameter = parameters.first, !parameter.type.contains("inout"), !parameter.type.hasSuffix("..."),
              !isGeneric, !effects.contains(where: ["async", "throws", "rethrows"].contains) else {
            return .notFixed("'\(reference.name)' does not take exactly one plain parameter, so '$0' cannot stand for its arguments")
        }
        let op = reference.operatorName.isEmpty ? "sink" : reference.operatorName
        let tree = context.tree(finding.file)
        guard let expression = argumentExpression(at: finding.location.offset, tree: tree) else {
            return .notFixed("the method reference was not found in the syntax tree")
        }
        let label = parameter.label == "_" ? "" : parameter.label + ": "
        let closure = "{ [weak self] in self?.\(reference.name)(\(label)$0) }"
        var edits = [SourceEdit(file: finding.file, start: tree.offset(expression), end: tree.endOffset(expression), replacement: closure)]
        if voidOperators.contains(op) {
            guard method.resultType == nil else { return .notFixed("'\(reference.name)' returns a value, and '\(op)' takes a closure returning nothing") }
        } else if op == "map" && ClosureResult.isCombine(subscription, facts: facts) {
            guard let result = method.resultType, !ClosureResult.isOptional(result) else {
                return .notFixed("'\(reference.name)' returns an optional, which compactMap would drop where map passes it on")
            }
            let argument = tree[expression].parent
            let call = argument >= 0 ? tree[argument].parent : -1
            guard call >= 0, tree[call].kind == .call, let name = tree.previousSibling(of: call), tree[name].kind == .member,
                  tree.nameText(name) == "map" else {
                return .notFixed("the 'map' the method reference is passed to was not found")
            }
            let token = tree.token(tree[name].name)
            edits.append(SourceEdit(file: finding.file, start: Int(token.start), end: token.end, replacement: "compactMap"))
        } else {
            return .notFixed("'\(reference.name)' is passed to '\(op)', whose closure type is not certain")
        }
        return .fixed(edits)
    }

    /// The whole argument expression naming the method at `offset` (`items(with:)`, `self.handle`).
    static func argumentExpression(at offset: Int, tree: SyntaxTree) -> Int32? {
        guard let name = tree.node(.reference, namedAt: offset) ?? tree.node(.member, namedAt: offset) else { return nil }
        var node = name
        while case let parent = tree[node].parent, parent >= 0 {
            if tree[parent].kind == .argument { return node }
            node = parent
        }
        return nil
    }
}
