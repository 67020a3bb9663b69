import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// What a closure gives back, as far as the sources tell: what `guard let self else { return … }` may return once
/// `self` is gone.
enum ClosureResult: Equatable {
    /// Nothing: `return`.
    case nothing
    /// An optional: `return nil`.
    case optional
    /// A value of Combine's `map`, of a type that is not optional: `map` becomes `compactMap`, whose closure returns
    /// the same type made optional, and `return nil` drops the value.
    case mapToCompactMap(MapToCompactMap)
    /// A value that has no certain stand-in; why.
    case value(String)

    /// The edits that turn `.map { … -> T in` into `.compactMap { … -> T? in`.
    struct MapToCompactMap: Equatable {
        /// The `map` token.
        var operatorName: Int32
        /// The last token of the written result type `T`, when there is one.
        var resultTypeEnd: Int32?
    }

    /// The result of `closure` (a node of the tree of `finding`'s file; `closureIndex` its `ClosureFact`).
    static func of(_ closure: Int32, closureIndex: Int, statements: [Int32], finding: LintFinding, context: FixContext) -> ClosureResult {
        let tree = context.tree(finding.file)
        let facts = context.index.files[finding.file]
        let written = writtenResult(closure, tree: tree)
        if let written {
            if TypeText.isVoid(written.text) { return .nothing }
            if isOptional(written.text) { return .optional }
        }
        if let op = combineOperator(of: closureIndex, facts: facts) {
            switch op {
            case "sink": return .nothing
            case "compactMap":
                // `return nil` says nothing of compactMap's output type; with no type written, only a following
                // `assign` surely fixes it (`.sink { _ in }` would leave it to inference, which fails).
                return isFollowedByAssign(closure, tree: tree) ? .optional
                    : .value("compactMap's closure has no result type written ('-> T? in') and no assign after it, so its output type would not be certain")
            case "map": return mapToCompactMap(closure, written: written, statements: statements, tree: tree)
            default: break
            }
        }
        if let written { return .value("the closure returns '\(written.text)', which has no value to stand in once self is gone") }
        if let assignment = facts.assignments.first(where: { $0.closure == closureIndex }), let name = assignment.target.last {
            let results = context.index.files.flatMap { $0.properties.filter { $0.name == name && $0.isClosureTyped } }.map { $0.typeText.flatMap(TypeText.functionResult) }
            if !results.isEmpty && results.allSatisfy({ $0.map(TypeText.isVoid) ?? false }) { return .nothing }
            if results.isEmpty && Vocabulary.platformVoidHandlers.contains(name) { return .nothing }
            if !results.isEmpty && results.allSatisfy({ $0.map(isOptional) ?? false }) { return .optional }
            if let result = results.first ?? nil, results.allSatisfy({ $0 == result }) {
                return .value("'\(name)' returns '\(result)', which has no value to stand in once self is gone")
            }
        }
        if statements.count == 1, let method = calledSelfMethod(statements[0], tree: tree), let type = facts.closures[closureIndex].context.type {
            let owner = facts.types[type]
            let methods = context.index.methods(of: owner.ownerName).filter { $0.name == method }
            if !methods.isEmpty && methods.allSatisfy({ $0.resultType == nil }) { return .nothing }
        }
        if statements.count == 1 && isDispatchAsync(statements[0], tree: tree) { return .nothing }
        if statements.count > 1 && returnedValues(closure, tree: tree).isEmpty { return .nothing }
        return .value("the closure may return a value, and what it could return once self is gone is not certain")
    }

    /// `T?`, `T!`, `Optional<T>`.
    static func isOptional(_ type: String) -> Bool {
        let t = type.filter { !$0.isWhitespace }
        return t.hasSuffix("?") || t.hasSuffix("!") || (t.hasPrefix("Optional<") && t.hasSuffix(">"))
    }

