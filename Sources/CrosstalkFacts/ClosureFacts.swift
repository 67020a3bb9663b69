import CrosstalkSyntax

/// One entry per enclosing closure while walking, for the capture rules.
struct OpenClosure {
    var node: Int32
    var fact: Int
    /// `[weak self]` / `[unowned self]` in its own capture list.
    var ownWeak: Bool
    /// `[self]`, `[self = self]`, `[vm = self]`.
    var ownStrong: Bool
    /// `self` in its scope names a weak capture of an enclosing closure (no re-binding in between).
    var selfWeakInScope: Bool
    /// A `guard let self`/`if let self` re-bound `self` strongly in its body.
    var rebound: Bool
    var mentionsSelf: Bool
    var firstMention: SourceLocation?
}

/// Closures and `self`: what each closure captures, and whether it holds `self` strongly.
extension FactWalker {
    mutating func noteSelfMention(at loc: SourceLocation) {
        for i in closureStack.indices.reversed() {
            let c = closureStack[i]
            if !c.ownWeak && !c.selfWeakInScope && !c.mentionsSelf {
                closureStack[i].mentionsSelf = true
                closureStack[i].firstMention = loc
            }
        }
    }

    /// Whether `self` at the current point names a weak capture of an enclosing closure.
    @inline(__always) func selfIsWeakHere() -> Bool {
        for c in closureStack.reversed() {
            if c.rebound { return false }
            if c.ownWeak { return true }
            if c.ownStrong { return false }
            if c.selfWeakInScope { return true }
        }
        return false
    }

    mutating func visitClosure(_ node: Int32) {
        var captures: [CaptureFact] = []
        var ownWeak = false
        var ownStrong = false
        var selfCaptureLocation: SourceLocation?
        // `subscribe(with: self) { `self`, value in … }` (RxSwift 6): a parameter named `self` is what `self` means
        // inside, handed in by the operator that holds the object weakly; the closure captures no outer `self`.
        // ``weak var `self` = self`` earlier in the function: `self` in here is that weak local.
        if !weakSelfShadows.isEmpty {
            let start = tree.token(tree[node].firstToken).start.toInt
            if weakSelfShadows.contains(where: { $0.contains(start) }) { ownWeak = true }
        }
        if let signature = tree.child(node, .closureSignature) {
            let first = Int(tree[signature].firstToken), last = Int(tree[signature].lastToken)
            if first <= last, (first...last).contains(where: { tokens[$0].flags.contains(.backticked) && tokens[$0].symbol == Word.self_.rawValue }) {
                ownWeak = true
            }
        }
        if let list = tree.child(node, .captureList) {
            for item in tree.children(list) {
                let name = tree.nameText(item)
                let flags = tree[item].flags
                let strength: CaptureFact.Strength = flags & CaptureFlags.weak != 0 ? .weak : flags & CaptureFlags.unowned != 0 ? .unowned : .strong
                var value: String?
                if let expr = tree[item].firstChild >= 0 ? tree[item].firstChild : nil { value = compactText(expr) }
                captures.append(CaptureFact(name: name, strength: strength, value: value))
                if name == "self" && strength != .strong { ownWeak = true }
                if strength == .strong && (name == "self" || value == "self") {
                    ownStrong = true
                    selfCaptureLocation = location(token: tree[item].name)
                }
                // The capture list is evaluated in the enclosing scope: a `self` there is a mention for enclosing closures.
                if name == "self" && value == nil { noteSelfMention(at: location(token: tree[item].name)) }
                if tree[item].firstChild >= 0 { walk(tree[item].firstChild) }
            }
        }
        let weakInScope = selfIsWeakHere()
        facts.closures.append(ClosureFact(location: location(node: node), captures: captures, capturesSelfStrongly: false, selfLocation: nil,
                                          parent: closureStack.last?.fact, context: context))
        let index = facts.closures.count - 1
        closureIndex[node] = index
        closureStack.append(OpenClosure(node: node, fact: index, ownWeak: ownWeak, ownStrong: ownStrong, selfWeakInScope: weakInScope, rebound: false, mentionsSelf: false, firstMention: nil))
        let task = taskClosureNodes.isEmpty ? nil : taskClosureNodes[node]
        if let task { openTask(task) }
        if !taskStack.isEmpty, let signature = tree.child(node, .closureSignature) { declareTaskLocals(from: tree[signature].firstToken, through: tree[signature].lastToken) }
        // `Task { [textView, document] in … }`: capture list names are the closure's own copies, not implicit `self`.
        if !taskStack.isEmpty, let list = tree.child(node, .captureList) {
            for item in tree.children(list) where tree[item].name >= 0 { declareTaskLocals(from: tree[item].name, through: tree[item].name) }
        }
        noteElementParameters(ofClosure: node)
        var c = tree[node].firstChild
        while c >= 0 {
            if kind(c) != .captureList { walk(c) }
            c = tree[c].nextSibling
        }
        if task != nil { closeTask() }
        let open = closureStack.removeLast()
        let strong = context.hasInstanceSelf && !open.ownWeak && (open.ownStrong || (open.mentionsSelf && !open.selfWeakInScope))
        facts.closures[index].capturesSelfStrongly = strong
        facts.closures[index].selfLocation = open.ownStrong ? selfCaptureLocation : open.firstMention
        facts.closures[index].onlyHopsToMain = isMainHop(node)
        facts.closures[index].isEmpty = isEmptyClosure(node)
        facts.closures[index].usesOnlyItsParameters = usesOnlyItsParameters(node)
    }

