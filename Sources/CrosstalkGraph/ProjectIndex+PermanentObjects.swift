import CrosstalkFacts

extension WholeProgramTables {
    /// Classes whose every initializer is private or fileprivate (at least one declared) and that hold a
    /// `static let` instance of themselves, or a `static var` optional of themselves that no code sets to `nil` (made
    /// on first use: `static var client: Bridge?` with `client = Bridge()` behind a `client == nil` check); and
    /// structs held that way that the app builds nowhere else (`struct Registry { static let shared = Registry() }`),
    /// whose stored objects live until exit (a struct's own code has no identity to keep); and classes the app
    /// constructs by name nowhere and reads through a type-level accessor named for the shared instance that returns an
    /// object it does not make (`class var shared: AppContext { currentContext! }` over a global set once at launch
    /// from `contextClass.init()`): that one object is the app's context.
    static func singletons(files: [FileFacts], sites: [String: [TypeSite]], staticAssignments: StaticAssignmentTable) -> Set<String> {
        // Each file's initializers and static lets by owning type, gathered in one pass: scanning a file's members
        // for each of its classes made files with many classes quadratic.
        var initializers: [TypeSite: (all: Int, private: Int)] = [:]
        var staticLets: [TypeSite: [Int]] = [:]
        var sharedAccessors: Set<TypeSite> = []
        for f in files.indices {
            let methods = files[f].methods
            for i in methods.indices where methods[i].name == "init" {
                guard let owner = methods[i].owner else { continue }
                initializers[TypeSite(file: f, type: owner), default: (0, 0)].all += 1
                if methods[i].isPrivate { initializers[TypeSite(file: f, type: owner), default: (0, 0)].private += 1 }
            }
            let properties = files[f].properties
            for i in properties.indices where properties[i].isStatic && properties[i].isComputed && !properties[i].getterMakesNewObject
                && Vocabulary.sharedInstanceNames.contains(properties[i].name) {
                guard let owner = properties[i].owner, let text = properties[i].typeText,
                      case let declared = TypeText.baseName(TypeText.unwrapped(text)),
                      declared == "Self" || declared == files[f].types[owner].name else { continue }
                sharedAccessors.insert(TypeSite(file: f, type: owner))
            }
            for i in properties.indices where properties[i].isStatic && !properties[i].isComputed {
                guard let owner = properties[i].owner else { continue }
                if !properties[i].isLet {
                    // `static var client: Client?` (or `Client!`) that no code sets back to nil.
                    let key = ProjectIndex.simpleName(files[f].types[owner].ownerName) + "." + properties[i].name
                    guard let text = properties[i].typeText, text.hasSuffix("?") || text.hasSuffix("!"), properties[i].initializer == nil,
                          staticAssignments.sites[key]?.isCleared != true else { continue }
                }
                staticLets[TypeSite(file: f, type: owner), default: []].append(i)
            }
        }
        // A struct's value is built wherever its name is called: one held by a `static let` of its own and built
        // nowhere else in the app is the only one.
        var builtElsewhere: Set<String> = []
        for file in files where !file.isTestFile {
            for site in file.constructionSites where site.place != .permanentStorage && site.place != .preview {
                builtElsewhere.insert(ProjectIndex.simpleName(TypeText.baseName(site.typeName)))
            }
        }
        var result: Set<String> = []
        for f in files.indices {
            for t in files[f].types.indices where files[f].types[t].kind == .class || files[f].types[t].kind == .struct {
                let type = files[f].types[t]
                let all = (sites[type.qualifiedName] ?? []).filter { s in
                    let k = files[s.file].types[s.type].kind
                    return k == type.kind || k == .extension
                }
                var initializerCount = 0, privateInitializers = 0, holdsSelf = false, readThroughAccessor = false
                for s in all {
                    if sharedAccessors.contains(s) { readThroughAccessor = true }
                    let counts = initializers[s] ?? (0, 0)
                    initializerCount += counts.all
                    privateInitializers += counts.private
                    for i in staticLets[s] ?? [] where Vocabulary.holdsInstance(files[s.file].properties[i], of: type.name, qualifiedName: type.qualifiedName) {
                        holdsSelf = true
                    }
                }
                let isOnlyOne = type.kind == .struct ? !builtElsewhere.contains(type.name)
                    : initializerCount > 0 && initializerCount == privateInitializers
                if (isOnlyOne && holdsSelf) || (type.kind == .class && readThroughAccessor && !builtElsewhere.contains(type.name)) {
                    result.insert(type.qualifiedName)
                    result.insert(type.name)
                }
            }
        }
        return result
    }