    /// The result type the closure's signature writes (`{ x -> Int in`), with its last token.
    static func writtenResult(_ closure: Int32, tree: SyntaxTree) -> (text: String, lastToken: Int32)? {
        guard let signature = tree.child(closure, .closureSignature) else { return nil }
        var depth = 0
        var arrow: Int32?
        for i in tree[signature].firstToken ... tree[signature].lastToken {
            switch tree.token(i).kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .arrow where depth == 0: arrow = i
            default: break
            }
        }
        guard let arrow, arrow < tree[signature].lastToken else { return nil }
        return (tree.stream.text(from: Int(arrow) + 1, through: Int(tree[signature].lastToken)), tree[signature].lastToken)
    }

    /// The Combine operator the closure is passed to (`sink`, `map`, `compactMap`), when it is part of a Combine
    /// subscription in a file that imports Combine.
    static func combineOperator(of closureIndex: Int, facts: FileFacts) -> String? {
        for s in facts.subscriptions {
            guard let position = s.closures.firstIndex(of: closureIndex) else { continue }
            let op = position < s.closureOperators.count ? s.closureOperators[position] : "sink"
            // `sink` is the terminal of every Combine subscription fact; other operators are Combine's only in a chain
            // that ends in `sink`/`assign` of a file importing Combine (RxSwift's `map` and `compactMap` behave alike,
            // but are not checked here).
            if op == "sink" { return op }
            return isCombine(s, facts: facts) ? op : nil
        }
        return nil
    }

    /// A chain that ends in Combine's `sink` or `assign` in a file importing Combine, so its operators are Combine's.
    static func isCombine(_ s: SubscriptionFact, facts: FileFacts) -> Bool {
        [.sink, .assignToOn, .assignToPublished].contains(s.terminal) && facts.imports.contains("Combine")
    }

    /// `map` → `compactMap` is certain when the value `map` produced is not optional (else `compactMap` would drop the
    /// `nil`s `map` passed on, and change the output type): the written result type says so, or, with none written,
    /// every returned value evidently is not optional. `.none` is refused: with an optional result it means
    /// `Optional.none`.
    static func mapToCompactMap(_ closure: Int32, written: (text: String, lastToken: Int32)?, statements: [Int32], tree: SyntaxTree) -> ClosureResult {
        let chain = tree.ancestors(of: closure).first { tree[$0].kind == .postfixChain }
        guard let chain, let name = operatorToken(before: closure, tree: tree, chain: chain) else {
            return .value("map's closure returns a value, and the 'map' it is passed to was not found")
        }
        var values = returnedValues(closure, tree: tree)
        if statements.count == 1 && tree[statements[0]].kind != .returnStatement { values.append(statements[0]) }
        if let none = values.first(where: { tree.text($0).filter({ !$0.isWhitespace }).hasPrefix(".none") || tree.text($0).filter({ !$0.isWhitespace }).hasPrefix(".some(") }) {
            return .value("map's closure returns '\(tree.text(none))', which would mean Optional's case in compactMap")
        }
        if let written {
            let type = written.text.filter { !$0.isWhitespace }
            guard !type.contains("->"), !type.contains("&"), !written.text.hasPrefix("any "), !written.text.hasPrefix("some ") else {
                return .value("map's closure returns '\(written.text)', which cannot simply be made optional")
            }
            return .mapToCompactMap(MapToCompactMap(operatorName: name, resultTypeEnd: written.lastToken))
        }
        if let unsure = values.first(where: { !isEvidentlyNotOptional($0, closure: closure, tree: tree) }) ?? (values.isEmpty ? closure : nil) {
            return .value("map's closure returns '\(tree.text(unsure))', which may be optional; write the closure's result type ('-> T in') so --fix can make it compactMap")
        }
        guard isFollowedByAssign(closure, tree: tree) else {
            return .value("map's closure has no result type written ('-> T in') and no assign after it, so compactMap's output type would not be certain")
        }
        return .mapToCompactMap(MapToCompactMap(operatorName: name, resultTypeEnd: nil))
    }

    /// The operator the closure is passed to is directly followed by `.assign(…)`, whose target fixes the output type.
    static func isFollowedByAssign(_ closure: Int32, tree: SyntaxTree) -> Bool {
        guard let call = tree.ancestors(of: closure).first(where: { tree[$0].kind == .call }), case let next = tree[call].nextSibling,
              next >= 0, tree[next].kind == .member, tree.nameText(next) == "assign" else { return false }
        return tree[tree[call].parent].kind == .postfixChain
    }

    /// The `map` token the closure is passed to: `.map { … }`, `.map({ … })`, `.map() { … }`.
    static func operatorToken(before closure: Int32, tree: SyntaxTree, chain: Int32) -> Int32? {
        var i = tree[closure].firstToken - 1
        if i >= 0 && tree.token(i).kind == .rightParen && i >= 1 && tree.token(i - 1).kind == .leftParen { i -= 2 } else if i >= 0 && tree.token(i).kind == .leftParen { i -= 1 }
        guard i >= 1, tree.token(i).isWord, tree.text(ofToken: i) == "map", tree.token(i - 1).kind == .period else { return nil }
        return i
    }

    /// The values of the closure's own `return value` statements (not those of closures and functions inside it).
    static func returnedValues(_ closure: Int32, tree: SyntaxTree) -> [Int32] {
        tree.descendants(of: closure).compactMap { node in
            guard tree[node].kind == .returnStatement, tree[node].firstChild >= 0,
                  tree.ancestors(of: node).first(where: { tree[$0].kind == .closure || tree[$0].kind == .function }) == closure else { return nil }
            return tree[node].firstChild
        }
    }

    /// Operators whose result is `Bool` whatever their operands: comparisons and logic.
    static let boolOperators: Set<String> = ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||"]
    /// Operators that bind tighter than comparisons (so a comparison or logic operator beside them decides the type).
    static let tighterOperators: Set<String> = ["+", "-", "*", "/", "%", "??", "..<", "...", "<<", ">>", "&", "|", "^"]

    /// An expression whose type cannot be optional: a string, number or Boolean literal; a comparison or logic
    /// expression (`a && b`, `x == y`); a local of the closure declared once with a written type that is not optional.
    static func isEvidentlyNotOptional(_ value: Int32, closure: Int32, tree: SyntaxTree) -> Bool {
        switch tree[value].kind {
        case .stringLiteral: return true
        case .literal: return tree.text(value) != "nil"
        case .sequence:
            let operators = tree.children(value).filter { tree[$0].kind == .binaryOperator }.map { tree.text($0) }
            return operators.contains(where: boolOperators.contains) && operators.allSatisfy { boolOperators.contains($0) || tighterOperators.contains($0) }
        case .reference:
            let name = tree.nameText(value)
            let bindings = tree.descendants(of: closure).filter { tree[$0].kind == .binding && tree.nameText($0) == name }
            guard bindings.count == 1, case let declaration = tree[bindings[0]].parent, declaration >= 0, tree[declaration].parent == closure,
                  let type = tree.child(bindings[0], .typeRef) else { return false }
            return !isOptional(tree.text(type))
        default: return false
        }
    }

    /// `DispatchQueue.main.async { … }`, `DispatchQueue.global().asyncAfter(deadline: …) { … }`: Dispatch's `async`
    /// and `asyncAfter` return nothing, so a closure made of one such call returns nothing.
    static func isDispatchAsync(_ statement: Int32, tree: SyntaxTree) -> Bool {
        guard tree[statement].kind == .postfixChain else { return false }
        let links = Array(tree.children(statement))
        guard let root = links.first, tree[root].kind == .reference, tree.nameText(root) == "DispatchQueue",
              let last = links.lastIndex(where: { tree[$0].kind == .member }), ["async", "asyncAfter"].contains(tree.nameText(links[last])),
              last + 1 < links.count else { return false }
        return links[(last + 1)...].allSatisfy { tree[$0].kind == .call || tree[$0].kind == .closure }
    }

    /// `m` when the statement is exactly `self.m(…)`: its value is what `m` returns.
    static func calledSelfMethod(_ statement: Int32, tree: SyntaxTree) -> String? {
        guard tree[statement].kind == .postfixChain else { return nil }
        let links = Array(tree.children(statement))
        guard links.count == 3, tree[links[0]].kind == .reference, tree.nameText(links[0]) == "self",
              tree[links[1]].kind == .member, tree[links[2]].kind == .call else { return nil }
        return tree.nameText(links[1])
    }
}
