import CrosstalkFacts
import CrosstalkSyntax

/// The `combine` mechanism: subscriptions whose publisher a declared type owns, RxSwift chains included.
extension GraphBuilder {
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
            return i.text.containsUTF8("Publisher")
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
        // `rx.viewDidLoad`: an event of the code's own reactive extension, `self.rx`; no other type is involved.
        if path.count == 2, path[0] == Vocabulary.reactiveNamespace, findProperty(path[0], in: ctx) == nil { return .internalReference }
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
            let isInstance = walk.cursor.isInstance
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
            // `nextButton.rx.tap` of a button whose type cannot be told: RxCocoa's event (a reactive extension of the
            // sources was looked for above), not an app type's `tap` guessed by name.
            if hint == Vocabulary.reactiveNamespace { return .unresolved("'rx.\(plain)' is RxCocoa's event of an object whose type cannot be told") }
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
        let names = tables.lineage(of: n).map { infos[$0].simpleName } + conformanceNames[n]
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
}

/// Publishers a subscription joins besides its root (docs/graph.md, combine): `a.$x.combineLatest(b.$y)`,
/// `.merge(with: c.events)`, `Publishers.CombineLatest(a.$x, b.$y)`. The subscriber receives every one of them, so
/// each publisher's owner gets a combine edge of its own, at the chain's `sink`.
extension GraphBuilder {
    mutating func buildJoinedPublishers(_ f: Int) {
        for s in files[f].subscriptions where !s.joinedPaths.isEmpty {
            guard s.disposition != .discarded || s.terminal == .assignToPublished else { continue }
            let here = site(f, s.location)
            for var path in s.joinedPaths {
                if path.count > 1 && path[0] == "self" { path.removeFirst() }
                guard !path.isEmpty, path != ["self"] else { continue }
                let text = path.joined(separator: ".")
                guard case .node(let ctx) = endpoint(s.context, file: f) else {
                    record(GraphBuilder.outcome(forNonNode: endpoint(s.context, file: f)), .combine, site: here, text: text)
                    continue
                }
                let outcome = combineOutcome(path: path, firstOp: nil, rootIsCall: false, ctx: ctx, f: f, context: s.context, at: s.location, site: here, depth: 0)
                record(outcome, .combine, site: here, text: text)
            }
        }
    }

    /// `Publishers.CombineLatest(…)` and its siblings: a root that only joins its arguments (`buildJoinedPublishers`).
    static func isJoiningRoot(_ s: SubscriptionFact) -> Bool {
        s.rootPath == ["Publishers"]
    }
}
