import CrosstalkFacts

/// Constructor injection, callback registration, SwiftUI's `.onReceive` and views reading observable stores
/// (docs/graph.md, evidence rules).
extension GraphBuilder {
    /// `Service` of `Factory<Service>` (also `ParameterFactory<P, Service>`): what a Factory container member makes.
    static func factoryProduct(_ typeText: String) -> String? {
        let bytes = typeText.utf8
        guard bytes.last == UInt8(ascii: ">") else { return nil }
        let isFactory = bytes.starts(with: "Factory<".utf8)
        guard isFactory || bytes.starts(with: "ParameterFactory<".utf8) else { return nil }
        let inner = typeText[typeText.index(after: typeText.firstIndex(of: "<")!)..<typeText.index(before: typeText.endIndex)]
        let last = isFactory ? inner : inner.split(separator: ",").last.map { $0.drop { $0 == " " } } ?? inner
        return TypeText.baseName(TypeText.unwrapped(String(last)))
    }

    /// `AsyncStream<Event>` of a stored `AsyncStream<Event>.Continuation` (also optional, or `AsyncThrowingStream`).
    static func continuationStream(_ typeText: String) -> String? {
        let text = TypeText.unwrapped(typeText).filter { $0 != " " }
        guard text.hasSuffix(".Continuation"), text.hasPrefix("AsyncStream<") || text.hasPrefix("AsyncThrowingStream<") else { return nil }
        return String(text.dropLast(".Continuation".count))
    }

    /// A type iterating its own stored stream (`for await e in events`) that another type feeds through a stored
    /// continuation of the same stream type: the stream and its continuation were made together elsewhere
    /// (`AsyncStream.makeStream(of:)`) and handed to each. An async_stream edge producer → consumer, by stream type;
    /// the loop's own fact stays counted where the per-member pass put it (internal).
    mutating func buildStreamHandOffs(_ f: Int) {
        guard !wiring.streamProducers.isEmpty else { return }
        for it in files[f].asyncIterations where !it.isCall {
            let path = it.path.first == "self" ? Array(it.path.dropFirst()) : it.path
            guard path.count == 1, case .node(let ctx) = endpoint(it.context, file: f), let (_, ref) = findProperty(path[0], in: ctx),
                  let text = property(ref).typeText else { continue }
            let stream = TypeText.unwrapped(text).filter { $0 != " " }
            guard let producers = wiring.streamProducers[stream]?.filter({ $0 != ctx }), !producers.isEmpty else { continue }
            _ = connect(owners: producers, to: ctx, .asyncStream, member: path[0], site: site(f, it.location), text: path[0])
        }
    }

    mutating func buildWiring(_ f: Int) {
        buildStreamHandOffs(f)
        buildConstructorInjection(f)
        buildCallbackRegistrations(f)
        buildOnReceive(f)
        buildObservedStores(f)
    }

    // MARK: constructor injection

