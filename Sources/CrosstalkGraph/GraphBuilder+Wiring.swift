import CrosstalkFacts

/// Tables for the wiring mechanisms, built once with the others.
struct WiringTables {
    /// Type node → its initializer parameters stored into properties (constructor injection and callbacks).
    var storedByNode: [Int: [MemberRef]] = [:]
    /// Method name → (storing node, stored parameter) for methods that keep a closure parameter (`observe`, `bind`).
    var callbackMethods: [String: [(node: Int, ref: MemberRef)]] = [:]
    /// Type name as written at construction sites → (file, call index) of each construction.
    var constructions: [String: [MemberRef]] = [:]
    /// Node and method name → the type its result constructs (`makeRepository` → `DefaultMoviesRepository`).
    var factoryResults: [NodeMember: String] = [:]
    /// Nodes of classes declared `@Observable` or adopting `ObservableObject`: stores a view observes.
    var observableStores: Set<Int> = []
    /// Nodes that adopt `View` (SwiftUI views).
    var views: Set<Int> = []
    /// Factory registrations: container member → the type it declares it makes (`service` of
    /// `extension Container { var service: Factory<ServiceProtocol> { self { Service() } } }` → `ServiceProtocol`).
    var factoryRegistrations: [String: String] = [:]
    /// Nodes that hold data rather than provide a service: structs and enums, stored data and data records (below), and
    /// protocols every declared adopter of which is one (`AnyStatus` adopted by `Status: Codable`).
    var dataModels: Set<Int> = []
    /// Types that are stored data by what they adopt (`Codable`, Core Data's `NSManagedObject`, SwiftData's `@Model`,
    /// Realm's `Object` in a file importing `RealmSwift`,
    /// also through a declared supertype): a value they keep is part of the record, not a dependency.
    var storedData: Set<Int> = []
    /// Simple names of the types whose initializers store a closure parameter, and of the observable stores:
    /// checked before any type lookup, since most constructions and view properties involve neither.
    var closureStoringNames: Set<String> = []
    var observableStoreNames: Set<String> = []
    /// Stream type (`AsyncStream<Event>`) → nodes that yield into a stored continuation of it.
    var streamProducers: [String: [Int]] = [:]
    /// Container registrations: service simple name → the types registered to make it (`register(Repository.self)
    /// { _ in DefaultRepository() }`).
    var registrations: [String: [String]] = [:]
    /// `@Injected(\.service) var s` properties with no written type → the service their Factory registration makes.
    var injectedServices: [MemberRef: String] = [:]
    /// Classes and structs that only hold values (`GraphTables.buildDataRecords`): no injection to or from them.
    var dataRecords: Set<Int> = []
    /// Types others observe: `@Observable`/`ObservableObject` stores and classes with `@Published` or KVO `dynamic` properties.
    var observableTypes: Set<Int> = []
    /// Event channels: generic classes that keep closures taking their type parameter, registered after they are made
    /// (`GraphTables.eventChannel`). Like a subject, one relays what its holder sends to whoever subscribed: handed to
    /// an initializer it is no service.
    var eventChannels: Set<Int> = []
    /// Protocol compositions under a name (`typealias HotTagsViewModel = Input & Output`) → the composed names.
    var protocolCompositions: [String: [String]] = [:]
    /// Structs nested in another type → the types that construct them by name, with the site
    /// (`LanguagesViewModel.Input(…)` in `LanguagesViewController`): who fills an envelope (`GraphBuilder.envelopeOutcome`).
    var nestedStructConstructions: [Int: [(node: Int, site: EvidenceSite)]] = [:]
    /// Dependency containers: types adopting a container supertype (`Vocabulary.dependencyContainerSupertypes`),
    /// declaring Factory registrations (`var service: Factory<Service>`) or registering services
    /// (`container.register(Service.self) { … }` in a plain class). What one resolves it hands to what it builds.
    var containers: Set<Int> = []
    /// Structs that adopt nothing and only keep closures (`struct Callbacks { var didBeginPanning: (() -> Void)? }`),
    /// with no method: a bag of callbacks whose holder calls them.
    var closureBags: Set<Int> = []
    /// RxSwift's reactive extensions the sources declare: the `Base` they constrain → the members they add
    /// (`extension Reactive where Base: PlayerView { var lyricsTapped: Observable<Void> }`: `PlayerView` →
    /// `lyricsTapped`).
    var reactiveMembers: [String: Set<String>] = [:]
    /// Preview code: `PreviewProvider`s and the types only previews construct (a `struct Preview: View` declared in a
    /// `#Preview` body, a wrapper view made in `static var previews`), and what only those construct in turn. It never
    /// runs in the app: no edge starts or ends there.
    var previewNodes: Set<Int> = []
}