    /// The closure names nothing but its parameters, other types and members of those (`{ $0.name == $1 }`): no
    /// capture list, no `self`, not its maker's type (`Options.shared`), no other lower-case name outside a member
    /// access or an argument label. Calling it reaches no object of the code that made it. (Read on tokens, stopping
    /// at the first other name.)
    func usesOnlyItsParameters(_ node: Int32) -> Bool {
        guard tree.child(node, .captureList) == nil else { return false }
        let maker = context.type.map { typeNameSymbols[$0] } ?? -1
        var parameters: [Int32] = []
        var bodyStart = Int(tree[node].firstToken) + 1
        if let signature = tree.child(node, .closureSignature) {
            let first = Int(tree[signature].firstToken), last = Int(tree[signature].lastToken)
            if first <= last { for i in first...last where tokens[i].kind == .identifier { parameters.append(tokens[i].symbol) } }
            bodyStart = last + 1
        }
        let last = Int(tree[node].lastToken)
        guard bodyStart < last else { return true }
        for i in bodyStart..<last {
            let token = tokens[i]
            if token.kind == .keyword {
                if token.symbol == Word.self_.rawValue || token.symbol == Word.Self_.rawValue || token.symbol == Word.super_.rawValue { return false }
                continue
            }
            guard token.kind == .identifier, tokens[i - 1].kind != .period, !parameters.contains(token.symbol) else { continue }
            if tree.firstByte(token).isUppercaseASCII {
                if token.symbol == maker { return false }
                continue
            }
            if i + 1 < last, tokens[i + 1].kind == .colon { continue }
            return false
        }
        return true
    }