    /// `let kinds: [PeerService.Type] = [EchoService.self, ChatService.self]` where the protocol requires an `init`:
    /// a list of types kept to make one object of each (`kinds.map { $0.init(link: self) }`), which the owner keeps.
    /// The listed classes, when the element type is a protocol the sources declare with an `init` requirement.
    static func classesMadeFromListedTypes(_ p: PropertyFact, files: [FileFacts], sites: [String: [TypeSite]]) -> [String] {
        guard let text = p.typeText, let i = p.initializer, i.text.hasPrefix("["), i.text.hasSuffix(".self]") else { return [] }
        let element = TypeText.unwrapped(text)
        guard element.hasPrefix("["), element.hasSuffix(".Type]") else { return [] }
        let requirement = String(element.dropFirst().dropLast(".Type]".count))
        let requiresInit = (sites[requirement] ?? []).contains { site in
            files[site.file].types[site.type].kind == .protocol && files[site.file].methods.contains { $0.owner == site.type && $0.name == "init" }
        }
        guard requiresInit else { return [] }
        return i.text.dropFirst().dropLast().split(separator: ",").compactMap { entry in
            let name = String(entry.filter { $0 != " " })
            guard name.hasSuffix(".self") else { return nil }
            let listed = TypeText.baseName(String(name.dropLast(".self".count)))
            return (sites[listed] ?? []).contains(where: { files[$0.file].types[$0.type].kind == .class }) ? listed : nil
        }
    }

    /// Evidence for the classes whose every construction in the app is the initializer of a `static let` or a global `let`
    /// (`static let shared = StoreManager()` with an internal `init` nobody else calls), the value of a static's only
    /// assignment that nothing clears (`Telemetry.helper = UsageHelper()`), or of a stored property
    /// of a class in `owners` (`lazy var browser = BrowserViewController()` in the application delegate): each
    /// instance lives until the process exits, as with a private initializer; so does a service a dependency
    /// container keeps one instance of (`.inObjectScope(.container)`, or a container built with that default scope). Constructions in test code and
    /// previews do not count (they never run in the app); a class that a decoder or an archive can create
    /// (`Decodable`, `Codable`, `NSCoding`) is never one. A class with subclasses in app code counts only when each
    /// subclass does too, and a base class never constructed itself counts when all its subclasses do
    /// (`class BaseDataStore` under `final class DataStore { static let shared = DataStore() }`): its code runs in
    /// their instances only. Subclasses in test code (`class FakeSizeStore: SizeStore {}`) do not count.
    ///
    /// The evidence is gathered once: it is asked again as the set of owners grows, and only constructions into
    /// stored properties depend on the owners. A class counts when some construction keeps it
    /// for good and none makes a passing instance (a passing one anywhere decides, whatever the order).
    struct PermanentObjectEvidence {
        /// Classes a `static let`, a global `let` or an `init`-less static instance keeps.
        var kept: Set<String> = []
        /// Classes constructed in app code where the instance passes, or that a decoder can create.
        var passing: Set<String> = []
        /// The subclasses the app code declares, by the name of what they inherit.
        var subclasses: [String: [String]] = [:]
        /// Constructions into a stored property in app code: the class, and the names of the type storing it.
        var storedConstructions: [(constructed: String, storedBy: [String])] = []
        /// Those of them whose property is a `let` (`let feed = FeedController()`, or `self.feed = FeedController()` in
        /// an initializer): the owner cannot let go of the object before it goes itself.
        var letConstructions: [(constructed: String, storedBy: [String])] = []

        /// What one file gives the evidence; which constructions are test or preview code is settled at the merge,
        /// once the test case classes are known.
        struct FilePart: Sendable {
            var kept: [String] = []
            var passing: [String] = []
            /// The file's classes: type index and name.
            var classes: [(type: Int, name: String)] = []
            /// Container registrations: the implementation's name, and whether it is registered with the container scope.
            var registrations: [(implementation: String, isContainerScoped: Bool)] = []
            var buildsSingletonContainer = false
            /// Classes a container registration constructs.
            var registered: [String] = []
            /// Classes constructed in code (stored into an instance property or not), with the type of that code.
            var constructed: [(name: String, context: Int?, isStored: Bool)] = []
            /// Of the stored ones, those given to a `let` of the type that constructs them.
            var constructedIntoLets: [(name: String, owner: Int)] = []
            /// Classes constructed into a static (`Telemetry.helper = UsageHelper()`, or its initializer: `static var
            /// sharedWindow = Feedback(…)`), with the static as `Owner.member`.
            var staticallyKept: [(name: String, member: String, isInitializer: Bool)] = []
            /// Classes a maker method returns (`func makeQueue() -> JobQueue { JobQueue() }`), with the maker as
            /// `Owner.method` and the type of its code.
            var makerResults: [(name: String, maker: String, context: Int?)] = []
            /// Makers whose result a stored property of their own type keeps (`lazy var queue = makeQueue()`, or a
            /// property made by an immediately called closure), with the names of that type.
            var makerStores: [(maker: String, storedBy: [String])] = []

