import CrosstalkFacts
import CrosstalkSyntax

/// One mechanism per function: which facts count, how each end is found, what the edge carries.
extension GraphBuilder {
    /// Where the code of a fact runs: a type node, a type the sources do not declare (an extension of
    /// `UIViewController`), or no type at all (top-level code).
    enum Endpoint {
        case node(Int)
        case external(String)
        case none
    }

    func endpoint(_ context: CodeContext, file: Int) -> Endpoint {
        guard let t = context.type else { return .none }
        let n = nodeOfType[file][t]
        return n >= 0 ? .node(n) : .external(files[file].types[t].name)
    }

    /// The outcome for a fact whose code is not in a declared type.
    static func outcome(forNonNode endpoint: Endpoint) -> Outcome {
        if case .external = endpoint { return .external }
        return .unresolved("code outside any declared type")
    }

    /// `member` is not declared by `node`: when `node` inherits from an undeclared type (a `UITableView` subclass, an
    /// `ObservableObject`), the member comes from there and the edge still starts at `node`; otherwise unresolved.
    mutating func undeclaredMember(_ member: String, of node: Int, to ctx: Int, _ mechanism: Mechanism, site here: EvidenceSite, ambiguous: Bool) -> Outcome {
        guard hasExternalAncestor(node) else { return .unresolved("'\(infos[node].qualifiedName)' declares no '\(member)'") }
        return connect(owners: [node], to: ctx, mechanism, member: member, site: here, ambiguous: ambiguous, text: member)
    }

    // MARK: combine

    /// Operators that transform a publisher; a first call not in this list is taken for a method that returns one.
    static let combineOperators: Set<String> = [
        "sink", "assign", "map", "compactMap", "filter", "flatMap", "receive", "subscribe", "removeDuplicates", "debounce",
        "throttle", "combineLatest", "merge", "zip", "eraseToAnyPublisher", "handleEvents", "dropFirst", "drop", "prefix",
        "first", "last", "scan", "catch", "tryCatch", "replaceError", "replaceNil", "replaceEmpty", "switchToLatest", "share",
        "delay", "tryMap", "tryFilter", "tryCompactMap", "print", "breakpoint", "collect", "timeout", "retry", "decode",
        "encode", "setFailureType", "mapError", "output", "reduce", "tryReduce", "append", "prepend", "multicast",
        "makeConnectable", "autoconnect", "measureInterval", "ignoreOutput", "contains", "allSatisfy", "count", "min",
        "max", "values", "eraseType", "withLatestFrom", "flatMapLatest", "removeAllDuplicates", "toggle", "materialize",
    ]

    func isPublisherish(_ ref: MemberRef) -> Bool {
        let p = property(ref)
        if let t = p.typeText { return Vocabulary.isPublisherType(t) }
        if let i = p.initializer {
            if let root = i.root, Vocabulary.isPublisherType(root) { return true }
            return i.text.contains("eraseToAnyPublisher") || i.text.contains("Publisher")
        }
        return false
    }

    func isPublished(_ ref: MemberRef) -> Bool { property(ref).attributes.contains("Published") }

    func returnsPublisher(_ ref: MemberRef) -> Bool { method(ref).resultType.map(Vocabulary.isPublisherType) ?? false }