    /// `tiles.forEach { tile in … }` (or `$0`, `map`, `compactMap`, `filter`; over `.enumerated()` the element is the
    /// second parameter): the closure's element parameter is a local holding one element of `tiles`.
    mutating func noteElementParameters(ofClosure node: Int32) {
        let argument = tree[node].parent
        guard argument >= 0, kind(argument) == .argument, tree[argument].name < 0 else { return }
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call, tree[call].firstChild == argument, tree[argument].nextSibling < 0 else { return }
        let chain = tree[call].parent
        guard chain >= 0, kind(chain) == .postfixChain, tree[chain].lastChild == call else { return }
        var names: [Int32] = []
        var c = tree[chain].firstChild
        while c >= 0 && c != call {
            if kind(c) == .reference || kind(c) == .member { names.append(c) }
            else if kind(c) != .postfix && kind(c) != .call { return }
            c = tree[c].nextSibling
        }
        guard names.count >= 2, let method = nameToken(names[names.count - 1]),
              ["forEach", "map", "compactMap", "filter", "flatMap"].contains(tree.stream.text(method)) else { return }
        var path = names.dropLast().map { tree.nameText($0) }
        var position = 0
        if path.last == "enumerated" { path.removeLast(); position = 1 }
        guard !path.isEmpty, path.allSatisfy({ !$0.isEmpty }) else { return }
        // The element parameter's name: the signature's parameter at `position`, else `$0` / `$1`.
        var name = "$\(position)"
        var at = location(node: node)
        if let signature = tree.child(node, .closureSignature) {
            let first = Int(tree[signature].firstToken), last = Int(tree[signature].lastToken)
            // Plain parameter names (`tile in`, `_, tile in`); a signature with types is not read.
            guard !(first...max(first, last)).contains(where: { tokens[$0].kind == .colon }) else { return }
            let parameters = (first...max(first, last)).filter { tokens[$0].kind == .identifier || tree.stream.text(tokens[$0]) == "_" }
            guard position < parameters.count else { return }
            name = tree.stream.text(tokens[parameters[position]])
            at = location(token: Int32(parameters[position]))
        }
        noteElementLocal(name, of: path, at: at, scopeEnd: tree.token(tree[node].lastToken).start.toInt)
    }

    /// `for tile in tiles` (or `for (i, tile) in tiles.enumerated()`): `tile` is a local holding one element of `tiles`.
    mutating func noteLoopElement(_ loop: Int32) {
        guard let sequence = tree.children(loop).first(where: { kind($0) != .codeBlock }), let body = tree.child(loop, .codeBlock) else { return }
        let first = Int(tree[loop].firstToken) + 1, inToken = Int(tree[sequence].firstToken) - 1
        guard first < inToken else { return }
        var nameToken = -1
        var sequenceNode = unwrapped(sequence)
        if inToken - first == 1, tokens[first].kind == .identifier {
            nameToken = first
        } else if inToken - first == 5, tokens[first].kind == .leftParen, tokens[first + 3].kind == .identifier, kind(sequenceNode) == .postfixChain {
            // `(i, tile) in tiles.enumerated()`: the chain before `.enumerated()`.
            let call = tree[sequenceNode].lastChild
            var method: Int32 = -1
            for c in tree.children(sequenceNode) where tree[c].nextSibling == call { method = c }
            guard call >= 0, kind(call) == .call, method >= 0, kind(method) == .member, tree.nameText(method) == "enumerated" else { return }
            nameToken = first + 3
            sequenceNode = method
        }
        guard nameToken >= 0 else { return }
        let path: [String]
        if sequenceNode == unwrapped(sequence) {
            guard let names = namePath(sequenceNode) else { return }
            path = names
        } else {
            // The names before `enumerated` in the chain.
            var names: [String] = []
            var c = tree[tree[sequenceNode].parent].firstChild
            while c >= 0 && c != sequenceNode {
                if kind(c) == .reference || kind(c) == .member { names.append(tree.nameText(c)) } else if kind(c) != .postfix { return }
                c = tree[c].nextSibling
            }
            path = names
        }
        guard !path.isEmpty, !path[0].hasPrefix(".") else { return }
        noteElementLocal(tree.stream.text(tokens[nameToken]), of: path, at: location(token: Int32(nameToken)),
                         scopeEnd: tree.token(tree[body].lastToken).start.toInt)
    }

    /// A local `name` holding one element of the sequence named by `path` (`isSequenceElement`), until `scopeEnd`.
    mutating func noteElementLocal(_ name: String, of path: [String], at location: SourceLocation, scopeEnd: Int) {
        facts.properties.append(PropertyFact(
            name: name, owner: nil, typeText: nil,
            initializer: InitializerFact(text: path.joined(separator: "."), root: path[0], members: Array(path.dropFirst()), isCall: false, isClosure: false),
            isLet: true, isStatic: false, isComputed: false, hasObservers: false, isLocal: true, modifiers: [], attributes: [], attributeTexts: [],
            isPrivate: false, isClosureTyped: false, location: location, typeLocation: nil, scopeEnd: scopeEnd, isSequenceElement: true))
    }
}