/// The wiring tables, built with the others.
extension GraphTables {
    /// Fills `wiring` from the facts, and builds the notification model (`index.notifications`) on the core the
    /// per-file pass leaves idle. What types are (views, stores, containers) comes first: telling data from services
    /// needs it, and then runs beside the per-file pass, which does not read its answers.
    mutating func buildWiringTables() {
        noteTypeRoles()
        let roles = self
        let index = index
        let (wired, data) = concurrently({
            var tables = roles
            tables.buildFileWiring()
            return tables
        }, {
            var tables = roles
            tables.buildDataModels()
            _ = index.notifications
            return tables.wiring
        })
        self = wired
        wiring.storedData = data.storedData
        wiring.dataRecords = data.dataRecords
        wiring.dataModels = data.dataModels
        wiring.observableTypes = data.observableTypes
        if !wiring.factoryRegistrations.isEmpty { buildInjectedServices() }
    }

    /// The roles of the declared types: observable stores, views, preview providers and dependency containers (by what
    /// they adopt, or by declaring Factory registrations).
    mutating func noteTypeRoles() {
        for f in files.indices {
            let props = files[f].properties
            let types = files[f].types
            // Per struct: whether every stored property seen is a closure (nil: none seen yet).
            var onlyClosures: [Int: Bool] = [:]
            for i in props.indices where props[i].owner != nil {
                if types[props[i].owner!].kind == .struct, types[props[i].owner!].inherits.isEmpty, !props[i].isStatic, !props[i].isComputed {
                    onlyClosures[props[i].owner!] = (onlyClosures[props[i].owner!] ?? true) && props[i].isClosureTyped
                }
                guard let text = props[i].typeText else { continue }
                // swift-dependencies: `extension DependencyValues { var apiClient: APIClient { … } }` registers what
                // `@Dependency(\.apiClient)` reads.
                if types[props[i].owner!].kind == .extension && types[props[i].owner!].name == Vocabulary.dependencyValuesType {
                    wiring.factoryRegistrations[props[i].name] = TypeText.baseName(TypeText.unwrapped(text))
                    continue
                }
                guard let service = GraphBuilder.factoryProduct(text) else { continue }
                wiring.factoryRegistrations[props[i].name] = service
                if nodeOfType[f][props[i].owner!] >= 0 { wiring.containers.insert(nodeOfType[f][props[i].owner!]) }
            }
            // A plain class keeping a Swinject `Container` and registering services in it is a container too.
            for r in files[f].containerRegistrations {
                if let t = r.context.type, nodeOfType[f][t] >= 0 { wiring.containers.insert(nodeOfType[f][t]) }
            }
            for (t, closures) in onlyClosures where closures && nodeOfType[f][t] >= 0 && !files[f].methods.contains(where: { $0.owner == t }) {
                wiring.closureBags.insert(nodeOfType[f][t])
            }
            for t in types.indices where types[t].kind == .extension && Vocabulary.isReactiveType(types[t].name) {
                guard let base = types[t].genericParameters.first(where: { $0.name == "Base" })?.constraint else { continue }
                for p in props where p.owner == t { wiring.reactiveMembers[base, default: []].insert(p.name) }
                for m in files[f].methods where m.owner == t { wiring.reactiveMembers[base, default: []].insert(m.name) }
            }
            for t in types.indices where nodeOfType[f][t] >= 0 {
                if types[t].attributes.contains("Observable") || types[t].inherits.contains(Vocabulary.observableObjectProtocol) {
                    wiring.observableStores.insert(nodeOfType[f][t])
                    wiring.observableStoreNames.insert(infos[nodeOfType[f][t]].simpleName)
                }
                if types[t].inherits.contains("View") { wiring.views.insert(nodeOfType[f][t]) }
                if types[t].inherits.contains(Vocabulary.previewProviderProtocol) { wiring.previewNodes.insert(nodeOfType[f][t]) }
                if types[t].inherits.contains(where: Vocabulary.dependencyContainerSupertypes.contains) { wiring.containers.insert(nodeOfType[f][t]) }
            }
        }
    }

