import CrosstalkSyntax

/// Assignments to members (`a.onX = { }`, `x.delegate = self`) and the shape of the assigned value.
extension FactWalker {
    /// An operator sequence: `a.b = value` becomes an assignment fact (and a closure value is walked for captures).
    mutating func visitSequence(_ node: Int32) {
        // Only `a.b = value` (a member on the left) is an assignment fact; test the shape before allocating.
        let lhs = tree[node].firstChild
        guard lhs >= 0, kind(lhs) == .postfixChain || kind(lhs) == .reference else { return }
        let op = tree[lhs].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), tree[op].nextSibling >= 0 else { return }
        guard opToken.kind == .equal else {
            if kind(lhs) == .postfixChain { noteStaticChangedInPlace(lhs, by: op) }
            return
        }
        let value = fallbackOfSelfCoalescing(tree[op].nextSibling, target: lhs)
        let valueKind = valueShape(value)
        // `screen = picker` into a local of the function: the object goes where that local's goes.
        if kind(lhs) == .reference, kind(value) == .reference, let keeper = nameToken(lhs), isLocalVariable(lhs) {
            noteHeldByLocal(value, keeper: keeper.symbol)
        } else {
            noteHandedOn(value)
        }
        if !closureStack.isEmpty { noteClearedInClosure(lhs, value: value) }
        if teardown != .none { noteEmptiedStore(assignedTo: lhs, value: value) }
        // A plain name on the left matters only when it receives a new object (`delegate = Foo()`, or a local holding
        // one: `let d = Foo(); delegateReference = d`), or in static code
        // of a type, where it can be a static member (`shared = instance` in `configure(…)`: a singleton's setup point).
        let inStaticCode = context.type != nil && !context.hasInstanceSelf
        guard let target = namePath(lhs) else {
            if kind(lhs) == .postfixChain { noteStaticChangedInPlace(lhs, by: nil) }
            return
        }
        noteTaskHandleKept(value, by: target)
        // `listener = makeListener()`: a property given what a method returns (a task a maker builds).
        if valueKind == .callResult, context.hasInstanceSelf, let type = context.type, target.count == 1 || (target.count == 2 && target[0] == "self") {
            propertiesGivenCallResults.append((type, value, target[target.count - 1]))
        }
        // `let state = UpdaterState(); updaterState = state`: kept by self like a direct construction.
        var keepsLocalObject = false
        if valueKind == .reference, kind(value) == .reference, let t = nameToken(value), let sites = localConstructionSites[t.symbol] {
            // `let core = Core(); instance = core` in static setup: kept for good, like `instance = Core()`.
            let place: ConstructionSiteFact.Place? = context.hasInstanceSelf && (isStoredPropertyOfSelf(target, inExtension: true) || isRootOfOwnWindow(target))
                ? .instanceStorage : isSingletonStatic(target) ? .permanentStorage : isStaticStorage(target, lhs) ? .staticStorage : nil
            if let place {
                keepsLocalObject = true
                for site in sites where site < facts.constructionSites.count && facts.constructionSites[site].place == .code {
                    facts.constructionSites[site].place = place
                    if place == .staticStorage { facts.constructionSites[site].keptByStatic = staticKey(target) }
                }
            }
        }
        // `self.panes = [GeneralPane(), KeysPane()]`: each new element is kept by the property like a direct construction.
        if kind(value) == .collection, context.hasInstanceSelf, isStoredPropertyOfSelf(target, inExtension: true) {
            for element in collectionElements(value) { assignedConstructionPlaces[unwrapped(element)] = .instanceStorage }
        }
        // `monitor = nil`: self letting go of what a stored property holds (and of the handlers set on it).
        let letsGoOfOwnProperty = target.count == 1 && context.hasInstanceSelf && kind(value) == .literal
            && tokens[Int(tree[value].firstToken)].is(.nil_) && isStoredPropertyOfSelf(target, inExtension: true)
        // `delegate = iOSNetworkingDelegate()`: maybe a construction of a type named in lowercase, which only the
        // declarations can tell (`Vocabulary.constructs(_:sites:)`); kept for a delegate property of self.
        let givesDelegateACallResult = valueKind == .callResult && target.count == 1 && Vocabulary.isDelegateName(target[0]) && isStoredPropertyOfSelf(target)
        guard target.count >= 2 || ((valueKind == .constructed || inStaticCode || keepsLocalObject || letsGoOfOwnProperty || givesDelegateACallResult)
            && kind(lhs) == .reference) else { return }
        if valueKind == .constructed {
            if context.hasInstanceSelf && (isStoredPropertyOfSelf(target, inExtension: true) || isRootOfOwnWindow(target)) { assignedConstructionPlaces[value] = .instanceStorage }
            else if isSingletonStatic(target) { assignedConstructionPlaces[value] = .permanentStorage }
            else if isStaticStorage(target, lhs) {
                assignedConstructionPlaces[value] = .staticStorage
                staticKeepers[value] = staticKey(target)
            }
        }
        facts.assignments.append(AssignmentFact(target: target, value: valueKind, closure: nil, valueText: compactText(value, limit: 80), location: location(node: lhs), context: context))
        if valueKind == .closure { pendingAssignmentClosures[facts.assignments.count - 1] = value }
    }

    /// The plain name `reference` is a local variable the enclosing function declared before (not a parameter, not a
    /// property).
    func isLocalVariable(_ reference: Int32) -> Bool {
        guard functionNode >= 0 else { return false }
        let start = tree.offset(functionNode), at = tree.offset(reference)
        let name = tree.nameText(reference)
        // Facts are appended in source order: only the function's own, at the end, are looked at (field by field: binding
        // a whole fact would retain every string in it).
        for p in facts.properties.indices.reversed() {
            let offset = facts.properties[p].location.offset
            if offset < start { return false }
            guard facts.properties[p].isLocal, offset < at, facts.properties[p].scopeEnd > at, facts.properties[p].name == name else { continue }
            return !facts.properties[p].isParameter && !isStoredPropertyOfSelf([name])
        }
        return false
    }

    /// The value of an assignment whose first operand after `=` is `first` (the sequence is flat: `x = x ?? Foo()` is
    /// `x`, `=`, `x`, `??`, `Foo()`). For `x = x ?? Foo()` the target keeps what it holds or gets the fallback, like
    /// `if x == nil { x = Foo() }`: the fallback (`Foo()`) is the value assigned. Any other value is its first operand.
    func fallbackOfSelfCoalescing(_ first: Int32, target: Int32) -> Int32 {
        let op = tree[first].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, tree.compactText(op, limit: 4) == "??" else { return unwrapped(first) }
        let fallback = tree[op].nextSibling
        guard fallback >= 0, tree[fallback].nextSibling < 0, let assigned = namePath(target), let kept = namePath(unwrapped(first)),
              kept == assigned else { return unwrapped(first) }
        return unwrapped(fallback)
    }

    /// `Cache.shared.entries[key] = value`, `Config.current.retries += 1`: a part of a type's static changed in
    /// place, recorded as an assignment to `Type.member.[]` (for a struct's static, a change of its value). `op` is
    /// the operator of an operator sequence that is no `=` (nil for a subscript assigned with `=`).
    /// In a type's static code, `current[keyPath: path] = value` changes the type's own static in place: recorded as
    /// an assignment to `current.[]`.
    mutating func noteStaticChangedInPlace(_ lhs: Int32, by op: Int32?) {
        let owner = tree[lhs].firstChild
        guard owner >= 0, kind(owner) == .reference, let ownerToken = nameToken(owner) else { return }
        if let op, !Token.compoundAssignmentOperators.contains(tree.compactText(op, limit: 4)) { return }
        guard tree.firstByte(ownerToken).isUppercaseASCII else {
            let next = tree[owner].nextSibling
            if context.type != nil, !context.hasInstanceSelf, next >= 0, kind(next) != .member, tree[next].nextSibling < 0 {
                facts.assignments.append(AssignmentFact(target: [tree.nameText(owner), "[]"], value: .other, closure: nil,
                                                        valueText: "", location: location(node: lhs), context: context))
            }
            return
        }
        let member = tree[owner].nextSibling
        guard member >= 0, kind(member) == .member, tree[member].nextSibling >= 0 else { return }
        facts.assignments.append(AssignmentFact(target: [tree.nameText(owner), tree.nameText(member), "[]"], value: .other, closure: nil,
                                                valueText: "", location: location(node: lhs), context: context))
    }

    /// `self.a.b = nil` inside closures: records `a.b` on each enclosing closure (a handler that lets go of itself).
    mutating func noteClearedInClosure(_ target: Int32, value: Int32) {
        guard kind(value) == .literal, tokens[Int(tree[value].firstToken)].is(.nil_), var names = namePath(target) else { return }
        if names.first == "self" { names.removeFirst() }
        guard !names.isEmpty else { return }
        let path = names.joined(separator: ".")
        for open in closureStack { facts.closures[open.fact].clearedPaths.append(path) }
    }

    /// `Foo.shared`, `Self.current`, or a bare `shared` in static code: a static member under a singleton name, set
    /// once per process (`if Toast.shared == nil { Toast.shared = Toast(window:) }`), whatever it is declared with.
    func isSingletonStatic(_ target: [String]) -> Bool {
        guard let member = target.last, Vocabulary.singletonNameSet.contains(member) else { return false }
        return isStaticMember(target)
    }

    /// `Telemetry.helper`, `Self.current`, or a bare name in static code: an assignment target that is a static member.
    func isStaticMember(_ target: [String]) -> Bool {
        switch target.count {
        case 1: return context.type != nil && !context.hasInstanceSelf
        case 2: return target[0].first?.isUppercase == true
        default: return false
        }
    }

    /// A static member under any name: `Telemetry.helper`, or a bare name in static code that is no local
    /// (`cached = made` in a static get-or-create).
    func isStaticStorage(_ target: [String], _ lhs: Int32) -> Bool {
        isStaticMember(target) && (target.count == 2 || !isLocalVariable(lhs))
    }

    /// `Owner.member` of a static member target, the owner by simple name: `Telemetry.helper`, `Self.current` and a
    /// bare `current` in static code by the enclosing type's.
    func staticKey(_ target: [String]) -> String? {
        let enclosing = context.type.map { TypeText.baseName(facts.types[$0].name).split(separator: ".").last.map(String.init) ?? "" }
        switch target.count {
        case 1: return enclosing.map { $0 + "." + target[0] }
        case 2: return (target[0] == "Self" ? enclosing : target[0]).map { $0 + "." + target[1] }
        default: return nil
        }
    }

    /// `window?.rootViewController` or `self.window.rootViewController` where `window` is a stored property of self:
    /// the window keeps its root view controller for as long as self keeps the window.
    func isRootOfOwnWindow(_ target: [String]) -> Bool {
        let path = target.first == "self" ? Array(target.dropFirst()) : target
        return path.count == 2 && path[1] == "rootViewController" && isStoredPropertyOfSelf([path[0]])
    }

    /// `dm = DataManager()` into a local declared without a value (`let dm: DataManager`): the construction a later
    /// `self.store = dm` keeps, as for `let dm = DataManager()`.
    mutating func noteConstructionIntoLocal(_ sequence: Int32, site: Int) {
        let lhs = tree[sequence].firstChild
        guard lhs >= 0, kind(lhs) == .reference, let name = nameToken(lhs) else { return }
        let op = tree[lhs].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), opToken.kind == .equal, tree[op].nextSibling >= 0,
              valueShape(unwrapped(tree[op].nextSibling)) == .constructed, !isStoredPropertyOfSelf([tree.stream.text(name)]) else { return }
        localConstructionSites[name.symbol, default: []].append(site)
    }

    /// The binding's initializer is `value ?? Construction(…)` (an injected object, else a new one): when the
    /// fallback runs, the local holds the new object.
    func isFallbackConstruction(_ binding: Int32) -> Bool {
        for c in tree.children(binding) where kind(c) == .sequence {
            let lhs = tree[c].firstChild
            let op = lhs >= 0 ? tree[lhs].nextSibling : -1
            guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), tree.stream.text(opToken) == "??", tree[op].nextSibling >= 0 else { return false }
            return valueShape(unwrapped(tree[op].nextSibling)) == .constructed
        }
        return false
    }

    /// `x` or `self.x` is a stored instance property of the enclosing type. `self.x` not declared before this point is
    /// taken as one declared further down (`init` first, properties after). With `inExtension`, in an extension a name
    /// the file does not declare for it, and that is no local of the function, counts as one the type declares
    /// elsewhere (an extension declares no stored properties).
    func isStoredPropertyOfSelf(_ target: [String], inExtension: Bool = false) -> Bool {
        guard let type = context.type else { return false }
        let name: String
        switch target.count {
        case 2 where target[0] == "self": name = target[1]
        case 1: name = target[0]
        default: return false
        }
        if let declared = facts.properties.first(where: { $0.owner == type && $0.name == name && !$0.isLocal }) {
            return !declared.isStatic && !declared.isComputed
        }
        // A bare name the function declared is its local (`var windowController: NSWindowController! = …`).
        return target.count == 2 || (inExtension && facts.types[type].kind == .extension && !isLocalOfFunction(name, before: Int.max))
    }

    /// What an assigned value is (see `AssignmentFact.Value`), decided on the tree's shape.
    func valueShape(_ value: Int32) -> AssignmentFact.Value {
        switch kind(value) {
        case .closure: return .closure
        case .reference:
            if let t = nameToken(value), t.is(.self_) { return .selfReference }
            return .reference
        case .postfixChain:
            var elements: [Int32] = []
            for e in tree.children(value) where kind(e) != .postfix { elements.append(e) }
            guard let last = elements.last else { return .other }
            if kind(last) == .call {
                let names = elements.dropLast()
                guard let first = names.first, names.allSatisfy({ kind($0) == .reference || kind($0) == .member || kind($0) == .implicitMember }) else { return .callResult }
                if kind(first) == .implicitMember { return names.count == 1 && nameToken(first)?.is(.init_) == true ? .constructed : .callResult }
                // `Foo(…)`, `Module.Foo(…)`, `Foo.init(…)`: type names (capitalized) up to an optional `init`.
                for (k, e) in names.enumerated() {
                    guard let t = nameToken(e) else { return .callResult }
                    if k == names.count - 1 && k > 0 && t.is(.init_) { continue }
                    let b = tree.firstByte(t)
                    if b < UInt8(ascii: "A") || b > UInt8(ascii: "Z") { return .callResult }
                }
                return .constructed
            }
            return namePath(value) != nil ? .reference : .other
        default:
            return .other
        }
    }
}