            init() {}

            init(file f: Int, files: [FileFacts], sites: [String: [TypeSite]], types: [TypeTraits]) {
                let facts = files[f]
                // `name` is declared in the sources as a class or an actor: something a construction keeps alive.
                func isClassOfTheSources(_ name: String) -> Bool {
                    (sites[name] ?? []).contains { files[$0.file].types[$0.type].kind.isReferenceKind }
                }
                for t in facts.types.indices where facts.types[t].kind == .class || facts.types[t].kind == .extension {
                    if facts.types[t].kind == .class { classes.append((t, facts.types[t].name)) }
                    if types[t].inherited.contains(where: Vocabulary.decodedObjectProtocols.contains) { passing += types[t].ownerNames }
                }
                // `static let shared: Foo = .init()` constructs without writing the name.
                for p in facts.properties where p.isStatic && p.isLet {
                    guard let owner = p.owner, facts.types[owner].kind.isReferenceKind,
                          Vocabulary.holdsInstance(p, of: facts.types[owner].name, qualifiedName: facts.types[owner].qualifiedName) else { continue }
                    kept.append(facts.types[owner].name)
                }
                buildsSingletonContainer = facts.buildsSingletonContainer
                registrations = facts.containerRegistrations.map { (TypeText.baseName($0.implementation), $0.isContainerScoped) }
                func maker(_ method: String, of type: Int) -> String { (types[type].ownerNames.last ?? "") + "." + method }
                var makerAt: [Int: String] = [:]
                for r in facts.factoryResults {
                    if let t = r.context.type { makerAt[r.location.offset] = maker(r.method, of: t) }
                }
                for p in facts.properties where !p.isStatic && !p.isLocal && !p.isComputed {
                    guard let owner = p.owner, let i = p.initializer else { continue }
                    // `lazy var queue = makeQueue()` or `self.makeQueue()`: the maker's result is this property's.
                    let call = i.text.hasPrefix("self.") ? i.text.dropFirst("self.".count) : i.text[...]
                    if i.isCall, let open = call.firstIndex(of: "("), call.hasSuffix(")"), call.first?.isLowercase == true, !call[..<open].contains(".") {
                        makerStores.append((maker(String(call[..<open]), of: owner), types[owner].ownerNames))
                    } else if i.isClosure {
                        makerStores.append((maker(p.name, of: owner), types[owner].ownerNames))
                    }
                    if p.isLet, !i.isClosure, Vocabulary.constructs(i), let made = i.root.map(TypeText.baseName), isClassOfTheSources(made) {
                        constructedIntoLets.append((made, owner))
                    }
                }
                for site in facts.constructionSites {
                    let name = site.typeName == "Self" ? site.contextType.flatMap { types[$0].ownerNames.last } : TypeText.baseName(site.typeName)
                    guard let name, isClassOfTheSources(name) else { continue }
                    switch site.place {
                    case .permanentStorage: kept.append(name)
                    case .staticStorage:
                        guard let member = site.keptByStatic else { constructed.append((name, site.contextType, false)); continue }
                        staticallyKept.append((name, member, site.isStaticInitializer))
                    case .preview: continue
                    case .containerRegistration: registered.append(name)
                    case .code where makerAt[site.location.offset] != nil:
                        makerResults.append((name, makerAt[site.location.offset]!, site.contextType))
                    case .code, .discardedAfterCall: constructed.append((name, site.contextType, false))
                    case .instanceStorage: constructed.append((name, site.contextType, true))
                    }
                }
                // `cleaner = .init()` in an initializer: a construction kept in a stored property that names its type
                // only in the property's declaration. A `var` given a new object
                // by a method (`focusedEditor = .init(…)` on every focus change) replaces what it held: not kept for good.
                func isImplicitInit(_ text: String) -> Bool { text.hasPrefix(".init(") }
                func declaredClass(_ p: PropertyFact) -> String? {
                    guard let text = p.typeText else { return nil }
                    let name = TypeText.baseName(TypeText.unwrapped(text))
                    return isClassOfTheSources(name) ? name : nil
                }
                for a in facts.assignments where a.value == .constructed {
                    guard let owner = a.context.type, a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self") else { continue }
                    let member = a.target[a.target.count - 1]
                    guard let p = facts.properties.first(where: { $0.owner == owner && $0.name == member && !$0.isLocal && !$0.isStatic }) else { continue }
                    if isImplicitInit(a.valueText) {
                        guard p.isLet || a.context.member == "init", let name = declaredClass(p) else { continue }
                        constructed.append((name, owner, true))
                        if p.isLet { constructedIntoLets.append((name, owner)) }
                    } else if p.isLet {
                        // `self.feed = FeedController()` in an initializer: a construction site of its own, kept by a `let`.
                        let name = TypeText.baseName(String(a.constructedTypeText))
                        if isClassOfTheSources(name) { constructedIntoLets.append((name, owner)) }
                    }
                }
                // (`let cleaner: Cleaner = .init()` is a construction site of its own, `ConstructionSiteFact`.)
                for p in facts.properties where !p.isStatic && !p.isLocal {
                    guard let owner = p.owner, p.initializer != nil else { continue }
                    for name in WholeProgramTables.classesMadeFromListedTypes(p, files: files, sites: sites) { constructed.append((name, owner, true)) }
                }
                // `init(notifier: EventNotifier = .init()) { self.notifier = notifier }`: a caller passing nothing hands
                // over a new object, which the property keeps (the parameter is the nearest one of that type before).
                for stored in facts.storedParameters where stored.isInitializer {
                    guard let owner = stored.context.type,
                          let parameter = facts.properties.last(where: { $0.isParameter && $0.typeText == stored.typeText && $0.location.offset < stored.location.offset }),
                          let i = parameter.initializer else { continue }
                    if isImplicitInit(i.text), let declared = declaredClass(parameter) {
                        constructed.append((declared, owner, true))
                    } else if Vocabulary.constructs(i), let made = i.root.map(TypeText.baseName), isClassOfTheSources(made) {
                        // `init(source: TickSource = TickForwarder())`: the class the default makes, whatever the declared type.
                        constructed.append((made, owner, true))
                    }
                }
            }
        }

