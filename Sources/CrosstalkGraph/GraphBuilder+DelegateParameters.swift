import CrosstalkFacts

/// A parameter a method or initializer gives to a delegate property: its own (`self.delegate = delegate` in a method)
/// or another object's (`serverManager.delegate = serverDelegate`).
struct HandedParameter {
    var label: String?
    /// The names before the property, from the function's type (empty: the type's own property).
    var base: [String]
    var property: String
    /// The parameter's type as written, when the function stores it in its own type's property (nil when it hands it
    /// on to another object's).
    var typeText: String?
    var file: Int
    var location: SourceLocation
    var context: CodeContext
}

/// Delegates set through a method parameter (docs/graph.md, delegate evidence): `manager.assignDelegates(serverDelegate:
/// self)` where `assignDelegates` stores its parameter into a delegate property, of its own type or of an object it
/// holds, makes the code's type that object's delegate, exactly as `manager.delegate = self` would.
extension GraphTables {
    /// Fills `delegateParameters`: (function's type, function name) → the parameters it hands to a property. A stored
    /// initializer parameter of the type's own property is `initStoredParameters`' business.
    mutating func buildDelegateParameterTables() {
        for f in files.indices {
            for p in files[f].storedParameters where !p.isInitializer && !p.isClosure {
                guard let t = p.context.type, nodeOfType[f][t] >= 0 else { continue }
                delegateParameters[NodeMember(node: nodeOfType[f][t], name: p.function), default: []].append(
                    HandedParameter(label: p.label, base: [], property: p.property, typeText: p.typeText, file: f, location: p.location, context: p.context))
            }
            for p in files[f].forwardedParameters {
                guard let t = p.context.type, nodeOfType[f][t] >= 0 else { continue }
                delegateParameters[NodeMember(node: nodeOfType[f][t], name: p.isInitializer ? "init" : p.function), default: []].append(
                    HandedParameter(label: p.label, base: p.base, property: p.property, typeText: nil, file: f, location: p.location, context: p.context))
            }
        }
    }

}

extension GraphBuilder {
    /// Calls handing over `self` to a function that gives the parameter to a delegate property: a delegate edge from the
    /// property's owner to the code's type, at the argument.
    mutating func buildDelegateParameterArguments(_ f: Int) {
        guard !delegateParameters.isEmpty else { return }
        for call in files[f].calls where call.arguments.contains(where: { $0.value == .selfReference }) {
            guard case .node(let ctx) = endpoint(call.context, file: f) else { continue }
            let function = call.isConstruction ? "init" : call.callee[call.callee.count - 1]
            for (node, ambiguous) in functionOwners(of: call, function: function, ctx: ctx, file: f) {
                for arg in call.arguments where arg.value == .selfReference {
                    for handed in delegateParameters[NodeMember(node: node, name: function)] ?? [] where handed.label == arg.label {
                        let here = site(f, arg.location)
                        let text = call.callee.joined(separator: ".") + "(\(arg.label ?? "_"): self)"
                        record(delegateOutcome(handed, function: node, ctx: ctx, site: here, ambiguous: ambiguous), .delegate, site: here, text: text)
                    }
                }
            }
        }
    }

    /// The types whose `function` a call runs: the constructed type, the receiver's (or its ancestor's) method, or —
    /// when the receiver's type is not written — every type handing a parameter of a method by that name (a guess).
    mutating func functionOwners(of call: CallFact, function: String, ctx: Int, file f: Int) -> [(node: Int, ambiguous: Bool)] {
        if call.isConstruction {
            let hits = lookupType(call.callee[0], context: ctx)
            return hits.first.map { [($0, hits.count > 1)] } ?? []
        }
        let walk = walkBase(call.callee.dropLast(), context: ctx, file: f, offset: call.location.offset, scopeStart: scopeStart(call.context, file: f))
        switch walk.cursor {
        case .instance(let n):
            guard let (d, _) = findMethod(function, in: n) else { return [] }
            return [(d, walk.ambiguous)]
        case .type, .external:
            return []
        case .unknown:
            let hint = call.callee.count >= 2 ? call.callee[call.callee.count - 2] : nil
            var handing: [Int: [HandedParameter]] = [:]
            let found = candidates(function, methods: true, exclude: ctx, hint: hint, module: infos[ctx].module) { ref in
                guard let owner = self.method(ref).owner else { return false }
                let node = self.nodeOfType[ref.file][owner]
                guard let handed = self.delegateParameters[NodeMember(node: node, name: function)] else { return false }
                handing[node] = handed
                return true
            }
            // A guess by name alone: a function whose parameter is of a type the code's type is not (`add(_ observer:
            // RowObserver)` for a `TalkObserver`) is another function of that name.
            let fitting = found.filter { node in handing[node]?.contains { accepts($0.typeText, ctx, in: node) } ?? true }
            return fitting.count <= options.maxAmbiguousCandidates ? fitting.map { ($0, true) } : []
        }
    }

    /// Whether a parameter written `typeText` in a function of `node` can take `type`'s `self`: the type is unknown to
    /// the sources (a platform protocol), or `type` is it or inherits it.
    mutating func accepts(_ typeText: String?, _ type: Int, in node: Int) -> Bool {
        guard let typeText else { return true }
        let hits = lookupType(TypeText.baseName(TypeText.unwrapped(typeText)), context: node)
        return hits.isEmpty || hits.contains { $0 == type || conforms(type, to: $0) }
    }

    /// The edge for one handed parameter: from the type declaring the delegate property (walked from the function's
    /// type), to the code's type.
    mutating func delegateOutcome(_ handed: HandedParameter, function node: Int, ctx: Int, site here: EvidenceSite, ambiguous: Bool) -> Outcome {
        var owner = node
        var amb = ambiguous
        if !handed.base.isEmpty {
            let walk = walkBase(handed.base[...], context: node, file: handed.file, offset: handed.location.offset, scopeStart: scopeStart(handed.context, file: handed.file))
            amb = amb || walk.ambiguous
            switch walk.cursor {
            case .instance(let n): owner = n
            case .external(let x):
                return Vocabulary.isCallbackObjectName(handed.property) ? externalOutcome(x, to: ctx, .delegate, member: handed.property, site: here) : .notAFact
            case .type, .unknown:
                return Vocabulary.isCallbackObjectName(handed.property) ? .unresolved("cannot tell the type of '\(handed.base.joined(separator: "."))'") : .notAFact
            }
        }
        guard let (declaring, ref) = findProperty(handed.property, in: owner) else {
            return Vocabulary.isCallbackObjectName(handed.property) ? undeclaredMember(handed.property, of: owner, to: ctx, .delegate, site: here, ambiguous: amb) : .notAFact
        }
        guard Vocabulary.isCallbackObjectName(handed.property) || isCallbackProtocolTyped(ref, owner: declaring) else { return .notAFact }
        return connectReverse(from: declaring, owners: [ctx], .delegate, member: handed.property, site: here, ambiguous: amb)
    }
}
