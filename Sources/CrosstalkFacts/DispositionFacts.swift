import CrosstalkSyntax

/// What happens to the value of an expression (stored, assigned, returned, passed, discarded, …), read from where
/// the expression stands in the tree.
extension FactWalker {
    /// What happens to the value of `node` (docs/rules.md: discarded vs kept).
    func disposition(of node: Int32) -> Disposition {
        var child = node
        var parent = tree[node].parent
        while parent >= 0 {
            switch kind(parent) {
            case .prefixExpression:
                child = parent
                parent = tree[parent].parent
                continue
            case .argument:
                let owner = tree[parent].parent
                if owner >= 0 && kind(owner) == .tuple && tree[owner].firstChild == parent && tree[parent].nextSibling < 0 && tree[parent].name < 0 {
                    child = owner
                    parent = tree[owner].parent
                    continue
                }
                if owner >= 0 && kind(owner) == .tuple { return .collection }
                return .passed
            case .sequence:
                var sawAssignment = false
                var lhs: [Int32] = []
                for c in tree.children(parent) {
                    if c == child { break }
                    if kind(c) == .binaryOperator && tree[c].flags & OperatorFlags.assignment != 0 { sawAssignment = true }
                    if !sawAssignment { lhs.append(c) }
                }
                if sawAssignment, lhs.count == 1, kind(lhs[0]) == .reference, let t = nameToken(lhs[0]), t.is(.wildcard) { return .discarded }
                if sawAssignment { return .assigned }
                // An operand of a non-assignment sequence (a ternary branch `c ? a.sink {} : b.sink {}`, `x ?? y`,
                // a cast) flows into the sequence's value: the sequence's own use decides.
                child = parent
                parent = tree[parent].parent
                continue
            case .binding:
                let name = tree[parent].name
                if name >= 0 && tokens[Int(name)].is(.wildcard) { return .discarded }
                return .assigned
            case .returnStatement:
                return .returned
            case .conditional where kind(child) == .conditional:
                // An `else if` branch: its value is the value of the `if` it continues.
                child = parent
                parent = tree[parent].parent
                continue
            case .collection:
                return .collection
            case .closure:
                return singleStatement(in: parent) == child || collectsSubscriptions(parent) ? .closureResult : .discarded
            case .codeBlock, .switchCase, .accessorBlock:
                guard singleStatement(in: parent) == child else { return .discarded }
                return implicitResult(of: parent) ?? .discarded
            case .sourceFile:
                return .discarded
            default:
                return .assigned
            }
        }
        return .discarded
    }

    /// A closure made only of two or more subscription chains (`bag.bind { a.$x.sink { … }; b.$y.sink { … } }`): a
    /// result builder's, which collects each chain's cancellable (in a plain closure the compiler would warn that
    /// every result is unused).
    func collectsSubscriptions(_ closure: Int32) -> Bool {
        var count = 0
        for c in tree.children(closure) {
            switch kind(c) {
            case .captureList, .closureSignature, .attribute: continue
            default:
                guard kind(c) == .postfixChain, tree[c].lastChild >= 0, kind(tree[c].lastChild) == .call else { return false }
                // The member the final call calls: the link before it.
                var callee: Int32 = -1
                for link in tree.children(c) where tree[link].nextSibling == tree[c].lastChild { callee = link }
                guard callee >= 0, let word = nameToken(callee), FactWalker.subscriptionTerminals.contains(word.symbol) else { return false }
                count += 1
            }
        }
        return count >= 2
    }

    static let subscriptionTerminals = WordSet([.sink, .assign, .subscribe, .bind, .drive, .emit])

    /// The only statement of a block/closure body, ignoring capture lists and signatures.
    func singleStatement(in block: Int32) -> Int32? {
        var found: Int32?
        for c in tree.children(block) {
            switch kind(c) {
            case .captureList, .closureSignature, .attribute: continue
            default:
                if found != nil { return nil }
                found = c
            }
        }
        return found
    }

    /// When a single-expression block is a value: a getter, a function with a non-Void result, or a branch of a kept
    /// `if`/`switch` expression (an `if` counts only when it ends in `else`; any other `if` is a statement).
    func implicitResult(of block: Int32) -> Disposition? {
        let owner = tree[block].parent
        guard owner >= 0 else { return nil }
        switch kind(owner) {
        case .function:
            guard let result = tree.child(owner, .typeRef) else { return nil }
            return TypeText.isVoid(compactText(result)) ? nil : .returned
        case .accessor:
            return tree.nameText(owner) == "get" ? .returned : nil
        case .binding:
            return .returned
        case .conditional, .switchStatement:
            if kind(owner) == .conditional && !isIfExpression(owner) { return nil }
            let d = disposition(of: owner)
            return d == .discarded ? nil : d
        case .switchCase:
            return nil
        default:
            return nil
        }
    }

    /// Whether `conditional` can be an `if` expression: an `if` whose `else if` chain ends in a plain `else`
    /// (docs/rules.md, "Discarded and kept"). Without that final `else` it produces no value, so it is a statement even as the only
    /// statement of a closure, and what its branches discard is discarded.
    func isIfExpression(_ conditional: Int32) -> Bool {
        guard let keyword = nameToken(conditional), keyword.is(.if_) else { return false }
        var branches = 0
        var last: Int32 = -1
        for c in tree.children(conditional) {
            if kind(c) == .codeBlock { branches += 1 }
            last = c
        }
        if branches >= 2 { return true }
        return branches == 1 && last >= 0 && kind(last) == .conditional && isIfExpression(last)
    }
}