    /// `init(service: UserService) { self.service = service }`: service type → the type. Through a protocol, the
    /// conforming types passed at construction sites, else the protocol itself.
    mutating func buildConstructorInjection(_ f: Int) {
        let stored = files[f].storedParameters
        // A delegate handed in is a back reference (the delegate mechanism draws it), not a service. So is a data
        // source a construction hands `self` for; one handed a new object (`AccountRepository(remoteDataSource:
        // AccountRemoteDataSource())`, a Clean Architecture data layer) is the owner's dependency.
        for i in stored.indices where stored[i].isInitializer && !stored[i].isClosure && !Vocabulary.isDelegateName(stored[i].property) {
            let p = stored[i]
            let here = site(f, p.location)
            if Vocabulary.isCallbackObjectName(p.property), case .node(let ctx) = endpoint(p.context, file: f),
               p.label == nil || isHandedSelf(to: ctx, label: p.label!) { continue }
            // A `weak`/`unowned` property keeps a back reference (`LifecycleManager(owner: self)`, a weak box), which the
            // object calls back into or merely holds: no service it depends on.
            if case .node(let ctx) = endpoint(p.context, file: f), let (_, ref) = findProperty(p.property, in: ctx),
               property(ref).modifiers.contains(where: { $0 == "weak" || $0.hasPrefix("unowned") }) {
                record(.notAFact, .injection, site: here, text: p.typeText)
                continue
            }
            guard case .node(let ctx) = endpoint(p.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(p.context, file: f)), .injection, site: here, text: p.typeText)
                continue
            }
            let hits = lookupType(p.typeText, context: ctx)
            guard let service = hits.first else {
                let base = GraphTables.normalizedTypeName(p.typeText)
                if let label = p.label, let passed = compositionTypesPassed(base, to: ctx, label: label), !passed.isEmpty {
                    for (type, construction) in passed {
                        record(connect(owners: [type], to: ctx, .injection, member: p.property, site: here, text: p.typeText), .injection, site: here, text: p.typeText)
                        _ = connect(owners: [type], to: ctx, .injection, member: p.property, site: construction, text: p.typeText)
                    }
                    continue
                }
                // Platform types (`URLSession`, `UserDefaults`) are dependencies too, drawn only with external nodes.
                let outcome = GraphBuilder.looksLikeTypeName(base) && !ProjectIndex.knownValueProtocols.contains(base) && !GraphBuilder.isValueTypeName(base)
                    ? externalOutcome(base, to: ctx, .injection, member: p.property, site: here) : .notAFact
                record(outcome, .injection, site: here, text: p.typeText)
                continue
            }
            // A listener protocol handed over (`notify listener: ConnectionListener`) is told of events, it serves
            // nothing; an observable store named `…Observer` stays a dependency.
            if Vocabulary.isListenerName(p.property) && infos[service].kind == .protocol {
                record(.notAFact, .injection, site: here, text: p.typeText)
                continue
            }
            // A value or a data model handed over (a configuration, an `Account`) is data, not a service; a record
            // keeping another (`Episode(podcast:)` of two `Codable` classes) or a store (a list row keeping its
            // `@Observable` status) is composition. A plain record keeping a service hands it on: that stays.
            if wiring.dataModels.contains(service) || wiring.storedData.contains(ctx)
                || (wiring.dataRecords.contains(ctx) && wiring.observableTypes.contains(service)) {
                record(.notAFact, .injection, site: here, text: p.typeText)
                continue
            }
            if wiring.eventChannels.contains(service) {
                record(.unresolved("'\(infos[service].qualifiedName)' is an event channel, no service: who sends through it talks to who subscribed"),
                       .injection, site: here, text: p.typeText)
                continue
            }
            guard infos[service].kind == .protocol, let label = p.label else {
                let outcome = connect(owners: hits, to: ctx, .injection, member: p.property, site: here, text: p.typeText)
                record(outcome, .injection, site: here, text: p.typeText)
                continue
            }
            // Each conforming type passed at a construction site is definite evidence: one edge each, not ambiguous,
            // carrying the construction site that shows which type arrives.
            let passed = conformingTypesPassed(to: ctx, label: label, protocolNodes: [service])
            if passed.isEmpty {
                record(connect(owners: hits, to: ctx, .injection, member: p.property, site: here, text: p.typeText), .injection, site: here, text: p.typeText)
            }
            for (type, construction) in passed {
                record(connect(owners: [type], to: ctx, .injection, member: p.property, site: here, text: p.typeText), .injection, site: here, text: p.typeText)
                _ = connect(owners: [type], to: ctx, .injection, member: p.property, site: construction, text: p.typeText)
            }
        }
    }

    /// Names of standard-library and Foundation value types that are never services.
    static func isValueTypeName(_ name: String) -> Bool {
        ["String", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "CGFloat", "CGSize", "CGRect", "CGPoint",
         "Decimal", "TimeInterval", "Character", "UInt", "Int64", "Int32", "IndexPath", "Locale", "TimeZone", "Calendar",
         "Array", "Dictionary", "Set", "Optional", "Result", "Any", "AnyObject", "AnyHashable", "Substring", "Color", "Font",
         "Image", "Binding", "CGImage", "UIImage", "UIColor", "UIFont", "NSAttributedString", "AttributedString", "NSManagedObjectID"].contains(name)
    }

    /// For a protocol composition named `alias` (`typealias HotTagsViewModel = Input & Output`) of protocols the
    /// sources declare: the classes passed with `label` at constructions of `node` that adopt the alias or every
    /// protocol in it, as for a protocol (`conformingTypesPassed`). Nil when `alias` is no such composition.
    mutating func compositionTypesPassed(_ alias: String, to node: Int, label: String) -> [(type: Int, site: EvidenceSite)]? {
        guard let components = wiring.protocolCompositions[alias] else { return nil }
        var protocols: [Int] = []
        for name in components {
            guard let p = lookupType(name, context: node).first, infos[p].kind == .protocol else { return nil }
            protocols.append(p)
        }
        return conformingTypesPassed(to: node, label: label, protocolNodes: protocols, alias: alias)
    }

    /// Some construction of `node` passes `self` for `label` (`ListAdapter(dataSource: self)`).
    func isHandedSelf(to node: Int, label: String) -> Bool {
        (wiring.constructions[infos[node].simpleName] ?? []).contains { ref in
            files[ref.file].calls[ref.index].arguments.contains { $0.label == label && $0.value == .selfReference }
        }
    }

    /// Test code of `file` handing an object to app type `node` (`FeedStore(client: GatedFeedClient())` in a test
    /// case): no object the app runs with, so no service or delegate of the app's.
    func isTestHandOff(from file: Int, to node: Int) -> Bool {
        isTestCode(file: file) && !isTestCode(file: infos[node].file)
    }

    /// A file of test code: it imports a test framework, or only test targets compile it.
    func isTestCode(file: Int) -> Bool { files[file].isTestFile || tables.compiledOnlyByTests[file] }

    /// Classes and actors passed with `label` at constructions of `node` that conform to the protocol, each with the
    /// first construction site passing it. A struct or enum passed there is a value (a configuration), not a service;
    /// a test double (`AuthKeychainMock()` in a test's setup) stands in for the real service, which the protocol node
    /// then represents.
    /// With several `protocolNodes` (a composition), a type conforms to all of them or lists their `alias`.
    mutating func conformingTypesPassed(to node: Int, label: String, protocolNodes: [Int], alias: String? = nil) -> [(type: Int, site: EvidenceSite)] {
        var result: [(type: Int, site: EvidenceSite)] = []
        for ref in wiring.constructions[infos[node].simpleName] ?? [] {
            // What a test hands the app's type (`FeedStore(client: GatedFeedClient())` in a test case) is no type the
            // app runs with: the protocol node stays the service.
            if isTestHandOff(from: ref.file, to: node) { continue }
            let call = files[ref.file].calls[ref.index]
            // Only constructions passing `label` need their type name looked up.
            guard call.arguments.contains(where: { $0.label == label }), let caller = contextNode(call.context, file: ref.file),
                  lookupType(call.callee[0], context: caller).contains(node) else { continue }
            for argument in call.arguments where argument.label == label {
                for type in argumentTypes(argument, caller: caller, file: ref.file, offset: call.location.offset, context: call.context)
                where (infos[type].kind == .class || infos[type].kind == .actor || infos[type].kind == .struct) && !wiring.dataModels.contains(type)
                    && !result.contains(where: { $0.type == type }) && conforms(type, toAll: protocolNodes, orListing: alias) && (!isTestDouble(type) || isTestDouble(node)) {
                    result.append((type, site(ref.file, call.location)))
                }
            }
        }
        return result
    }

    /// The classes and actors a container registration makes for protocol `node` (`register(Repository.self) { _ in
    /// DefaultRepository() }`): what a property or `resolve` of that protocol holds at run time.
    mutating func registeredImplementations(of node: Int) -> [Int] {
        guard infos[node].kind == .protocol, let names = wiring.registrations[infos[node].simpleName] else { return [] }
        var result: [Int] = []
        for name in names {
            // A test double registered by a demo or test target (`MockAppModuleInterfaceImpl`) is no implementation
            // the app runs with: the protocol stays the service.
            for type in lookupType(name, context: node) where (infos[type].kind == .class || infos[type].kind == .actor)
                && conforms(type, to: node) && !isTestDouble(type) && !result.contains(type) {
                result.append(type)
            }
        }
        return result
    }

    /// The classes the property at the end of `path`, typed with protocol `node`, is made as: constructed by its
    /// initializer (`let storage: Storage = DiskStorage()`), by the closure that initializes it (`lazy var api:
    /// APIInteractor = { …; return URLSessionAPIInteractor(…) }()`), or, with neither, by its type's own code
    /// (`self.storage = DiskStorage()` in `init`).
    mutating func madeImplementations(path: [String], of node: Int, caller: Int, file: Int, offset: Int, context: CodeContext) -> [Int] {
        var owner = caller
        if path.count > 1 {
            let walk = walkBase(path.dropLast(), context: caller, file: file, offset: offset, scopeStart: scopeStart(context, file: file))
            guard case .instance(let n) = walk.cursor else { return [] }
            owner = n
        }
        let name = path[path.count - 1]
        guard let (declaring, ref) = findProperty(name, in: owner) else { return [] }
        var made: [Int] = []
        if let built = wiring.factoryResults[NodeMember(node: declaring, name: name)] {
            made = lookupType(built, context: declaring)
        } else if let initializer = property(ref).initializer {
            if case .node(let n, _) = initializerType(initializer, context: declaring, file: ref.file, offset: property(ref).location.offset, depth: 1) { made = [n] }
        } else {
            made = constructedInDeclaringFile(name, of: declaring, file: ref.file)
        }
        return made.filter { (infos[$0].kind == .class || infos[$0].kind == .actor) && conforms($0, to: node) }
    }

    /// The types the declaring type's own code constructs into its property `name`, in the property's file
    /// (`self.networkUseCaseProvider = NetworkPlatform.UseCaseProvider()` in `init`).
    mutating func constructedInDeclaringFile(_ name: String, of declaring: Int, file: Int) -> [Int] {
        var made: [Int] = []
        for a in files[file].assignments where a.value == .constructed && a.target.last == name && (a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self")) {
            guard let t = a.context.type, nodeOfType[file][t] == declaring, let open = a.valueText.firstIndex(of: "(") else { continue }
            for n in lookupType(String(a.valueText[..<open]), context: declaring) where !made.contains(n) { made.append(n) }
        }
        return made
    }

    /// Whether `type` conforms to every one of `protocols`, or it (or a declared type it inherits) lists `alias`, the
    /// name of their composition.
    mutating func conforms(_ type: Int, toAll protocols: [Int], orListing alias: String?) -> Bool {
        if let alias, tables.inheritsSupertype(type, named: [alias]) { return true }
        for p in protocols where !conforms(type, to: p) { return false }
        return true
    }

    /// Whether `type` lists `protocolNode` among what it inherits, transitively.
    mutating func conforms(_ type: Int, to protocolNode: Int) -> Bool {
        var queue = [type]
        var seen: Set<Int> = [type]
        while let n = queue.popLast() {
            if n == protocolNode { return true }
            for parent in inheritNodes[n] where seen.insert(parent).inserted { queue.append(parent) }
        }
        return false
    }

    /// The node types an argument value has: a construction, a factory method's constructed type (or its declared
    /// result), a property path, or `self`.
    mutating func argumentTypes(_ argument: ArgumentFact, caller: Int, file: Int, offset: Int, context: CodeContext) -> [Int] {
        switch argument.value {
        case .selfReference:
            return [caller]
        case .construction:
            return lookupType(argument.names[0], context: caller)
        case .call:
            var owner = caller
            if argument.names.count > 1 {
                let walk = walkBase(argument.names.dropLast(), context: caller, file: file, offset: offset, scopeStart: scopeStart(context, file: file))
                guard case .instance(let n) = walk.cursor else { return [] }
                owner = n
            }
            let name = argument.names[argument.names.count - 1]
            guard let (declaring, ref) = findMethod(name, in: owner) else { return [] }
            if let built = wiring.factoryResults[NodeMember(node: declaring, name: name)] { return lookupType(built, context: declaring) }
            return method(ref).resultType.map { lookupType($0, context: declaring) } ?? []
        case .path:
            let walk = walkBase(argument.names[...], context: caller, file: file, offset: offset, scopeStart: scopeStart(context, file: file))
            guard case .instance(let n) = walk.cursor else { return [] }
            // A property typed as a protocol holds what its initializer makes, or what the container registers for it.
            if infos[n].kind == .protocol {
                let made = madeImplementations(path: argument.names, of: n, caller: caller, file: file, offset: offset, context: context)
                if !made.isEmpty { return made }
            }
            let registered = registeredImplementations(of: n)
            return registered.isEmpty ? [n] : registered
        case .closure:
            return []
        }
    }

    // MARK: callback registration

    /// `self.updateView` or `updateView` handed as an argument, naming a method of `caller` (no property of that name).
    mutating func isOwnMethodReference(_ argument: ArgumentFact, of caller: Int) -> Bool {
        guard argument.value == .path, let name = argument.names.last,
              argument.names.count == 1 || (argument.names.count == 2 && argument.names[0] == "self") else { return false }
        return findProperty(name, in: caller) == nil && findMethod(name, in: caller) != nil
    }

    /// A closure handed to an initializer or method that stores it (`Foo(onDone: { })`, `vm.observe { }`):
    /// a closure edge from the storing type to the registering type.
    mutating func buildCallbackRegistrations(_ f: Int) {
        let calls = files[f].calls
        for i in calls.indices {
            let call = calls[i]
            if call.isConstruction {
                guard wiring.closureStoringNames.contains(TypeText.baseName(call.callee[0])), let caller = contextNode(call.context, file: f),
                      let target = lookupType(call.callee[0], context: caller).first else { continue }
                let here = site(f, call.location)
                let text = call.callee.joined(separator: ".")
                // A closure, or a method of the caller passed by name (`Bar(updateCallback: self.updateView)`).
                for argument in call.arguments where argument.value == .closure || isOwnMethodReference(argument, of: caller) {
                    guard !isTypeLevelCallback(argument, of: call, file: f), reachesItsMaker(argument, file: f, maker: caller),
                          let stored = storedClosure(of: wiring.storedByNode[target] ?? [], label: argument.label) else { continue }
                    // A content builder composes views: nothing is reported back.
                    if buildsView(stored.typeText, in: target) { continue }
                    record(connect(owners: [target], to: caller, .closure, member: stored.property, site: here, text: text), .closure, site: here, text: text)
                }
                continue
            }
            guard call.arguments.contains(where: { $0.value == .closure }), let storing = wiring.callbackMethods[call.callee[call.callee.count - 1]] else { continue }
            let here = site(f, call.location)
            let text = call.callee.joined(separator: ".")
            guard case .node(let caller) = endpoint(call.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(call.context, file: f)), .closure, site: here, text: text)
                continue
            }
            var receivers: [Int] = []
            var ambiguous = false
            let walk = walkBase(call.callee.dropLast(), context: caller, file: f, offset: call.location.offset, scopeStart: scopeStart(call.context, file: f))
            switch walk.cursor {
            case .instance(let n):
                receivers = storing.map(\.node).filter { $0 == n || conforms(n, to: $0) }
                ambiguous = walk.ambiguous
            case .type, .external:
                continue
            case .unknown:
                // Guessed from the method name alone: narrowed like any guess, never a confident edge.
                let storingNodes = Set(storing.map(\.node))
                let hint = call.callee.count >= 2 ? call.callee[call.callee.count - 2] : nil
                receivers = candidates(call.callee[call.callee.count - 1], methods: true, exclude: caller, hint: hint, module: infos[caller].module) { ref in
                    guard let owner = self.method(ref).owner else { return false }
                    return storingNodes.contains(self.nodeOfType[ref.file][owner])
                }
                if receivers.count > options.maxAmbiguousCandidates { receivers = [] }
                ambiguous = true
            }
            for argument in call.arguments where argument.value == .closure && !isTypeLevelCallback(argument, of: call, file: f)
                && reachesItsMaker(argument, file: f, maker: caller) {
                for (node, ref) in storing where receivers.contains(node) {
                    let p = files[ref.file].storedParameters[ref.index]
                    guard p.label == argument.label || argument.label == nil, !buildsView(p.typeText, in: node) else { continue }
                    record(connect(owners: [node], to: caller, .closure, member: p.property, site: here, ambiguous: ambiguous, text: text), .closure, site: here, text: text)
                }
            }
        }
    }

    /// A closure made in static code with an empty capture list (`static let entries = [Entry(run: { user in … })]`):
    /// there is no instance of the calling type for it to reach, so whoever calls it talks to no object of that type
    /// (the type's own code calling the closures of its table is no callback).
    func isTypeLevelCallback(_ argument: ArgumentFact, of call: CallFact, file f: Int) -> Bool {
        guard !call.context.hasInstanceSelf, let closure = argument.closure else { return false }
        return files[f].closures[closure].captures.isEmpty
    }

    /// A closure argument that may reach the object of `maker`, the code that made it: not one that names nothing but
    /// its own parameters (`{ $0.name == $1 }`, `ClosureFact.usesOnlyItsParameters`), nor, made in a class's instance
    /// code, one whose capture list holds other objects and not `self` nor a property of it (`{ [weak viewModel] in
    /// viewModel?.confirm() }` of a parameter: a class's escaping closure cannot use `self` without listing it, so it
    /// reaches only what it captured; `[weak customView]` of the screen's own view reaches the screen's part).
    mutating func reachesItsMaker(_ argument: ArgumentFact, file f: Int, maker: Int) -> Bool {
        guard let closure = argument.closure else { return true }
        return reachesItsMaker(closure: files[f].closures[closure], file: f, maker: maker)
    }

    mutating func reachesItsMaker(closure c: ClosureFact, file f: Int, maker: Int) -> Bool {
        if c.usesOnlyItsParameters { return false }
        // (In static code a captured object is the only way to an instance: `[weak screen]` of the screen a factory makes.)
        guard c.context.hasInstanceSelf, !c.captures.isEmpty, !c.capturesSelfStrongly, infos[maker].kind.isReferenceKind else { return true }
        return c.captures.contains { capture in
            guard let value = capture.value else {
                return nearestLocal(capture.name, file: f, before: c.location.offset, after: 0) == nil && findProperty(capture.name, in: maker) != nil
            }
            return value == "self" || value.hasPrefix("self.")
        } || c.captures.contains { $0.name == "self" }
    }

    /// The stored closure parameter an initializer keeps the closure passed with `label` in (a trailing closure, `label`
    /// nil, matches the only stored closure parameter).
    func storedClosure(of stored: [MemberRef], label: String?) -> StoredParameterFact? {
        var closures: [StoredParameterFact] = []
        for ref in stored where files[ref.file].storedParameters[ref.index].isClosure { closures.append(files[ref.file].storedParameters[ref.index]) }
        if let exact = closures.first(where: { $0.label == label }) { return exact }
        return label == nil && closures.count == 1 ? closures[0] : nil
    }

    /// A closure type that returns a view (`() -> Content` with `Content: View`, `() -> some View`, `() -> AnyView`, a
    /// view the sources declare): a content builder the container calls to get what it shows. Handing one over composes
    /// views; nothing is reported back.
    mutating func buildsView(_ typeText: String, in node: Int) -> Bool {
        guard var name = TypeText.functionResult(typeText) else { return false }
        if name.hasPrefix("some ") { name = String(name.dropFirst(5)) }
        if name == "View" || name == "AnyView" { return true }
        let parameters = tables.genericParameters[node] ?? []
        if parameters.contains(where: { $0.name == name && $0.constraint == "View" }) { return true }
        return lookupType(name, context: node).contains { wiring.views.contains($0) }
    }

    // MARK: containers

    /// `Container.shared.session().$user.sink { }`: the publisher belongs to the type the Factory registration of
    /// `session` makes; a combine edge from it (or from the method that returns the publisher,
    /// `Container.shared.session().updates().sink`).
    mutating func buildContainerSubscription(_ s: SubscriptionFact, member: String, file f: Int) {
        let here = site(f, s.location)
        let text = "Container.shared.\(member)()" + s.rootPath.map { "." + $0 }.joined()
        guard case .node(let ctx) = endpoint(s.context, file: f) else {
            record(GraphBuilder.outcome(forNonNode: endpoint(s.context, file: f)), .combine, site: here, text: text)
            return
        }
        guard let registered = wiring.factoryRegistrations[member] else {
            record(.unresolved("no Factory registration named '\(member)'"), .combine, site: here, text: text)
            return
        }
        let service = typeOfText(registered, context: ctx)
        var outcome = Outcome.unresolved("cannot tell which publisher of '\(registered)' the chain reads")
        if let first = s.rootPath.first {
            let plain = first.hasPrefix("$") ? String(first.dropFirst()) : first
            switch service {
            case .node(let n, let ambiguous):
                if let (d, _) = findProperty(plain, in: n) { outcome = connect(owners: [d], to: ctx, .combine, member: plain, site: here, ambiguous: ambiguous, text: text) }
                else { outcome = undeclaredMember(plain, of: n, to: ctx, .combine, site: here, ambiguous: ambiguous) }
            case .external(let x):
                outcome = externalOutcome(x, to: ctx, .combine, member: plain, site: here)
            case .unknown:
                break
            }
        } else if s.operators.count > 1 {
            outcome = methodPublisher(service, op: s.operators[0], ctx: ctx, site: here, ambiguous: false)
        }
        record(outcome, .combine, site: here, text: text)
    }

    // MARK: SwiftUI

    /// `.onReceive(viewModel.$state) { }`: a combine subscription of the view.
    mutating func buildOnReceive(_ f: Int) {
        for m in files[f].viewModifiers where m.kind == .onReceive && !m.path.isEmpty {
            var path = m.path
            if path.count > 1 && path[0] == "self" { path.removeFirst() }
            // `NotificationCenter.default.publisher(for:)` is a notification observation, recorded as such.
            if path.contains("NotificationCenter") || (path.last == "publisher" && m.pathIsCall) { continue }
            let here = site(f, m.location)
            let text = path.joined(separator: ".") + (m.pathIsCall ? "()" : "")
            guard case .node(let ctx) = endpoint(m.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(m.context, file: f)), .combine, site: here, text: text)
                continue
            }
            var firstOp: String?
            if m.pathIsCall, path.count > 1 { firstOp = path.removeLast() }
            record(combineOutcome(path: path, firstOp: firstOp, rootIsCall: m.pathIsCall && firstOp == nil, ctx: ctx, f: f, context: m.context,
                                  at: m.location, site: here, depth: 0), .combine, site: here, text: text)
        }
    }

    /// A view's stored property holding an `@Observable` (or `ObservableObject`) store handed to it (no initializer:
    /// its parent or its `init` gives the value): injection, store → view.
    /// `@Environment(Store.self)` and `@EnvironmentObject` are injection facts of their own.
    mutating func buildObservedStores(_ f: Int) {
        // Most files declare no view: decided per type once, not per property.
        let isView = files[f].types.indices.map { nodeOfType[f][$0] >= 0 && wiring.views.contains(nodeOfType[f][$0]) }
        guard isView.contains(true) else { return }
        // `_model = StateObject(wrappedValue: Model())` in the view's `init`: made and owned like `= Model()`, unless
        // another `init` installs one it is handed (`StateObject(wrappedValue: model)` of a parameter).
        var installedNew: Set<NodeMember> = []
        var installedHanded: Set<NodeMember> = []
        for a in files[f].assignments where a.context.member == "init" {
            guard let t = a.context.type, nodeOfType[f][t] >= 0 else { continue }
            if let store = a.installedStore {
                let key = NodeMember(node: nodeOfType[f][t], name: store.property)
                // A static factory of the store's own type (`ChartViewModel.sectorInstance(sector:)`, or implicit:
                // `.shelf(kind)`) makes a new one too; a static of it (`PrefsStore.shared`) is no caller's either.
                let isOwnTypeFactory = store.factoryType.map { type in
                    type.isEmpty || files[f].properties.first { $0.owner == t && $0.name == store.property }?.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) == type } ?? false
                } ?? false
                // `let model = Model(…); _model = StateObject(wrappedValue: model)`: the local made just before.
                let isMadeLocal = store.wrappedName.map { name in
                    files[f].nearestLocal(name, before: a.location.offset).map { !$0.isParameter && $0.initializer.map(Vocabulary.constructs) == true } ?? false
                } ?? false
                if store.isNewObject || isOwnTypeFactory || isMadeLocal { installedNew.insert(key) } else { installedHanded.insert(key) }
            } else if a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self") {
                // `self.model = Model()`, or a local made just before (`let model = Model(); self.model = model`).
                let made = a.value == .constructed
                    || (a.value == .reference && files[f].nearestLocal(a.valueText, before: a.location.offset)?.initializer.map(Vocabulary.constructs) == true)
                let key = NodeMember(node: nodeOfType[f][t], name: a.target[a.target.count - 1])
                if made { installedNew.insert(key) } else if a.value == .reference { installedHanded.insert(key) }
            }
        }
        let owned = installedNew.subtracting(installedHanded)
        let props = files[f].properties
        for i in props.indices {
            guard let owner = props[i].owner, isView[owner],
                  !props[i].isStatic, !props[i].isComputed, !props[i].isClosureTyped,
                  !props[i].attributes.contains("Environment"), !props[i].attributes.contains("EnvironmentObject"),
                  !props[i].attributes.contains(where: Vocabulary.viewLocalStateWrappers.contains) else { continue }
            // `= Settings.shared` reads a singleton (drawn as one); `@StateObject var model = Model()` is a store the
            // view makes and owns, not one handed to it: only a store the view is given is injection.
            if props[i].initializer != nil || owned.contains(NodeMember(node: nodeOfType[f][owner], name: props[i].name)) { continue }
            // A `@State`/`@StateObject` store is the view's own unless a caller can hand one in: an `init` installing one
            // it is given, or the memberwise initializer, which the view has only without an `init` of its own and
            // which is out of other files' reach for a `private` property.
            if props[i].attributes.contains(where: { $0 == "State" || $0 == "StateObject" }),
               !installedHanded.contains(NodeMember(node: nodeOfType[f][owner], name: props[i].name)),
               props[i].isPrivate || files[f].methods.contains(where: { $0.owner == owner && $0.name == "init" }) { continue }
            // The written type or the constructed root must name a store before any lookup.
            let named = propertyTypeNames[f][i] ?? props[i].initializer?.root.map(TypeText.baseName)
            guard let named, wiring.observableStoreNames.contains(named.lastIndex(of: ".").map { String(named[named.index(after: $0)...]) } ?? named) else { continue }
            let view = nodeOfType[f][owner]
            // A plain optional that no code of the view sets and no construction of it passes (`var repo: AudioRepo?`) is
            // never handed a store; nor is an optional `@State` no construction passes (`@State var selected: Shortcut?`,
            // a selection the view sets itself).
            let name = props[i].name
            let isOwnSelection = props[i].attributes == ["State"]
            if props[i].attributes.isEmpty || isOwnSelection, !props[i].isLet, props[i].typeText?.hasSuffix("?") == true,
               isOwnSelection || !files[f].assignments.contains(where: { $0.context.type == owner && ($0.target == [name] || $0.target == ["self", name]) }),
               !(wiring.constructions[infos[view].simpleName] ?? []).contains(where: { ref in
                   files[ref.file].calls[ref.index].arguments.contains { $0.label == name }
               }) { continue }
            guard case .node(let store, let ambiguous) = valueType(of: MemberRef(file: f, index: i), owner: view), wiring.observableStores.contains(store),
                  !wiring.dataModels.contains(store) else { continue }
            let here = site(f, props[i].location)
            record(connect(owners: [store], to: view, .injection, member: props[i].name, site: here, ambiguous: ambiguous, text: props[i].name), .injection, site: here, text: props[i].name)
        }
    }
}