    mutating func buildCombine(_ f: Int) {
        for s in files[f].subscriptions {
            // Only kept subscriptions carry information; `assign(to: &$x)` lives as long as the property.
            guard s.disposition != .discarded || s.terminal == .assignToPublished else { continue }
            if let member = s.rootContainerMember {
                buildContainerSubscription(s, member: member, file: f)
                continue
            }
            var path = s.rootPath
            if path.count > 1 && path[0] == "self" { path.removeFirst() }
            // `settings.$mode.$wrappedValue`: what follows a property's projection is its wrapper's, whose events are
            // the property owner's.
            if let projection = path.dropLast().firstIndex(where: { $0.hasPrefix("$") }) { path = Array(path[...projection]) }
            guard !path.isEmpty, path != ["self"] else { continue }
            let firstOp: String? = s.operators.count > 1 ? s.operators[0] : nil
            // `NotificationCenter.default.publisher(for:)` is a notification observation, recorded as such.
            if firstOp == "publisher", path.contains(where: { $0 == "NotificationCenter" || $0.lowercased().contains("center") }) { continue }
            if s.rootIsCall && path.count == 1 && GraphBuilder.looksLikeTypeName(path[0]) { continue } // `Just(1)`, `Future { }`
            if GraphBuilder.isJoiningRoot(s) { continue } // its arguments are the publishers
            let here = site(f, s.location)
            let text = path.joined(separator: ".") + (s.rootIsCall ? "()" : "") + (firstOp.map { "." + $0 + "()" } ?? "")
            guard case .node(let ctx) = endpoint(s.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(s.context, file: f)), .combine, site: here, text: text)
                continue
            }
            let effectsBefore = effects.count
            var outcome = combineOutcome(path: path, firstOp: firstOp, rootIsCall: s.rootIsCall, ctx: ctx, f: f, context: s.context, at: s.location, site: here, depth: 0)
            if case .unresolved = outcome, path.count >= 2, path.last == "publisher" {
                // `viewModel.relationship.publisher`: Optional's or Sequence's publisher of a member.
                outcome = combineOutcome(path: Array(path.dropLast()), firstOp: firstOp, rootIsCall: false, ctx: ctx, f: f, context: s.context, at: s.location, site: here, depth: 0)
            }
            // `viewModel.$fee.assign(to: \.fee, on: inputBar)`, `$query.assign(to: &child.$query)`: the values go to the
            // assigned object; the code making the call only wires them.
            if let receiver = assignedObject(s, ctx: ctx, file: f), receiver != ctx {
                redirectEdges(since: effectsBefore, from: ctx, to: receiver)
                if case .internalReference = outcome {
                    addEdge(from: ctx, to: receiver, .combine, member: path.last.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 } ?? "", site: here, ambiguous: false)
                    outcome = .resolved
                }
            }
            record(outcome, .combine, site: here, text: text)
        }
    }

    /// The object an `assign` writes into when it is not self: `on: inputBar`, `to: &child.$query` (nil for self, or
    /// when its type is unknown).
    mutating func assignedObject(_ s: SubscriptionFact, ctx: Int, file f: Int) -> Int? {
        let written: String?
        switch s.terminal {
        case .assignToOn: written = s.assignTarget
        case .assignToPublished: written = s.assignPublishedTarget.map { String($0.drop { $0 == "&" }) }
        default: written = nil
        }
        guard let written else { return nil }
        var path = written.split(separator: ".").map(String.init)
        if s.terminal == .assignToPublished { path.removeLast() }
        if path.first == "self" { path.removeFirst() }
        guard !path.isEmpty else { return nil }
        let walk = walkBase(path[...], context: ctx, file: f, offset: s.location.offset, scopeStart: scopeStart(s.context, file: f))
        if case .instance(let n) = walk.cursor { return n }
        return nil
    }

    /// Moves the edges added since `start` that end at `old` to end at `new` (a self-loop is dropped).
    mutating func redirectEdges(since start: Int, from old: Int, to new: Int) {
        var i = start
        while i < effects.count {
            if case .edge(let from, old, let mechanism, let member, let site, let ambiguous) = effects[i] {
                if from == new { effects.remove(at: i); continue }
                effects[i] = .edge(from: from, to: new, mechanism, member: member, site: site, ambiguous: ambiguous)
            }
            i += 1
        }
    }

    mutating func combineOutcome(path: [String], firstOp: String?, rootIsCall: Bool, ctx: Int, f: Int, context: CodeContext, at location: SourceLocation, site here: EvidenceSite, depth: Int) -> Outcome {
        let opIsMethod = firstOp.map { !GraphBuilder.combineOperators.contains($0) } ?? false
        let scope = scopeStart(context, file: f)
        let module = infos[ctx].module
        if path.count == 1 {
            let name = path[0]
            if rootIsCall {
                return findMethod(name, in: ctx) != nil ? .internalReference : .unresolved("cannot find function '\(name)'")
            }
            if name.hasPrefix("$") { return .internalReference }
            if let (d, ref) = findProperty(name, in: ctx) {
                if opIsMethod, let op = firstOp, !isPublisherish(ref) {
                    return methodPublisher(valueType(of: ref, owner: d), op: op, ctx: ctx, site: here, ambiguous: false)
                }
                return .internalReference
            }
            if let local = nearestLocal(name, file: f, before: location.offset, after: scope), depth < 2 {
                let p = files[f].properties[local]
                if p.typeText == nil, let i = p.initializer, let root = i.root, !GraphBuilder.looksLikeTypeName(root), !i.members.isEmpty {
                    // `let publisher = service.$user` — follow the initializer, up to its first operator
                    // (`let names = session.$user.compactMap { $0 }`).
                    if let k = i.members.firstIndex(where: GraphBuilder.combineOperators.contains) {
                        return combineOutcome(path: [root] + i.members[..<k], firstOp: i.members[k], rootIsCall: false, ctx: ctx, f: f, context: context, at: location, site: here, depth: depth + 1)
                    }
                    return combineOutcome(path: [root] + i.members, firstOp: firstOp, rootIsCall: i.isCall, ctx: ctx, f: f, context: context, at: location, site: here, depth: depth + 1)
                }
                if let text = p.typeText, !Vocabulary.isPublisherType(text), opIsMethod, let op = firstOp {
                    return methodPublisher(typeOfText(text, context: ctx), op: op, ctx: ctx, site: here, ambiguous: false)
                }
                if let i = p.initializer, opIsMethod, let op = firstOp {
                    return methodPublisher(initializerType(i, context: ctx, file: f, offset: p.location.offset, depth: 1), op: op, ctx: ctx, site: here, ambiguous: false)
                }
                return .internalReference
            }
            if GraphBuilder.looksLikeTypeName(name) {
                // A type's static publisher: `Store.changes`, `Timer.publish(every:)`.
                let hits = lookupType(name, context: ctx)
                guard let n = hits.first else { return externalOutcome(name, to: ctx, .combine, member: firstOp ?? name, site: here) }
                if let op = firstOp, let (dm, _) = findMethod(op, in: n) { return connect(owners: [dm], to: ctx, .combine, member: op + "()", site: here, text: name) }
                if let (d, _) = findProperty(firstOp ?? "", in: n) { return connect(owners: [d], to: ctx, .combine, member: firstOp!, site: here, text: name) }
                return undeclaredMember((firstOp ?? "") + "()", of: n, to: ctx, .combine, site: here, ambiguous: false)
            }
            if opIsMethod, let op = firstOp {
                let found = candidates(op, methods: true, exclude: ctx, hint: name, module: module, accept: returnsPublisher)
                if !found.isEmpty { return connect(owners: found, to: ctx, .combine, member: op + "()", site: here, ambiguous: true, text: name) }
            }
            return .unresolved("cannot tell the type of '\(name)'")
        }
        let last = path[path.count - 1]
        if path.count >= 3, path[path.count - 2] == Vocabulary.reactiveNamespace, let outcome = reactiveEvent(last, of: path.dropLast(2), ctx: ctx, f: f, at: location,
                                                                                                              scope: scope, site: here) {
            return outcome
        }
        let walk = walkBase(path.dropLast(), context: ctx, file: f, offset: location.offset, scopeStart: scope)
        let plain = last.hasPrefix("$") ? String(last.dropFirst()) : last
        switch walk.cursor {
        case .instance(let n), .type(let n):
            // An instance publishes what its class inherits (`viewModel.$state` of a `WalletViewModel` whose base
            // declares `state`): the sender is the instance's type, not the base class every screen's model shares.
            let isInstance: Bool
            if case .instance = walk.cursor { isInstance = true } else { isInstance = false }
            if !rootIsCall, let (d, ref) = findProperty(plain, in: n) {
                if !last.hasPrefix("$"), opIsMethod, let op = firstOp, !isPublisherish(ref) {
                    let outcome = methodPublisher(valueType(of: ref, owner: d), op: op, ctx: ctx, site: here, ambiguous: walk.ambiguous)
                    if case .unresolved = outcome {} else { return outcome }
                }
                if isEnvelope(d, of: ctx) { return envelopeOutcome(d, to: ctx, member: plain, site: here, ambiguous: walk.ambiguous) }
                return connect(owners: [sender(holding: isInstance ? n : d)], to: ctx, .combine, member: plain, site: here, ambiguous: walk.ambiguous, text: last)
            }
            if let (dm, _) = findMethod(plain, in: n) {
                return connect(owners: [isInstance ? n : dm], to: ctx, .combine, member: plain + "()", site: here, ambiguous: walk.ambiguous, text: last)
            }
            // A namespace's static method: `Mastodon.API.Statuses.status(…)`.
            if let op = firstOp, opIsMethod, let nested = byQualified[infos[n].qualifiedName + "." + plain]?.first {
                if let (dm, _) = findMethod(op, in: nested) { return connect(owners: [dm], to: ctx, .combine, member: op + "()", site: here, ambiguous: walk.ambiguous, text: op) }
                return undeclaredMember(op + "()", of: nested, to: ctx, .combine, site: here, ambiguous: walk.ambiguous)
            }
            // `avatarView.rx.tapGesture()`: RxCocoa's namespace of the object, no publisher its class declares; on the
            // code's own part (a subview it holds) the events are its own.
            if plain == Vocabulary.reactiveNamespace {
                if path.count == 2, findProperty(path[0], in: ctx) != nil { return .internalReference }
                return .unresolved("'\(plain)' is RxCocoa's namespace of a '\(infos[n].qualifiedName)', no publisher it declares")
            }
            return undeclaredMember(plain, of: n, to: ctx, .combine, site: here, ambiguous: walk.ambiguous)
        case .external(let x):
            return externalOutcome(x, to: ctx, .combine, member: plain, site: here)
        case .unknown(let reason):
            let hint = path[path.count - 2]
            let found: [Int]
            if rootIsCall {
                found = candidates(plain, methods: true, exclude: ctx, hint: hint, module: module, accept: returnsPublisher)
            } else if last.hasPrefix("$") {
                found = candidates(plain, methods: false, exclude: ctx, hint: hint, module: module, accept: isPublished)
            } else {
                found = candidates(plain, methods: false, exclude: ctx, hint: hint, module: module, accept: isPublisherish)
            }
            // Guessed from the member name alone: never a confident edge.
            if !found.isEmpty { return connect(owners: found, to: ctx, .combine, member: rootIsCall ? plain + "()" : plain, site: here, ambiguous: true, text: last) }
            return .unresolved(reason)
        }
    }

    /// `playerView.rx.lyricsTapped`: an event a reactive extension of the sources adds to the object's type (`extension
    /// Reactive where Base: PlayerView`), from that object. Declared only for other bases, it is none of this
    /// object's; declared by no extension, RxCocoa's own (nil: resolved as before).
    mutating func reactiveEvent(_ member: String, of base: ArraySlice<String>, ctx: Int, f: Int, at location: SourceLocation, scope: Int,
                                site here: EvidenceSite) -> Outcome? {
        guard wiring.reactiveMembers.values.contains(where: { $0.contains(member) }) else { return nil }
        let walk = walkBase(base, context: ctx, file: f, offset: location.offset, scopeStart: scope)
        guard case .instance(let n) = walk.cursor else { return nil }
        var lineage = [n]
        var seen: Set<Int> = [n]
        var k = 0
        while k < lineage.count {
            for parent in inheritNodes[lineage[k]] where seen.insert(parent).inserted { lineage.append(parent) }
            k += 1
        }
        let names = lineage.map { infos[$0].simpleName } + conformanceNames[n]
        guard names.contains(where: { wiring.reactiveMembers[$0]?.contains(member) == true }) else {
            return .unresolved("'rx.\(member)' is declared for other bases than '\(infos[n].qualifiedName)'")
        }
        return n == ctx ? .internalReference : connect(owners: [n], to: ctx, .combine, member: member, site: here, ambiguous: walk.ambiguous, text: member)
    }

    /// The type that sends through a publisher `node` declares: a struct nested in a class (`CounterViewModel.State`
    /// grouping the view model's subjects) is a value the class keeps and sends through, so the class; any other
    /// node itself.
    func sender(holding node: Int) -> Int {
        guard infos[node].kind == .struct, let dot = infos[node].qualifiedName.lastIndex(of: ".") else { return node }
        let outer = String(infos[node].qualifiedName[..<dot])
        return byQualified[outer]?.first { infos[$0].kind == .class && infos[$0].module == infos[node].module } ?? node
    }

    /// A struct nested in the subscriber (`LanguagesViewModel.Input` in `LanguagesViewModel`): an envelope the
    /// subscriber's caller fills with its own publishers (RxSwift/Combine MVVM `transform(input:)`), not a sender.
    func isEnvelope(_ node: Int, of ctx: Int) -> Bool {
        infos[node].kind == .struct && infos[node].module == infos[ctx].module
            && infos[node].qualifiedName == infos[ctx].qualifiedName + "." + infos[node].simpleName
    }

    /// A subscription to a field of an envelope comes from the types that construct the envelope by name: each is a
    /// definite sender, with an edge of its own carrying the subscription and its construction site. With none
    /// (`transform(input: .init(…))` names no type), unresolved.
    mutating func envelopeOutcome(_ envelope: Int, to ctx: Int, member: String, site here: EvidenceSite, ambiguous: Bool) -> Outcome {
        let fillers = (wiring.nestedStructConstructions[envelope] ?? []).filter { $0.node != ctx && $0.node != envelope }
        guard !fillers.isEmpty else {
            return .unresolved("'\(infos[envelope].qualifiedName)' is an envelope its caller fills; no type constructs it by name")
        }
        for filler in fillers {
            addEdge(from: filler.node, to: ctx, .combine, member: member, site: here, ambiguous: ambiguous)
            addEdge(from: filler.node, to: ctx, .combine, member: member, site: filler.site, ambiguous: ambiguous)
        }
        return .resolved
    }

    /// `service.fetchUser().sink`: the publisher comes from a method of the property's type.
    mutating func methodPublisher(_ type: ValueType, op: String, ctx: Int, site here: EvidenceSite, ambiguous: Bool) -> Outcome {
        switch type {
        case .node(let v, let amb):
            if let (dm, _) = findMethod(op, in: v) { return connect(owners: [dm], to: ctx, .combine, member: op + "()", site: here, ambiguous: ambiguous || amb, text: op) }
            if let (d, _) = findProperty(op, in: v) { return connect(owners: [d], to: ctx, .combine, member: op, site: here, ambiguous: ambiguous || amb, text: op) }
            return undeclaredMember(op + "()", of: v, to: ctx, .combine, site: here, ambiguous: ambiguous || amb)
        case .external(let x):
            return externalOutcome(x, to: ctx, .combine, member: op + "()", site: here)
        case .unknown:
            let found = candidates(op, methods: true, exclude: ctx, hint: nil, module: infos[ctx].module, accept: returnsPublisher)
            if !found.isEmpty { return connect(owners: found, to: ctx, .combine, member: op + "()", site: here, ambiguous: true, text: op) }
            return .unresolved("cannot tell which type declares '\(op)'")
        }
    }

    // MARK: closure

    mutating func buildClosures(_ f: Int) {
        for a in files[f].assignments where a.target.count >= 2 {
            let isClosureValue = a.value == .closure
            let member = a.target[a.target.count - 1]
            // Otherwise only a function reference into a closure-typed property (`vm.onClose = handleClose`) is
            // evidence; a call result (`makeContent(item)`) or a forwarded parameter (`timer.completion = completion`)
            // is not this type's closure.
            guard isClosureValue || (a.value == .reference && closureMembers.contains(member) && isOwnMethodReference(a, file: f)) else { continue }
            // `= {}` / `= { _ in }` resets a callback: nothing is told to anyone.
            if isClosureValue, let c = a.closure, files[f].closures[c].isEmpty { continue }
            let base = a.target.dropLast()
            let here = site(f, a.location)
            var text: String { a.target.joined(separator: ".") }
            guard case .node(let ctx) = endpoint(a.context, file: f) else {
                if isClosureValue { record(GraphBuilder.outcome(forNonNode: endpoint(a.context, file: f)), .closure, site: here, text: text) }
                continue
            }
            let walk = walkBase(base, context: ctx, file: f, offset: a.location.offset, scopeStart: scopeStart(a.context, file: f))
            var outcome = Outcome.notAFact
            switch walk.cursor {
            case .instance(let n), .type(let n):
                if let (d, ref) = findProperty(member, in: n) {
                    if isPlainValue(d) {
                        // `errorDetails.refresh = { }` on a Hashable struct: whoever holds the value calls it, not the value.
                        outcome = .unresolved("'\(infos[d].qualifiedName)' is a plain value: its holder calls '\(member)'")
                    } else if property(ref).isClosureTyped || isClosureValue {
                        // `self.completion = { … }` on a property a superclass declares: one object calls itself.
                        let owner = base == ["self"] ? ctx : d
                        outcome = connect(owners: [owner], to: ctx, .closure, member: member, site: here, ambiguous: walk.ambiguous, text: text)
                    }
                } else if isClosureValue {
                    outcome = undeclaredMember(member, of: n, to: ctx, .closure, site: here, ambiguous: walk.ambiguous)
                }
            case .external(let x):
                if isClosureValue { outcome = externalOutcome(x, to: ctx, .closure, member: member, site: here) }
            case .unknown(let reason):
                let found = candidates(member, methods: false, exclude: ctx, hint: base.last, module: infos[ctx].module) { ref in
                    // A plain value's closure is its holder's to call (see `isPlainValue`).
                    guard self.property(ref).isClosureTyped, let owner = self.property(ref).owner else { return false }
                    return !self.isPlainValue(self.nodeOfType[ref.file][owner])
                }
                if !found.isEmpty { outcome = connect(owners: found, to: ctx, .closure, member: member, site: here, ambiguous: true, text: text) }
                else if isClosureValue { outcome = .unresolved(reason) }
            }
            record(outcome, .closure, site: here, text: text)
        }
    }

    /// A struct or enum declared as a value — it adopts the standard library's value protocols and nothing else
    /// (`struct ErrorDetails: Hashable`), or a struct adopting nothing that keeps only closures and has no method (`struct Callbacks`, a
    /// bag of callbacks): a closure stored in it is called by whoever holds the value. A view, a struct adopting another
    /// protocol, or one adopting none with other members (it may be a small controller of its own) is not one.
    func isPlainValue(_ node: Int) -> Bool {
        if wiring.closureBags.contains(node) { return true }
        return (infos[node].kind == .struct || infos[node].kind == .enum) && !infos[node].inherits.isEmpty
            && infos[node].inherits.allSatisfy { ProjectIndex.knownValueProtocols.contains($0.name) }
    }

    /// `handleClose` or `self.handleClose` naming an instance method of the code's own type.
    mutating func isOwnMethodReference(_ a: AssignmentFact, file: Int) -> Bool {
        guard case .node(let ctx) = endpoint(a.context, file: file) else { return false }
        var name = Substring(a.valueText)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
        guard !name.contains(".") else { return false }
        return findMethod(String(name), in: ctx) != nil
    }

    // MARK: delegate

    /// `x.delegate = self`: the object behind `x` will call back into the code's type.
    mutating func buildDelegateAssignments(_ f: Int) {
        for a in files[f].assignments where a.target.count >= 2 && a.value == .selfReference {
            let member = a.target[a.target.count - 1]
            let base = a.target.dropLast()
            let delegateNamed = Vocabulary.isCallbackObjectName(member)
            let here = site(f, a.location)
            var text: String { a.target.joined(separator: ".") + " = self" }
            guard case .node(let ctx) = endpoint(a.context, file: f) else {
                if delegateNamed { record(GraphBuilder.outcome(forNonNode: endpoint(a.context, file: f)), .delegate, site: here, text: text) }
                continue
            }
            if base == ["self"] { if delegateNamed { record(.internalReference, .delegate, site: here, text: text) }; continue }
            let walk = walkBase(base, context: ctx, file: f, offset: a.location.offset, scopeStart: scopeStart(a.context, file: f))
            var outcome = Outcome.notAFact
            switch walk.cursor {
            case .instance(let n), .type(let n):
                if let (d, ref) = findProperty(member, in: n) {
                    if delegateNamed || isCallbackProtocolTyped(ref, owner: d) {
                        outcome = connectReverse(from: d, owners: [ctx], .delegate, member: member, site: here, ambiguous: walk.ambiguous)
                    }
                } else if delegateNamed {
                    outcome = undeclaredMember(member, of: n, to: ctx, .delegate, site: here, ambiguous: walk.ambiguous)
                }
            case .external(let x):
                if delegateNamed { outcome = externalOutcome(x, to: ctx, .delegate, member: member, site: here) }
            case .unknown(let reason):
                // `cell.textView.delegate = self` in a type adopting `UITextViewDelegate`: the receiver may as well be a
                // platform object, so no declared type is guessed from the member name.
                if delegateNamed && adoptsPlatformCallbackProtocol(ctx, for: member) {
                    record(.unresolved(reason), .delegate, site: here, text: text)
                    continue
                }
                // Who declares a `member` typed as a protocol this type conforms to?
                let conforms = conformanceNames[ctx]
                let found = candidates(member, methods: false, exclude: ctx, hint: base.last, module: infos[ctx].module) { ref in
                    // A computed property not named for a delegate (`var app: AppProtocol { … }`) is nothing to assign.
                    guard let t = self.property(ref).typeText, !self.property(ref).isComputed || delegateNamed else { return false }
                    return conforms.contains(TypeText.baseName(TypeText.unwrapped(t)))
                }
                if !found.isEmpty {
                    var any = false
                    for o in found where o != ctx {
                        addEdge(from: o, to: ctx, .delegate, member: member, site: here, ambiguous: true)
                        any = true
                    }
                    outcome = any ? .resolved : .internalReference
                } else if delegateNamed {
                    outcome = .unresolved(reason)
                }
            }
            record(outcome, .delegate, site: here, text: text)
        }
    }

    /// Whether `node` adopts a protocol the sources do not declare whose name says the same role as `member`
    /// (`UITextViewDelegate` for `delegate`, `UITableViewDataSource` for `dataSource`).
    mutating func adoptsPlatformCallbackProtocol(_ node: Int, for member: String) -> Bool {
        conformanceNames[node].contains { name in
            Vocabulary.isCallbackProtocol(name, forProperty: member) && lookupType(name, context: node).isEmpty
        }
    }

    /// The property is typed with a protocol the sources declare that calls back (a back reference): not one whose
    /// every requirement answers (`isAnsweringProtocol`), which its holder asks for things.
    mutating func isCallbackProtocolTyped(_ ref: MemberRef, owner: Int) -> Bool {
        guard let t = property(ref).typeText, !property(ref).isClosureTyped else { return false }
        let hits = lookupType(t, context: owner)
        return hits.contains { infos[$0].kind == .protocol && !isAnsweringProtocol($0) }
    }

    /// A protocol whose method requirements (its own and its declared parents') all return a value, and there is one:
    /// a factory or provider (`func makeSearchViewController() -> UIViewController`). Its holder asks it and the answer
    /// flows to the holder, which constructor injection draws; a container passing itself as one is no delegate.
    func isAnsweringProtocol(_ node: Int) -> Bool {
        var queue = [node]
        var seen: Set<Int> = [node]
        var methodCount = 0
        var i = 0
        while i < queue.count && i < 32 {
            let p = queue[i]
            i += 1
            // Requirements are the methods of the declaration itself (an extension's are default implementations).
            let f = infos[p].file
            for m in files[f].methods.indices {
                guard let t = files[f].methods[m].owner, nodeOfType[f][t] == p, files[f].types[t].kind == .protocol else { continue }
                if files[f].methods[m].resultType == nil { return false }
                methodCount += 1
            }
            for parent in inheritNodes[p] where infos[parent].kind == .protocol && seen.insert(parent).inserted { queue.append(parent) }
        }
        return methodCount > 0
    }

    /// `Player(delegate: self)` where `Player.init` stores its `delegate` parameter into a delegate property: the
    /// player will call back into the code's type, as with `player.delegate = self`. Stored data (`LogRecord(payload:
    /// self)` of a `Codable` record) keeps what it is given as part of the record and calls nothing back.
    mutating func buildDelegateArguments(_ f: Int) {
        for call in files[f].calls where call.isConstruction && call.callee.count == 1 {
            for arg in call.arguments where arg.value == .selfReference {
                guard let label = arg.label else { continue }
                let context = endpoint(call.context, file: f)
                guard case .node(let ctx) = context else { continue }
                let hits = lookupType(call.callee[0], context: ctx)
                guard let owner = hits.first, !wiring.storedData.contains(owner), let property = initStoredParameters[owner]?[label] else { continue }
                guard Vocabulary.isCallbackObjectName(property) || findProperty(property, in: owner).map({ isCallbackProtocolTyped($0.ref, owner: $0.node) }) == true else { continue }
                let here = site(f, arg.location)
                let outcome = connectReverse(from: owner, owners: [ctx], .delegate, member: property, site: here, ambiguous: hits.count > 1)
                record(outcome, .delegate, site: here, text: "\(call.callee[0])(\(label): self)")
            }
        }
    }

    /// `var delegate: ProfileDelegate?` in O: the declaration is evidence of nothing by itself. When an assignment
    /// or an initializer argument gave it a value, those drew the edges; when only conformers exist, the fact is
    /// unresolved (which of them is the delegate is not written anywhere); when nobody adopts the protocol, it is
    /// unmatched.
    mutating func buildDelegateConformances(assigned: Set<NodeMember>) {
        // Protocol node → whether something conforms (through protocol inheritance too).
        var conformers: [Int: [Int]] = [:]
        for n in infos.indices {
            for p in inheritNodes[n] where infos[p].kind == .protocol { conformers[p, default: []].append(n) }
        }
        for f in files.indices {
            // By index, the cheap tests first: binding each property would copy (retain) every string of every one.
            let properties = files[f].properties
            for i in properties.indices {
                guard let owner = properties[i].owner, !properties[i].isStatic, !properties[i].isClosureTyped,
                      let typeName = propertyTypeNames[f][i], nodeOfType[f][owner] >= 0 else { continue }
                let n = nodeOfType[f][owner]
                guard Vocabulary.isCallbackObjectName(properties[i].name) || Vocabulary.isCallbackObjectName(typeName) else { continue }
                let p = properties[i]
                guard let text = p.typeText else { continue }
                let protocols = lookupType(typeName, context: n).filter { infos[$0].kind == .protocol }
                guard !protocols.isEmpty else { continue }
                let here = site(f, p.location)
                if assigned.contains(NodeMember(node: n, name: p.name)) {
                    record(.resolved, .delegate, site: here, text: "\(p.name): \(text)")
                    continue
                }
                // A data source the initializer stores is constructor injection (`buildConstructorInjection`).
                if !Vocabulary.isDelegateName(p.name), initStoredParameters[n]?.values.contains(p.name) == true { continue }
                var queue = protocols
                var seen = Set(protocols)
                var adopted = false
                var k = 0
                while k < queue.count && !adopted {
                    for c in conformers[queue[k]] ?? [] {
                        if infos[c].kind != .protocol { adopted = true; break }
                        if seen.insert(c).inserted { queue.append(c) }
                    }
                    k += 1
                }
                // A delegate protocol nobody adopts has no other end in the tree: unmatched, like a notification nobody observes.
                if !adopted { effects.append(.unmatched(.delegate)); continue }
                record(.unresolved("only conformances: no assignment or initializer argument gives '\(p.name)' a value"), .delegate, site: here, text: "\(p.name): \(text)")
            }
        }
    }

    // MARK: singleton

    /// `T.shared` where `shared` is a static property of T holding a T (by annotation or initializer).
    mutating func buildSingletons(_ f: Int) {
        // `Window.focused = w` writes the static: it hands the type a value, nothing is read from the shared object.
        // Built for a file only once it has a candidate reference (most have none).
        var writes: Set<String>?
        for r in files[f].staticReferences where singletonMembers.contains(r.member) || Vocabulary.singletonNameSet.contains(r.member) {
            if writes == nil {
                writes = Set(files[f].assignments.lazy.filter { $0.target.count == 2 && $0.target[0].first?.isUppercase == true }
                    .map { "\($0.location.line)|" + $0.target[0] + "." + $0.target[1] })
            }
            if writes!.contains("\(r.location.line)|" + r.typeName + "." + r.member) { continue }
            let here = site(f, r.location)
            var text: String { r.typeName + "." + r.member }
            let contextNode: Int? = { if case .node(let c) = endpoint(r.context, file: f) { return c }; return nil }()
            let hits = lookupType(r.typeName, context: contextNode)
            var owner: Int?
            if let s = hits.first {
                // A static of the type's own type, precomputed with sets of presets left out.
                guard singletonOwners[s]?[r.member] != nil else { continue }
                owner = s
            } else {
                guard Vocabulary.singletonNameSet.contains(r.member), GraphBuilder.looksLikeTypeName(r.typeName) else { continue }
            }
            guard let ctx = contextNode else {
                record(owner == nil ? .external : GraphBuilder.outcome(forNonNode: endpoint(r.context, file: f)), .singleton, site: here, text: text)
                continue
            }
            if let owner {
                record(connect(owners: [owner], to: ctx, .singleton, member: r.member, site: here, ambiguous: hits.count > 1, text: text), .singleton, site: here, text: text)
            } else {
                record(externalOutcome(r.typeName, to: ctx, .singleton, member: r.member, site: here), .singleton, site: here, text: text)
            }
        }
    }

    // MARK: async_stream

    mutating func buildAsyncStreams(_ f: Int) {
        for it in files[f].asyncIterations {
            var path = it.path
            if path.count > 1 && path[0] == "self" { path.removeFirst() }
            // `NotificationCenter.default.notifications(named:)` is a notification observation.
            if path.contains("notifications") && (path.contains("NotificationCenter") || path.contains("default")) { continue }
            var isCall = it.isCall
            if path.count >= 2 && path.last == "values" { path.removeLast(); isCall = false }
            guard !path.isEmpty else { continue }
            let here = site(f, it.location)
            let text = path.joined(separator: ".") + (isCall ? "()" : "")
            guard case .node(let ctx) = endpoint(it.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(it.context, file: f)), .asyncStream, site: here, text: text)
                continue
            }
            record(asyncOutcome(path: path, isCall: isCall, ctx: ctx, f: f, context: it.context, at: it.location, site: here, depth: 0), .asyncStream, site: here, text: text)
        }
    }

    static func isAsyncSequenceType(_ text: String) -> Bool { text.containsUTF8("Async") }

    mutating func asyncOutcome(path: [String], isCall: Bool, ctx: Int, f: Int, context: CodeContext, at location: SourceLocation, site here: EvidenceSite, depth: Int) -> Outcome {
        let scope = scopeStart(context, file: f)
        let first = path[0]
        if path.count == 1 {
            if findMethod(first, in: ctx) != nil || findProperty(first, in: ctx) != nil { return .internalReference }
            if let local = nearestLocal(first, file: f, before: location.offset, after: scope), depth < 2 {
                let p = files[f].properties[local]
                // `let stream = store.events()`, or through a type's static member (`LogManager.logger.store.logStream()`).
                if let i = p.initializer, let root = i.root, !i.members.isEmpty,
                   !GraphBuilder.looksLikeTypeName(root) || (i.members.count >= 2 && i.members[0] != "init" && !lookupType(root, context: ctx).isEmpty) {
                    return asyncOutcome(path: [root] + i.members, isCall: i.isCall, ctx: ctx, f: f, context: context, at: location, site: here, depth: depth + 1)
                }
                return .unresolved("the stream '\(first)' is not made by a member")
            }
            return .unresolved("cannot tell where '\(first)' comes from")
        }
        // `updates.stream` of the type's own `let updates = AsyncStream.makeStream(of: Int.self)`: a pair it made for
        // itself, whose continuation only its own code holds.
        if let (_, ref) = findProperty(first, in: ctx), property(ref).initializer?.members.contains("makeStream") == true {
            return .internalReference
        }
        var walk = walkBase(path.prefix(1), context: ctx, file: f, offset: location.offset, scopeStart: scope)
        for k in 1..<path.count {
            let name = path[k].hasPrefix("$") ? String(path[k].dropFirst()) : path[k]
            let isLast = k == path.count - 1
            switch walk.cursor {
            case .instance(let n), .type(let n):
                if let (dm, ref) = findMethod(name, in: n) {
                    _ = ref
                    return connect(owners: [dm], to: ctx, .asyncStream, member: name + "()", site: here, ambiguous: walk.ambiguous, text: name)
                }
                if let (d, ref) = findProperty(name, in: n) {
                    let t = property(ref).typeText ?? property(ref).initializer?.text ?? ""
                    if isLast || GraphBuilder.isAsyncSequenceType(t) || isPublisherish(ref) {
                        return connect(owners: [d], to: ctx, .asyncStream, member: name, site: here, ambiguous: walk.ambiguous, text: name)
                    }
                    var amb = walk.ambiguous
                    walk.cursor = cursorFor(valueType(of: ref, owner: d), name: name, &amb)
                    walk.ambiguous = amb
                    continue
                }
                return undeclaredMember(isCall && isLast ? name + "()" : name, of: n, to: ctx, .asyncStream, site: here, ambiguous: walk.ambiguous)
            case .external(let x):
                return externalOutcome(x, to: ctx, .asyncStream, member: isCall && isLast ? name + "()" : name, site: here)
            case .unknown(let reason):
                let hint = path[k - 1]
                var found = candidates(name, methods: true, exclude: ctx, hint: hint, module: infos[ctx].module) { self.method($0).resultType.map(GraphBuilder.isAsyncSequenceType) ?? false }
                var member = name + "()"
                if found.isEmpty {
                    found = candidates(name, methods: false, exclude: ctx, hint: hint, module: infos[ctx].module) { GraphBuilder.isAsyncSequenceType(self.property($0).typeText ?? "") }
                    member = name
                }
                if !found.isEmpty { return connect(owners: found, to: ctx, .asyncStream, member: member, site: here, ambiguous: true, text: name) }
                return .unresolved(reason)
            }
        }
        return .unresolved("no member on the path")
    }

    // MARK: injection

    static func injectionLabel(_ kind: InjectionFact.Kind) -> String {
        switch kind {
        case .injectedProperty: return "@Injected"
        case .environment: return "@Environment"
        case .environmentObject: return "@EnvironmentObject"
        case .resolve: return "resolve"
        case .container: return "Container"
        }
    }

    mutating func buildInjections(_ f: Int) {
        for j in files[f].injections {
            let here = site(f, j.location)
            // The member is the injected property's name (`store` of `@EnvironmentObject var store`); `resolve` for
            // calls; the container member for `Container.shared.service()`.
            let label = j.kind == .resolve ? "resolve" : (files[f].properties.first { $0.location.offset == j.location.offset }?.name ?? (j.kind == .container ? j.typeName : GraphBuilder.injectionLabel(j.kind)))
            guard case .node(let ctx) = endpoint(j.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(j.context, file: f)), .injection, site: here, text: j.typeName)
                continue
            }
            // A container resolving a service (`self { Repository(defaults: Services.shared.defaults()) }`, a forwarding
            // accessor) hands it to what it builds: the constructor injection of that type draws the edge.
            // So does code resolving a service straight into a construction (`Impl(dep: box.resolve(Dep.self))`).
            if wiring.containers.contains(ctx) || j.isHandedToConstruction {
                record(.notAFact, .injection, site: here, text: j.typeName)
                continue
            }
            var serviceType = j.typeName
            if j.kind == .container {
                guard let registered = wiring.factoryRegistrations[j.typeName] else {
                    record(.unresolved("no container registration named '\(j.typeName)'"), .injection, site: here, text: j.typeName)
                    continue
                }
                serviceType = registered
            }
            var hits = lookupType(serviceType, context: ctx)
            // `container.resolve(ErrorViewController.self)` in a router: the container makes a new screen, which the
            // router configures and shows; like `ErrorViewController()`, that is no service arriving.
            if j.kind == .resolve, !hits.isEmpty, hits.allSatisfy({ index.isViewControllerClass(infos[$0].simpleName) }) {
                record(.notAFact, .injection, site: here, text: j.typeName)
                continue
            }
            // A protocol the container registers an implementation for: the implementation is what arrives.
            if hits.count == 1 { let registered = registeredImplementations(of: hits[0]); if !registered.isEmpty { hits = registered } }
            let outcome: Outcome
            if hits.isEmpty {
                outcome = GraphBuilder.looksLikeTypeName(j.typeName) ? externalOutcome(j.typeName, to: ctx, .injection, member: label, site: here) : .unresolved("cannot read the service type '\(j.typeName)'")
            } else {
                outcome = connect(owners: hits, to: ctx, .injection, member: label, site: here, text: j.typeName)
            }
            record(outcome, .injection, site: here, text: j.typeName)
        }
    }

    // MARK: notification

    /// Posts and observations matched by canonical name on the same center (`NotificationModel`: a declared
    /// `static let x = Notification.Name("raw")` matches both `.x` and the literal `"raw"`; a private
    /// `NotificationCenter()` only matches itself). Each (poster, observer) pair is an edge carrying both sites.
    mutating func buildNotifications() -> [NotificationUsage] {
        struct Use { var endpoint: Endpoint; var site: EvidenceSite; var text: String; var isTest: Bool; var isOneOfRawValues: Bool }
        let model = index.notifications
        var groups: [(key: String, label: String, center: NotificationModel.Center, posts: [Use], observes: [Use])] = []
        for group in model.groups {
            var posts: [Use] = [], observes: [Use] = []
            for use in group.uses {
                var end = endpoint(use.context, file: use.file)
                // `addObserver(model, selector: …)`: the observer is `model`'s type, when its type is known.
                if let fact = use.fact, let observer = files[use.file].notifications[fact].observerPath, case .node(let ctx) = end {
                    let walk = walkBase(observer[...], context: ctx, file: use.file, offset: use.location.offset, scopeStart: scopeStart(use.context, file: use.file))
                    if case .instance(let n) = walk.cursor { end = .node(n) }
                }
                // Test code: a file importing a test framework, or a test case class (through a helper module's base too).
                var isTest = files[use.file].isTestFile
                if !isTest, case .node(let n) = end { isTest = tables.inheritsSupertype(n, named: Vocabulary.testCaseRoots) }
                let u = Use(endpoint: end, site: site(use.file, use.location), text: use.name, isTest: isTest, isOneOfRawValues: use.isOneOfRawValues)
                if use.kind == .post { posts.append(u) } else { observes.append(u) }
            }
            groups.append((group.name, model.display(group.name), group.center, posts, observes))
        }
        groups.sort { $0.key < $1.key }
        var usages: [NotificationUsage] = []
        for (key, label, center, allPosts, allObservations) in groups {
            // A call naming one of an enum's raw values (`Notification.Name(event.rawValue)`) matches the other side; with
            // none, it is no evidence the name is used (the case may never be passed), as for `unmatched_notification`.
            let p = allObservations.isEmpty ? allPosts.filter { !$0.isOneOfRawValues } : allPosts
            let o = allPosts.isEmpty ? allObservations.filter { !$0.isOneOfRawValues } : allObservations
            if p.isEmpty && o.isEmpty { continue }
            usages.append(NotificationUsage(name: label, posts: p.map(\.site).sorted(), observations: o.map(\.site).sorted(), center: center))
            // A system notification (`UIApplication.didBecomeActiveNotification`) has an external poster. A test posting
            // one simulates the system: the app's observers hear the system, not the test.
            var systemOwner: String?
            if let dot = key.lastIndex(of: "."), key.hasSuffix("Notification") {
                let owner = String(key[..<dot])
                if GraphBuilder.looksLikeTypeName(owner), lookupType(owner, context: nil).isEmpty { systemOwner = owner }
            }
            let systemPoster = p.allSatisfy { systemOwner != nil && $0.isTest } ? systemOwner : nil
            var observerHasEdge = [Bool](repeating: false, count: o.count)
            var observerInternal = [Bool](repeating: false, count: o.count)
            for post in p {
                if o.isEmpty { effects.append(.unmatched(.notification)); continue }
                guard case .node(let from) = post.endpoint else {
                    record(GraphBuilder.outcome(forNonNode: post.endpoint), .notification, site: post.site, text: post.text)
                    continue
                }
                var any = false, same = false
                for (k, obs) in o.enumerated() {
                    guard case .node(let to) = obs.endpoint else { continue }
                    if to == from { same = true; observerInternal[k] = true; continue }
                    // A test double's post stands in for the real poster's (a service, the system), and a test's post
                    // of a system notification for the system's: production code does not hear from it.
                    if (isTestDouble(from) && !isTestDouble(to)) || (systemOwner != nil && post.isTest && !obs.isTest) { continue }
                    addEdge(from: from, to: to, .notification, member: label, site: post.site, ambiguous: false)
                    addEdge(from: from, to: to, .notification, member: label, site: obs.site, ambiguous: false)
                    observerHasEdge[k] = true
                    any = true
                }
                record(any ? .resolved : (same ? .internalReference : .external), .notification, site: post.site, text: post.text)
            }
            for (k, obs) in o.enumerated() {
                if p.isEmpty && systemOwner == nil { effects.append(.unmatched(.notification)); continue }
                guard case .node(let to) = obs.endpoint else {
                    record(GraphBuilder.outcome(forNonNode: obs.endpoint), .notification, site: obs.site, text: obs.text)
                    continue
                }
                if observerHasEdge[k] { record(.resolved, .notification, site: obs.site, text: obs.text) }
                else if observerInternal[k] { record(.internalReference, .notification, site: obs.site, text: obs.text) }
                else if let systemPoster { record(externalOutcome(systemPoster, to: to, .notification, member: label, site: obs.site), .notification, site: obs.site, text: obs.text) }
                else { record(.external, .notification, site: obs.site, text: obs.text) }
            }
        }
        return usages
    }

    func isTestDouble(_ node: Int) -> Bool { tables.isTestDouble(node) }
}
