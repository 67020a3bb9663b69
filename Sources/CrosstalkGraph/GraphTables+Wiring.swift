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
    /// Fills the rest of `wiring` from the facts once `noteTypeRoles` has said what types are (views, stores,
    /// containers): telling data from services needs it, and then runs beside the per-file pass, which does not read
    /// its answers.
    mutating func buildWiringTables() {
        let roles = self
        let (wired, data) = concurrently({
            var tables = roles
            tables.buildFileWiring()
            return tables
        }, {
            var tables = roles
            tables.buildDataModels()
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
                if types[props[i].owner!].kind == .struct, types[props[i].owner!].inherits.allSatisfy(Vocabulary.markerProtocols.contains),
                   !props[i].isStatic, !props[i].isComputed {
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
        // A type is constructed from many places, nearly always by a name whose meaning depends on the module alone.
        var lookups = TypeLookupCache()
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
                // Most constructions are of platform types (`Text(…)`, `UIView()`): the cache soon knows such a name
                // means no node, with one hash of it.
                let raw = site.typeName
                let context = site.contextType.map { nodeOfType[f][$0] } ?? -1
                let built = lookups.lookupType(raw, context: context >= 0 ? context : nil, in: self)
                guard let first = built.first else { continue }
                for b in built { constructedBy[b, default: []].append((context, site.place == .preview)) }
                // A struct nested in another type, constructed by name: who fills an envelope.
                if context >= 0, raw.utf8.contains(UInt8(ascii: ".")) || bySimple[raw] != nil,
                   infos[first].kind == .struct, infos[first].qualifiedName != infos[first].simpleName {
                    wiring.nestedStructConstructions[first, default: []].append((context, EvidenceSite(fileIndex: f, file: files[f].path, location: site.location)))
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
        typeLookups = lookups
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
        let services = serviceStructs()
        var adopters: [Int: [Int]] = [:]
        for n in infos.indices {
            if (infos[n].kind == .struct && !services.contains(n)) || infos[n].kind == .enum || wiring.storedData.contains(n) || wiring.dataRecords.contains(n)
                || (infos[n].kind == .protocol && inheritsSupertype(n, named: Vocabulary.optionSetProtocols, orIn: [])) { wiring.dataModels.insert(n) }
            for parent in inheritNodes[n] where infos[parent].kind == .protocol { adopters[parent, default: []].append(n) }
        }
        // `extension Int: PlistValue {}`: a protocol the standard value types adopt is a kind of value, unless a type of
        // the sources that is no data adopts it too.
        for f in files.indices {
            let types = files[f].types
            for t in types.indices where types[t].kind == .extension && nodeOfType[f][t] < 0 && Vocabulary.standardValueTypes.contains(types[t].name) {
                for name in types[t].inherits {
                    for p in uncachedLookupType(GraphTables.normalizedTypeName(name), context: nil) where infos[p].kind == .protocol {
                        adopters[p, default: []] += []
                    }
                }
            }
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

    /// The structs with behaviour and no data of their own, views aside: an instance method, and every stored property a
    /// dependency (a class or protocol, `let repository: ItemsRepository`), none a value (`let id: String`, a struct
    /// of the sources, a collection, a property wrapper's state). `struct FetchItemsUseCaseImpl: FetchItemsUseCase {
    /// func execute() … }` is a service a view model is handed, as a class would be; a protocol only such structs
    /// adopt is a service protocol, not data.
    mutating func serviceStructs() -> Set<Int> {
        // Structs with an instance method, views aside (SwiftUI's values, re-created at will, are never services): only
        // their stored properties need reading.
        var candidates: Set<Int> = []
        for f in files.indices {
            for m in files[f].methods where !m.isStatic && m.name != "init" {
                if let o = m.owner, nodeOfType[f][o] >= 0, infos[nodeOfType[f][o]].kind == .struct { candidates.insert(nodeOfType[f][o]) }
            }
        }
        candidates = candidates.filter { !inheritsSupertype($0, named: Vocabulary.swiftUIValueRoles) }
        guard !candidates.isEmpty else { return [] }
        var holdingData: Set<Int> = []
        for f in files.indices {
            for p in files[f].properties where !p.isLocal && !p.isStatic && !p.isParameter && !p.isComputed {
                guard let o = p.owner, case let n = nodeOfType[f][o], n >= 0, candidates.contains(n), !holdingData.contains(n) else { continue }
                guard p.attributes.isEmpty, let text = p.typeText, !text.hasPrefix("[") else {
                    holdingData.insert(n)
                    continue
                }
                let base = GraphTables.normalizedTypeName(text)
                if GraphBuilder.isValueTypeName(base) || Vocabulary.standardValueTypes.contains(base)
                    || uncachedLookupType(base, context: n).contains(where: { infos[$0].kind == .struct || infos[$0].kind == .enum }) {
                    holdingData.insert(n)
                }
            }
        }
        return candidates.subtracting(holdingData)
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
