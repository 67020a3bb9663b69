import CrosstalkSyntax

/// A generic parameter of a type or function declaration: `ViewModel` of `struct SettingsView<ViewModel>: View where
/// ViewModel: SettingsObservable<Bool>`. Inside the declaration the name stands for whatever type the user supplies,
/// never for a type of that name declared elsewhere.
public struct GenericParameter: Sendable, Hashable {
    public var name: String
    /// The first protocol or class the parameter is constrained to, inline (`<T: Store>`) or in the `where` clause,
    /// generic arguments stripped (`SettingsObservable`); nil when unconstrained.
    public var constraint: String?

    public init(name: String, constraint: String?) {
        self.name = name
        self.constraint = constraint
    }

    /// The parameters of a generic clause (`<T: Store, U>`, brackets included) with the constraints its `where` clause
    /// adds (`where U: Service`, `where U == Item` is no constraint).
    public static func parse(clause: String, whereClause: String?) -> [GenericParameter] {
        guard clause.hasPrefix("<"), clause.hasSuffix(">") else { return [] }
        var result: [GenericParameter] = []
        for part in topLevelParts(clause.dropFirst().dropLast()) {
            let sides = part.split(separator: ":", maxSplits: 1)
            let name = trimmed(sides[0])
            // `each T` (a parameter pack) names `T`.
            let bare = name.hasPrefix("each ") ? trimmed(name.dropFirst(5)) : name
            guard !bare.isEmpty else { continue }
            result.append(GenericParameter(name: bare, constraint: sides.count == 2 ? firstConstraint(sides[1]) : nil))
        }
        guard let whereClause else { return result }
        var body = Substring(whereClause)
        if body.hasPrefix("where") { body = body.dropFirst(5) }
        for requirement in topLevelParts(body) {
            let sides = requirement.split(separator: ":", maxSplits: 1)
            guard sides.count == 2, let k = result.firstIndex(where: { $0.name == trimmed(sides[0]) }), result[k].constraint == nil else { continue }
            result[k].constraint = firstConstraint(sides[1])
        }
        return result
    }

    /// The plain names a `where` clause constrains to a type (`where Base: PlayerView, Element == Int`: `Base`), each
    /// with its first constraint; `Self` is not one.
    public static func constrainedInWhereClause(_ whereClause: String) -> [GenericParameter] {
        var body = Substring(whereClause)
        if body.hasPrefix("where") { body = body.dropFirst(5) }
        return topLevelParts(body).compactMap { requirement in
            let sides = requirement.split(separator: ":", maxSplits: 1)
            let name = trimmed(sides[0])
            guard sides.count == 2, name != "Self", !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return GenericParameter(name: name, constraint: firstConstraint(sides[1]))
        }
    }

    /// `Store` of ` Store<Int> & Sendable`.
    static func firstConstraint(_ text: Substring) -> String? {
        let first = trimmed(text.split(separator: "&").first ?? text)
        let base = TypeText.baseName(first)
        return base.isEmpty ? nil : base
    }

    /// `text` split at the commas outside `<…>`, `(…)` and `[…]`.
    static func topLevelParts(_ text: Substring) -> [Substring] {
        var parts: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for i in text.indices {
            switch text[i] {
            case "<", "(", "[": depth += 1
            case ">", ")", "]": depth -= 1
            case "," where depth == 0:
                parts.append(text[start..<i])
                start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }
}

extension FactWalker {
    /// The generic parameters of type or function declaration `node`: the tokens between its name and its
    /// inheritance clause, `where` clause, parameters or body (the parser keeps no node for them). For an extension,
    /// the extended type's parameters its `where` clause constrains (`Base` of `extension Reactive where Base:
    /// PlayerView`).
    func genericParameters(of node: Int32) -> [GenericParameter] {
        if kind(node) == .typeDecl, tree[node].flags == TypeDeclKind.extension.rawValue {
            guard let clause = tree.child(node, .whereClause) else { return [] }
            return GenericParameter.constrainedInWhereClause(tree.text(clause))
        }
        let name = Int(tree[node].name)
        guard name >= 0, name + 1 < tokens.count, tokens[name + 1].kind == .operator, tree.firstByte(tokens[name + 1]) == UInt8(ascii: "<") else { return [] }
        var end = Int(tree[node].lastToken)
        var whereText: String?
        for c in tree.children(node) where kind(c) == .inheritance || kind(c) == .whereClause || kind(c) == .memberBlock || kind(c) == .parameterClause {
            end = min(end, Int(tree[c].firstToken) - 1)
            if kind(c) == .whereClause { whereText = tree.text(c) }
        }
        guard end > name else { return [] }
        return GenericParameter.parse(clause: tree.stream.text(from: name + 1, through: end), whereClause: whereText)
    }
}