    /// The wiring each file's facts give: stored parameters, constructions, factory results, stream producers and
    /// container registrations; then the preview nodes.
    mutating func buildFileWiring() {
        // Node → the nodes (or -1: top-level or preview code) constructing it, for `buildPreviewNodes`.
        var constructedBy: [Int: [(by: Int, inPreview: Bool)]] = [:]
        for f in files.indices {
            let stored = files[f].storedParameters
            for i in stored.indices {
                guard let t = stored[i].context.type, nodeOfType[f][t] >= 0 else { continue }
                let n = nodeOfType[f][t]
                if stored[i].isInitializer {
                    wiring.storedByNode[n, default: []].append(MemberRef(file: f, index: i))
                    if stored[i].isClosure { wiring.closureStoringNames.insert(infos[n].simpleName) }
                }
                else if stored[i].isClosure { wiring.callbackMethods[stored[i].function, default: []].append((n, MemberRef(file: f, index: i))) }
                if stored[i].isClosure, let channel = eventChannel(keeping: stored[i].typeText, in: n, byInitializer: stored[i].isInitializer) {
                    wiring.eventChannels.insert(channel)
                }
            }
            let calls = files[f].calls
            for i in calls.indices where calls[i].isConstruction {
                wiring.constructions[calls[i].callee[0], default: []].append(MemberRef(file: f, index: i))
            }
            for site in files[f].constructionSites {
                // Most constructions are of platform types (`Text(…)`, `UIView()`): a plain name the sources do not
                // declare needs no lookup.
                let raw = site.typeName
                let isDotted = raw.utf8.contains(UInt8(ascii: "."))
                if byQualified[raw] == nil && bySimple[raw] == nil && raw != "Self" && !genericParameterNames.contains(raw)
                    && !isDotted && !raw.utf8.contains(UInt8(ascii: "<")) { continue }
                let context = site.contextType.map { nodeOfType[f][$0] } ?? -1
                let built = uncachedLookupType(GraphTables.normalizedTypeName(raw), context: context >= 0 ? context : nil)
                for b in built { constructedBy[b, default: []].append((context, site.place == .preview)) }
                // A struct nested in another type, constructed by name: who fills an envelope.
                if context >= 0, isDotted || bySimple[raw] != nil, let b = built.first,
                   infos[b].kind == .struct, infos[b].qualifiedName != infos[b].simpleName {
                    wiring.nestedStructConstructions[b, default: []].append((context, EvidenceSite(fileIndex: f, file: files[f].path, location: site.location)))
                }
            }
            for c in files[f].protocolCompositions { wiring.protocolCompositions[c.name] = c.components }
            let results = files[f].factoryResults
            for r in results {
                guard let t = r.context.type, nodeOfType[f][t] >= 0 else { continue }
                wiring.factoryResults[NodeMember(node: nodeOfType[f][t], name: r.method)] = r.typeName
            }
            for e in files[f].asyncStreamEvents where e.kind == .yield {
                guard let t = e.context.type, nodeOfType[f][t] >= 0 else { continue }
                let n = nodeOfType[f][t]
                let name = e.path.count > 1 && e.path[0] == "self" ? e.path[1] : e.path[0]
                guard let (_, ref) = findProperty(name, in: n), let text = property(ref).typeText,
                      let stream = GraphBuilder.continuationStream(text), !(wiring.streamProducers[stream]?.contains(n) ?? false) else { continue }
                wiring.streamProducers[stream, default: []].append(n)
            }
            for r in files[f].containerRegistrations {
                let service = TypeText.baseName(r.service.split(separator: ".").last.map(String.init) ?? r.service)
                if !(wiring.registrations[service]?.contains(r.implementation) ?? false) { wiring.registrations[service, default: []].append(r.implementation) }
            }
        }
        buildPreviewNodes(constructedBy: constructedBy)
    }

