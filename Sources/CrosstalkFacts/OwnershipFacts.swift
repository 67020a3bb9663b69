import CrosstalkSyntax

extension CodeContext {
    /// The code runs while a screen goes away (`viewWillDisappear`, `viewDidDisappear`).
    var isDisappearance: Bool { member == "viewWillDisappear()" || member == "viewDidDisappear()" }
}

/// Facts about who keeps an object: names handed on to other code, subscription stores emptied on disappearance.
extension FactWalker {
    /// `node` (an argument or an assigned value) is a bare name: the code hands that object on.
    mutating func noteHandedOn(_ node: Int32) {
        guard node >= 0, kind(node) == .reference, tree[node].name >= 0 else { return }
        let symbol = tokens[Int(tree[node].name)].symbol
        if symbol >= 0 && Int(symbol) < handedOnSymbols.count { handedOnSymbols[Int(symbol)] = true }
    }

    /// `x.removeAll()`, `self.x.removeAll()`, `x.cancel()`, `x?.cancel()`, `x.forEach { $0.cancel() }`: records `x`.
    mutating func noteEmptiedStore(_ chain: Int32) {
        let chainLinks = links(chain)
        guard chainLinks.count >= 2, let last = chainLinks.last, last.call != nil, last.nameToken >= 0 else { return }
        let verb = name(last)
        guard verb == "removeAll" || verb == "cancel" || verb == "forEach" else { return }
        // A loop, not `map(name)`: a method reference on the noncopyable walker crashes the compiler (Swift 6.3).
        var names: [String] = []
        for link in chainLinks.dropLast() { names.append(name(link)) }
        if names.first == "self" { names.removeFirst() }
        if names.count == 1, let store = names.first, !store.isEmpty { facts.storesEmptiedOnDisappear.insert(store) }
    }

    /// `x = []`, `x = nil`, `x = Set()`, `self.x = []`: records `x`.
    mutating func noteEmptiedStore(assignedTo target: Int32, value: Int32) {
        guard var names = namePath(target) else { return }
        if names.first == "self" { names.removeFirst() }
        guard names.count == 1 else { return }
        let text = compactText(value, limit: 40)
        if text == "[]" || text == "nil" || text == "Set()" || text == "[:]" { facts.storesEmptiedOnDisappear.insert(names[0]) }
    }

    /// Symbols of a function's internal parameter names: in each comma-separated parameter of its clause, the
    /// word before the first top-level colon (`name` in `for name: String`, `_ name: String`, `name: String`).
    func parameterNameSymbols(_ function: Int32) -> Set<Int32> {
        guard let clause = tree.child(function, .parameterClause) else { return [] }
        var result: Set<Int32> = []
        var depth = 0
        var seenColon = false
        var k = Int(tree[clause].firstToken) + 1
        let end = Int(tree[clause].lastToken)
        while k < end {
            let t = tokens[k]
            switch t.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0: seenColon = false
            case .colon where depth == 0 && !seenColon:
                seenColon = true
                if k > 0, tokens[k - 1].isWord { result.insert(tokens[k - 1].symbol) }
            default: break
            }
            k += 1
        }
        return result
    }
}
