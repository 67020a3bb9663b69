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
    }
}