        /// The evidence of every file's part; `testOrPreviewCode` tells, per file and type, code whose constructions
        /// never happen in the app; `staticAssignments`, how often each static is given a value.
        /// `madeByThePlatformToo` tells the view and controller classes, whose instances a static's initializer not named
        /// for sharing (`static var sizingCell = ChatCell()`) does not make all of.
        init(parts: [WholeProgramTables.FilePart], testOrPreviewCode: [[Bool]], staticAssignments: StaticAssignmentTable,
             madeByThePlatformToo: (String) -> Bool) {
            // Services a container keeps one instance of: registered with `.inObjectScope(.container)`, or any
            // registration when the app builds its containers with that default scope.
            let singletonContainers = parts.contains(where: \.evidence.buildsSingletonContainer)
            var scopedServices: Set<String> = []
            // Parts are read by index: binding each to a name would copy (retain) every array in it.
            for p in parts.indices {
                for r in parts[p].evidence.registrations where singletonContainers || r.isContainerScoped { scopedServices.insert(r.implementation) }
            }
            // A scoped registration keeps its object also when it makes it with `.init()`, which names no class to count.
            kept.formUnion(scopedServices)
            var makerKeepers: [String: [String]] = [:]
            for p in parts.indices where !parts[p].isTestFile {
                for (maker, storedBy) in parts[p].evidence.makerStores { makerKeepers[maker, default: []] += storedBy }
            }
            for f in parts.indices {
                let evidence = parts[f].evidence
                kept.formUnion(evidence.kept)
                passing.formUnion(evidence.passing)
                for (t, name) in evidence.classes where !testOrPreviewCode[f][t] {
                    for parent in parts[f].types[t].inherited { subclasses[parent, default: []].append(name) }
                }
                // Scoped ones are kept already (above); a registration making a new object per resolution passes.
                for name in evidence.registered where !scopedServices.contains(name) { passing.insert(name) }
                for (name, context, isStored) in evidence.constructed where !parts[f].isTestFile {
                    if let context, testOrPreviewCode[f][context] { continue }
                    if isStored { storedConstructions.append((name, context.map { parts[f].types[$0].ownerNames } ?? [])) } else { passing.insert(name) }
                }
                for (name, owner) in evidence.constructedIntoLets where !parts[f].isTestFile && !testOrPreviewCode[f][owner] {
                    letConstructions.append((name, parts[f].types[owner].ownerNames))
                }
                // A maker's result is kept by the property its own type keeps it in; a maker no such property calls hands
                // its objects to whoever asks. (A call of the maker from elsewhere is not seen: the property's call
                // is taken as its use, as in a container's `lazy var queue = makeQueue()`.)
                for (name, maker, context) in evidence.makerResults where !parts[f].isTestFile {
                    if let context, testOrPreviewCode[f][context] { continue }
                    if let owners = makerKeepers[maker] { storedConstructions.append((name, owners)) } else { passing.insert(name) }
                }
                // A static keeps its object for good when nothing else is ever assigned to it and nothing clears it: one
                // site, run once (`Telemetry.helper = UsageHelper()` at launch). Assigned at two sites or cleared, the
                // objects it held before are let go.
                // A static's initializer keeps its object for good when nothing assigns the static at all.
                for (name, member, isInitializer) in evidence.staticallyKept where !parts[f].isTestFile {
                    // (One named for sharing says the app uses that one instance: `static var sharedWindow`; so does
                    // one given its object by code, a get-or-create.) A registry's static of another class
                    // (`static var open = ShortcutKey()`) keeps its object like one of the class's own.
                    if isInitializer, !(member.split(separator: ".").last?.hasPrefix("shared") ?? false), madeByThePlatformToo(name) {
                        passing.insert(name)
                        continue
                    }
                    let assignments = staticAssignments.sites[member]
                    let keeps = isInitializer ? assignments == nil
                        : assignments.map { !$0.isCleared && $0.setupPoints + $0.elsewhere == 1 } ?? false
                    if keeps { kept.insert(name) } else { passing.insert(name) }
                }
            }
        }