    /// Adds to `previewNodes` the types every construction of which is in preview code (a preview place, or a
    /// preview node's own code), until nothing changes; a type nothing constructs stays as it is.
    mutating func buildPreviewNodes(constructedBy: [Int: [(by: Int, inPreview: Bool)]]) {
        var pending = constructedBy.filter { !wiring.previewNodes.contains($0.key) }
        var changed = true
        while changed {
            changed = false
            for (node, sites) in pending where sites.allSatisfy({ $0.inPreview || wiring.previewNodes.contains($0.by) }) {
                wiring.previewNodes.insert(node)
                pending[node] = nil
                changed = true
            }
        }
    }

    /// The event channel a stored closure parameter of type `typeText` (kept by node `n`) makes: a generic class whose
    /// type parameter the closure takes, keeping it in a method (`Event<T>.subscribe(_:handler: @escaping (T) -> ())`)
    /// or through the initializer of a subscriber record nested in it (`Event<T>.Subscriber(handler:)`). A closure a
    /// generic class keeps from its own initializer is the maker's callback, no registration.
    func eventChannel(keeping typeText: String, in n: Int, byInitializer: Bool) -> Int? {
        var channel = n
        if byInitializer {
            let name = infos[n].qualifiedName
            guard let dot = name.lastIndex(of: "."), let outer = byQualified[String(name[..<dot])]?.first(where: { infos[$0].module == infos[n].module }) else { return nil }
            channel = outer
        }
        guard infos[channel].kind == .class, let parameters = genericParameters[channel] else { return nil }
        let words = typeText.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        return words.contains { word in parameters.contains { $0.name == word } } ? channel : nil
    }

    /// After the tables: untyped `@Injected(\.member)` properties get the type their Factory registration makes.
    mutating func buildInjectedServices() {
        for f in files.indices {
            for j in files[f].injections where j.kind == .container {
                guard let service = wiring.factoryRegistrations[j.typeName],
                      let i = files[f].properties.firstIndex(where: { $0.location.offset == j.location.offset }),
                      files[f].properties[i].typeText == nil else { continue }
                wiring.injectedServices[MemberRef(file: f, index: i)] = service
            }
        }
    }

    /// Fills `wiring.storedData` and `wiring.dataModels` (see there).
    mutating func buildDataModels() {
        for f in files.indices {
            let importsRealm = files[f].imports.contains(Vocabulary.realmModule)
            for t in files[f].types.indices where nodeOfType[f][t] >= 0 {
                if files[f].types[t].attributes.contains(where: Vocabulary.dataModelAttributes.contains)
                    || (importsRealm && files[f].types[t].inherits.first.map(Vocabulary.realmModelClasses.contains) == true) {
                    wiring.storedData.insert(nodeOfType[f][t])
                }
            }
        }
        for n in infos.indices where isStoredData(n) { wiring.storedData.insert(n) }
        buildDataRecords()
        var adopters: [Int: [Int]] = [:]
        for n in infos.indices {
            if infos[n].kind == .struct || infos[n].kind == .enum || wiring.storedData.contains(n) || wiring.dataRecords.contains(n) { wiring.dataModels.insert(n) }
            for parent in inheritNodes[n] where infos[parent].kind == .protocol { adopters[parent, default: []].append(n) }
        }
        // To a fixed point, in node order: a protocol adopted only by data protocols is data too, whatever order the
        // table lists them in (one pass over the dictionary made the answer depend on its per-process hash seed).
        // A test double adopting it (`MockReviewProtocol`, a class) does not make a data protocol a service.
        for proto in adopters.keys {
            let real = adopters[proto]!.filter { !isTestDouble($0) }
            if !real.isEmpty { adopters[proto] = real }
        }
        let protocols = adopters.keys.sorted()
        var changed = true
        while changed {
            changed = false
            for proto in protocols where !wiring.dataModels.contains(proto) && adopters[proto]!.allSatisfy(wiring.dataModels.contains) {
                wiring.dataModels.insert(proto)
                changed = true
            }
        }
    }

