import CrosstalkFacts
import CrosstalkSyntax

/// The `delegate` mechanism: an object handed to another as its delegate, data source or callback protocol.
extension GraphBuilder {
    /// `x.delegate = self`: the object behind `x` will call back into the code's type.
    mutating func buildDelegateAssignments(_ f: Int) {
        buildRepresentableCoordinatorDelegates(f)
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
                        // An instance calls the delegate a base class declares (`model.reloadDelegate = self` with `let
                        // model = NoteListModel()`): the caller is the instance's type, as with a publisher.
                        let caller = walk.cursor.isInstance ? n : d
                        outcome = connectReverse(from: caller, owners: [ctx], .delegate, member: member, site: here, ambiguous: walk.ambiguous)
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

    /// `controller.delegate = context.coordinator` in a SwiftUI representable's `makeUIViewController(context:)`: the
    /// delegate is what the representable's `makeCoordinator()` makes (`Coordinator`), as `x.delegate = self` there.
    mutating func buildRepresentableCoordinatorDelegates(_ f: Int) {
        for a in files[f].assignments where a.target.count >= 2 && a.value == .reference && a.valueText == Vocabulary.representableCoordinator
            && Vocabulary.isDelegateName(a.target[a.target.count - 1]) {
            guard case .node(let ctx) = endpoint(a.context, file: f), let (d, maker) = findMethod(Vocabulary.coordinatorMaker, in: ctx),
                  let made = method(maker).resultType, let coordinator = lookupType(made, context: d).first else { continue }
            let member = a.target[a.target.count - 1]
            let here = site(f, a.location)
            let walk = walkBase(a.target.dropLast(), context: ctx, file: f, offset: a.location.offset, scopeStart: scopeStart(a.context, file: f))
            let outcome: Outcome
            switch walk.cursor {
            case .instance(let n), .type(let n):
                let owner = findProperty(member, in: n)?.node ?? n
                outcome = connectReverse(from: owner, owners: [coordinator], .delegate, member: member, site: here, ambiguous: walk.ambiguous)
            case .external(let x):
                outcome = externalOutcome(x, to: coordinator, .delegate, member: member, site: here)
            case .unknown(let reason):
                outcome = .unresolved(reason)
            }
            record(outcome, .delegate, site: here, text: a.target.joined(separator: ".") + " = " + Vocabulary.representableCoordinator)
        }
    }

    /// `Player(delegate: self)` where `Player.init` stores its `delegate` parameter into a delegate property: the
    /// player will call back into the code's type, as with `player.delegate = self`. Stored data (`LogRecord(payload:
    /// self)` of a `Codable` record) keeps what it is given as part of the record and calls nothing back.
    mutating func buildDelegateArguments(_ f: Int) {
        for call in files[f].calls where call.isConstruction && call.callee.count == 1 {
            // What is constructed, and the parameters it stores, are the same for every argument: worked out once, for a
            // construction with a labeled argument.
            guard call.arguments.contains(where: { $0.value != .closure && $0.label != nil }),
                  case .node(let ctx) = endpoint(call.context, file: f) else { continue }
            let hits = lookupType(call.callee[0], context: ctx)
            guard let owner = hits.first, !wiring.storedData.contains(owner), let stored = initStoredParameters[owner] else { continue }
            for arg in call.arguments where arg.value != .closure {
                guard let label = arg.label, let property = stored[label] else { continue }
                guard Vocabulary.isCallbackObjectName(property) || findProperty(property, in: owner).map({ isCallbackProtocolTyped($0.ref, owner: $0.node) }) == true else { continue }
                let here = site(f, arg.location)
                if arg.value == .selfReference {
                    let outcome = connectReverse(from: owner, owners: [ctx], .delegate, member: property, site: here, ambiguous: hits.count > 1)
                    record(outcome, .delegate, site: here, text: "\(call.callee[0])(\(label): self)")
                    continue
                }
                // `GateModel(delegate: root.model)` storing `navigationDelegate`: the object handed in for a property named
                // for a delegate is the delegate, when it adopts the property's protocol (what a test hands an app type
                // is no delegate the app runs with). Other callback-typed properties handed an object are services.
                guard Vocabulary.isDelegateName(property), !isTestHandOff(from: f, to: owner) else { continue }
                guard let (declaring, ref) = findProperty(property, in: owner), let typeText = self.property(ref).typeText else { continue }
                let protocols = lookupType(typeText, context: declaring).filter { infos[$0].kind == .protocol }
                let adopters = argumentTypes(arg, caller: ctx, file: f, offset: call.location.offset, context: call.context).filter { type in
                    (infos[type].kind == .class || infos[type].kind == .actor) && !isTestDouble(type)
                        && (protocols.isEmpty || conforms(type, toAll: protocols, orListing: nil))
                }
                guard !adopters.isEmpty else { continue }
                let outcome = connectReverse(from: owner, owners: adopters, .delegate, member: property, site: here, ambiguous: hits.count > 1)
                record(outcome, .delegate, site: here, text: "\(call.callee[0])(\(label): …)")
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
}