        /// The classes that live until exit when the classes named in `owners` do.
        func classes(storedBy owners: Set<String>, files: [FileFacts], sites: [String: [TypeSite]]) -> Set<String> {
            var kept = self.kept
            var passing = self.passing
            for (constructed, storedBy) in storedConstructions {
                if storedBy.contains(where: owners.contains) { kept.insert(constructed) } else { passing.insert(constructed) }
            }
            // Whether every instance running a class's code is kept for good: the class's own and its subclasses'.
            var verdicts: [String: Bool] = [:]
            func lives(_ name: String) -> Bool {
                if let known = verdicts[name] { return known }
                verdicts[name] = false  // a cycle of inheritance names proves nothing
                let subs = subclasses[name] ?? []
                let verdict = !passing.contains(name) && (kept.contains(name) || !subs.isEmpty) && subs.allSatisfy(lives)
                verdicts[name] = verdict
                return verdict
            }
            var result: Set<String> = []
            for name in kept.union(subclasses.keys) where lives(name) {
                for site in sites[name] ?? [] where files[site.file].types[site.type].kind.isReferenceKind {
                    result.insert(name)
                    result.insert(files[site.file].types[site.type].qualifiedName)
                }
            }
            return result
        }

        /// The classes that live as long as the classes named in `owners` because each of their app constructions is the
        /// value of a `let` of such a class (`let feed = FeedController()` in a window's root tab bar controller), and so
        /// on down: a `let` holds its object until its owner goes. A class constructed anywhere else, kept in a `var`
        /// (which a logout may replace), or with subclasses in the app is not one.
        func classes(heldByLetsOf owners: Set<String>, files: [FileFacts], sites: [String: [TypeSite]]) -> Set<String> {
            var storedCount: [String: Int] = [:]
            for (constructed, _) in storedConstructions { storedCount[constructed, default: 0] += 1 }
            var holders = owners
            var result: Set<String> = []
            while true {
                var heldCount: [String: Int] = [:]
                for (constructed, storedBy) in letConstructions where storedBy.contains(where: holders.contains) { heldCount[constructed, default: 0] += 1 }
                let found = heldCount.filter { name, held in
                    !holders.contains(name) && !passing.contains(name) && subclasses[name] == nil && held == storedCount[name]
                }.keys
                if found.isEmpty { return result }
                for name in found {
                    holders.insert(name)
                    result.insert(name)
                    // Code inside a nested class is known by its qualified name.
                    for site in sites[name] ?? [] { result.insert(files[site.file].types[site.type].qualifiedName) }
                }
            }
        }
    }
}

extension TypeKind {
    /// A class or an actor: instances with identity, which a cycle can keep alive.
    var isReferenceKind: Bool { self == .class || self == .actor }
}