    /// A type named as a test double (`NEVPNConnectionMock`, `AuthKeychainMock`).
    func isTestDouble(_ node: Int) -> Bool { Vocabulary.isTestDoubleName(infos[node].qualifiedName) }

    /// Whether `node` adopts or inherits a data-model supertype (`Codable`, `NSManagedObject`), directly or through
    /// the declared types it inherits (`class Episode: BaseEntity`, `protocol Entity: Codable`).
    func isStoredData(_ node: Int) -> Bool {
        inheritsSupertype(node, named: Vocabulary.dataModelSupertypes, orIn: wiring.storedData)
    }

    /// Whether `node` or a declared type it inherits lists one of `names` (undeclared supertypes), or is in `known`.
    func inheritsSupertype(_ node: Int, named names: Set<String>, orIn known: Set<Int> = []) -> Bool {
        var queue = [node]
        var seen: Set<Int> = [node]
        var i = 0
        while i < queue.count && i < 32 {
            let n = queue[i]
            i += 1
            if known.contains(n) { return true }
            if infos[n].inherits.contains(where: { names.contains($0.name) }) { return true }
            for parent in inheritNodes[n] where seen.insert(parent).inserted { queue.append(parent) }
        }
        return false
    }
}

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
                let base = normalizedNames[p.typeText] ?? p.typeText
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

    /// Classes and actors passed with `label` at constructions of `node` that conform to the protocol, each with the
    /// first construction site passing it. A struct or enum passed there is a value (a configuration), not a service;
    /// a test double (`AuthKeychainMock()` in a test's setup) stands in for the real service, which the protocol node
    /// then represents.
    /// With several `protocolNodes` (a composition), a type conforms to all of them or lists their `alias`.
    /// Some construction of `node` passes `self` for `label` (`ListAdapter(dataSource: self)`).
    func isHandedSelf(to node: Int, label: String) -> Bool {
        (wiring.constructions[infos[node].simpleName] ?? []).contains { ref in
            files[ref.file].calls[ref.index].arguments.contains { $0.label == label && $0.value == .selfReference }
        }
    }

    mutating func conformingTypesPassed(to node: Int, label: String, protocolNodes: [Int], alias: String? = nil) -> [(type: Int, site: EvidenceSite)] {
        var result: [(type: Int, site: EvidenceSite)] = []
        for ref in wiring.constructions[infos[node].simpleName] ?? [] {
            let call = files[ref.file].calls[ref.index]
            // Only constructions passing `label` need their type name looked up.
            guard call.arguments.contains(where: { $0.label == label }), let caller = contextNode(call.context, file: ref.file),
                  lookupType(call.callee[0], context: caller).contains(node) else { continue }
            for argument in call.arguments where argument.label == label {
                for type in argumentTypes(argument, caller: caller, file: ref.file, offset: call.location.offset, context: call.context)
                where (infos[type].kind == .class || infos[type].kind == .actor) && !wiring.dataModels.contains(type)
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
            for type in lookupType(name, context: node) where (infos[type].kind == .class || infos[type].kind == .actor)
                && conforms(type, to: node) && !result.contains(type) {
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
                    guard !isTypeLevelCallback(argument, of: call, file: f),
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
            for argument in call.arguments where argument.value == .closure && !isTypeLevelCallback(argument, of: call, file: f) {
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
                // `.shelf(kind)`) makes a new one too.
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
                  !props[i].attributes.contains("Environment"), !props[i].attributes.contains("EnvironmentObject") else { continue }
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
            guard case .node(let store, let ambiguous) = valueType(of: MemberRef(file: f, index: i), owner: view), wiring.observableStores.contains(store),
                  !wiring.dataModels.contains(store) else { continue }
            let here = site(f, props[i].location)
            record(connect(owners: [store], to: view, .injection, member: props[i].name, site: here, ambiguous: ambiguous, text: props[i].name), .injection, site: here, text: props[i].name)
        }
    }
}
