import CrosstalkFacts

/// Whole-program answers the retain-cycle and ownership rules and the graph share, computed once from every
/// file's facts: test case classes, process-lifetime objects, protocols that value types adopt, and the
/// members some code gives a newly constructed object.
///
/// Each file's part is read from its own facts (and the declaration index) on all cores; the parts are then merged
/// in file order, so the tables are the same for any number of cores.
struct WholeProgramTables: Sendable {
    /// Names (simple and qualified) of classes that are test case classes.
    var testCaseClasses: Set<String> = []
    /// Names (simple and qualified) of classes whose one instance lives until the process exits: process-lifetime
    /// singletons and application delegates.
    var processLifetimeClasses: Set<String> = []
    /// Protocols a struct or enum declared in the sources adopts, directly or through a protocol refining them.
    var valueAdoptedProtocols: Set<String> = []
    /// `Owner.member` for every member that some assignment gives a newly constructed object (owner by simple and
    /// qualified name).
    var constructedMembers: Set<String> = []
    /// `Owner.member` for every member of another object that some code gives its own `self` (`resultView.delegate =
    /// self`): the assigner holds the member's owner, or is held by it.
    var selfAssignedMembers: Set<String> = []
    /// Names of classes that the root views of the `App`'s scenes hold as `@StateObject`/`@State`.
    var windowRootStores: Set<String> = []
    /// File → type → whether the type is code of a test case class, a test double or a preview provider: what it
    /// constructs never exists in the app.
    var testOrPreviewCode: [[Bool]] = []
    /// The process-lifetime classes made at launch: singletons, application delegates, the stores an `App` struct
    /// owns, classes only `static let`s and global `let`s construct, and classes only those store (`hub =
    /// HubController()` in `applicationDidFinishLaunching`), one step down the ownership and no further.
    var launchObjectClasses: Set<String> = []
    /// Adopted name → the classes adopting it in their declaration or an extension (by simple name).
    var classAdopters: [String: Set<String>] = [:]
    /// Where objects made and dropped at once register themselves: `Receiver.member` for `scene.delegate = self` and
    /// `Receiver.method()` for `scene.setDelegate(self)` in the initializer of a class that some code constructs and
    /// discards (`_ = Presenter(scene: scene)`), by the receiver's declared type. What that member keeps, or the
    /// property that method stores its parameter into, is the object's only owner.
    var selfRegistrationSlots: Set<String> = []
    /// Names of properties Rx code gives only finite sequences (`finiteRxPropertyNames(_:)`).
    var finiteRxPropertyNames: Set<String> = []
    /// `Type.label` (the type by its qualified name) of the construction arguments in Rx code → whether every one is a
    /// sequence that ends by itself (`endingSequenceFields(_:sites:)`).
    var endingSequenceFields: [String: Bool] = [:]
    /// File → whether it imports a test framework (`Vocabulary.testFrameworkModules`).
    var testFiles: [Bool] = []
    /// Names of methods that Rx code declares and that, every declaration of them, return a sequence ending after
    /// its values (`func like(id:) -> Single<Void>`, an `Observable` made by `.create { …; observer.onCompleted() }`).
    var finiteRxMethodNames: Set<String> = []
    /// Names of methods that, every declaration of them, return a Combine publisher ending after its values
    /// (`func fetch() -> AnyPublisher<…>` made by `Deferred { Future { … } }`).
    var finitePublisherMethodNames: Set<String> = []

    /// Names (simple and qualified) of the structs adopting SwiftUI's `App`, in their declaration or an extension.
    var applicationEntries: Set<String> = []
    /// Names (as constructions write them) of the classes every construction of which outside tests and previews is
    /// sent one message and dropped (`PushRegistration(presenter: p).register(from: self)`), and there is one.
    var fireAndForgetClasses: Set<String> = []
    /// Where static members are assigned, read in the same pass over the files (`ProjectIndex.staticAssignments`
    /// takes it from here when these tables are built first, as in a lint run).
    var staticAssignments = StaticAssignmentTable()

    init() {}

    /// The structs adopting `App`: the adopter's names, whether it adopts it in its declaration or in an extension.
    static func applicationEntries(_ files: [FileFacts]) -> Set<String> {
        var result: Set<String> = []
        for f in files.indices {
            for t in files[f].types.indices where files[f].types[t].kind == .struct || files[f].types[t].kind == .extension {
                let inherited = files[f].types[t].inherits.flatMap(ProjectIndex.inheritedNames)
                if ProjectIndex.adoptsApplicationEntry(kind: files[f].types[t].kind, inherited: inherited) {
                    result.formUnion(WholeProgramTables.ownerNames(files[f].types[t]))
                }
            }
        }
        return result
    }

    /// `launchScreens`: the classes of the screens the app's launch storyboard shows from the start
    /// (`Storyboard.launchScreens`), which live as long as their window.
    init(files: [FileFacts], sites: [String: [TypeSite]], launchScreens: Set<String> = []) {
        applicationEntries = WholeProgramTables.applicationEntries(files)
        let entries = applicationEntries
        let parts = concurrentMap(count: files.count) { FilePart(file: $0, files: files, sites: sites, applicationEntries: entries) }
        var classInherits: [String: [String]] = [:]
        var protocolParents: [String: [String]] = [:]
        var valueAdopted: [String] = []
        // Parts are read by index here and below: binding each to a name would copy (retain) every array in it.
        for p in parts.indices {
            for (name, inherited) in parts[p].classInherits { classInherits[name, default: []] += inherited }
            for (name, inherited) in parts[p].protocolParents { protocolParents[name, default: []] += inherited }
            valueAdopted += parts[p].valueAdopted
        }
        // Test case classes: inherit a test case root through classes the sources declare.
        var verdicts: [String: Bool] = [:]
        func isTestCase(_ name: String, depth: Int) -> Bool {
            if Vocabulary.testCaseRoots.contains(name) { return true }
            if let known = verdicts[name] { return known }
            guard depth < 32, let parents = classInherits[name] else { return Vocabulary.isUndeclaredTestCaseRoot(name) }
            verdicts[name] = false
            let result = parents.contains { isTestCase($0, depth: depth + 1) }
            verdicts[name] = result
            return result
        }
        for name in classInherits.keys where isTestCase(name, depth: 0) { testCaseClasses.insert(name) }
        // Protocols adopted by value types, closed over refinement (`struct S: Refined` adopts `Refined`'s parents too).
        // A nested protocol is adopted by its qualified name (`struct D: NetworkManager.Delegate`) and declared by its
        // simple one: both spellings are recorded.
        var pending = valueAdopted
        while let name = pending.popLast() {
            let simple = ProjectIndex.simpleName(name)
            guard protocolParents[simple] != nil, valueAdoptedProtocols.insert(name).inserted else { continue }
            valueAdoptedProtocols.insert(simple)
            pending += protocolParents[simple] ?? []
        }
        testFiles = parts.map(\.isTestFile)
        // Singletons, application delegates (by a conformance in the class or any extension of it) and the stores an
        // `App` struct owns (`@StateObject var root = RootCoordinator()`), created once at launch.
        staticAssignments = StaticAssignmentTable(parts.map(\.staticAssignments))
        // The test and preview code, the window roots' stores, the singletons and what the facts alone tell (finite
        // sequences, scene delegates) need nothing of each other, and each pass keeps to one core: two halves side by side.
        let testCases = testCaseClasses, assignments = staticAssignments
        let ((code, rootViewStores), (singletons, fileScans)) = concurrently({
            var code = parts.map { part in
                part.types.map { part.isTestFile || $0.isNeverInApp || $0.ownerNames.contains(where: testCases.contains) }
            }
            WholeProgramTables.markPreviewOnlyTypes(parts: parts, testOrPreviewCode: &code)
            return (code, WholeProgramTables.windowRootStores(views: parts.flatMap(\.rootViews), files: files, sites: sites))
        }, {
            (WholeProgramTables.singletons(files: files, sites: sites, staticAssignments: assignments),
             (finiteMethods: WholeProgramTables.finiteSequenceMethodNames(files), finiteRxProperties: WholeProgramTables.finiteRxPropertyNames(files),
              endingFields: WholeProgramTables.endingSequenceFields(files, sites: sites), sceneDelegates: WholeProgramTables.sceneDelegates(files)))
        })
        testOrPreviewCode = code
        processLifetimeClasses = singletons
        for p in parts.indices { processLifetimeClasses.formUnion(parts[p].permanentClasses) }
        // What permanent objects build into their stored properties is permanent too: closed over ownership.
        // A view or controller class descends from a platform one (`class ChatCell: ThemedCell`, `class ThemedCell:
        // UITableViewCell`): the platform makes its instances too (a table dequeues cells), unseen.
        func descendsFromPlatformView(_ name: String, depth: Int) -> Bool {
            guard depth < 32, let parents = classInherits[name] else { return false }
            return parents.contains { parent in
                let base = TypeText.baseName(parent)
                return Vocabulary.isPlatformViewOrControllerClass(base) || descendsFromPlatformView(base, depth: depth + 1)
            }
        }
        let permanentEvidence = PermanentObjectEvidence(parts: parts, testOrPreviewCode: testOrPreviewCode, staticAssignments: staticAssignments,
                                                        madeByThePlatformToo: { descendsFromPlatformView($0, depth: 0) })
        // Made at launch: with those, the classes every app construction of which is a `static let` or a global `let`
        // (`static let liveValue = RelayHub()` of a dependency key), before what they store is followed.
        launchObjectClasses = processLifetimeClasses.union(permanentEvidence.classes(storedBy: [], files: files, sites: sites))
        // What those store is made at launch too; a view a permanent controller builds (and may rebuild) is not.
        launchObjectClasses.formUnion(permanentEvidence.classes(storedBy: launchObjectClasses, files: files, sites: sites))
        for _ in 0..<8 {
            let more = permanentEvidence.classes(storedBy: processLifetimeClasses, files: files, sites: sites)
            if more.isSubset(of: processLifetimeClasses) { break }
            processLifetimeClasses.formUnion(more)
        }
        // `Coordinator(navigationDelegate: Navigation())` with `init(navigationDelegate:)` storing it: the new object's
        // only owner is the property the initializer stores it in.
        var initStores: [String: [String]] = [:]
        for p in parts.indices {
            constructedMembers.formUnion(parts[p].constructedMembers)
            selfAssignedMembers.formUnion(parts[p].selfAssignedMembers)
            for a in parts[p].adoptions { classAdopters[a.adopted, default: []].insert(a.adopter) }
            for s in parts[p].initStores { initStores[s.argument, default: []].append(s.member) }
        }
        let discarded = Set(parts.flatMap(\.discardedConstructions))
        for p in parts.indices {
            for argument in parts[p].constructedInitArguments { constructedMembers.formUnion(initStores[argument] ?? []) }
            for r in parts[p].selfRegistrations where discarded.contains(r.registrant) { selfRegistrationSlots.insert(r.slot) }
        }
        // Of the types some app code sends one message and drops, those no other app construction keeps.
        var dropped: Set<String> = []
        for f in parts.indices {
            for c in parts[f].droppedConstructions where !(c.context.map { testOrPreviewCode[f][$0] } ?? false) { dropped.insert(c.name) }
        }
        if !dropped.isEmpty {
            var otherConstructions: [String: Int] = [:]
            for f in parts.indices where !parts[f].isTestFile {
                for c in parts[f].constructions where !c.inPreview && dropped.contains(c.name) && !(c.context.map { testOrPreviewCode[f][$0] } ?? false) {
                    otherConstructions[c.name, default: 0] += 1
                }
                for c in parts[f].droppedConstructions where !(c.context.map { testOrPreviewCode[f][$0] } ?? false) { otherConstructions[c.name, default: 0] -= 1 }
            }
            for (name, others) in otherConstructions where others == 0 { fireAndForgetClasses.insert(name) }
        }
        // A scene delegate, a storyboard's launch screen, and what they keep in their own stored properties
        // (`rootFlow = RootFlow(nav:)` as the scene connects, every construction of the class kept there), live as long
        // as their window. Below that, only what a `let` holds: what the root coordinator keeps in a `var` (a tab bar
        // flow dropped at logout) may be let go before.
        let sceneDelegates = fileScans.sceneDelegates.union(launchScreens)
        let keptBySceneDelegates = permanentEvidence.classes(storedBy: sceneDelegates.union(processLifetimeClasses), files: files, sites: sites)
            .subtracting(processLifetimeClasses)
        let windowRoots = rootViewStores.union(sceneDelegates).union(keptBySceneDelegates)
        windowRootStores = windowRoots.union(permanentEvidence.classes(heldByLetsOf: windowRoots, files: files, sites: sites).subtracting(processLifetimeClasses))
        (finiteRxMethodNames, finitePublisherMethodNames) = fileScans.finiteMethods
        finiteRxPropertyNames = fileScans.finiteRxProperties
        endingSequenceFields = fileScans.endingFields
    }

    /// Marks as preview code the types that only test or preview code constructs (`private struct PreviewWrapper:
    /// View` that a `#Preview` builds, and what it builds in turn): what they construct never exists in the app either.
    /// A type nothing constructs by name is left as it is.
    static func markPreviewOnlyTypes(parts: [FilePart], testOrPreviewCode: inout [[Bool]]) {
        typealias Construction = (file: Int, context: Int?, inPreview: Bool)
        var constructionsByName: [String: [Construction]] = [:]
        for f in parts.indices {
            for c in parts[f].constructions { constructionsByName[c.name, default: []].append((f, c.context, c.inPreview)) }
        }
        // Types some construction names, each with all of them; a type is marked once all of its are in preview code.
        var pending: [(file: Int, type: Int, constructions: [Construction])] = []
        for f in parts.indices {
            for t in parts[f].types.indices where !testOrPreviewCode[f][t] {
                let names = parts[f].types[t].ownerNames
                var constructions = constructionsByName[names[0]] ?? []
                if names.count > 1 && names[1] != names[0] { constructions += constructionsByName[names[1]] ?? [] }
                if !constructions.isEmpty { pending.append((f, t, constructions)) }
            }
        }
        var changed = true
        while changed {
            changed = false
            pending.removeAll { candidate in
                let previewOnly = candidate.constructions.allSatisfy { c in c.inPreview || (c.context.map { testOrPreviewCode[c.file][$0] } ?? false) }
                if previewOnly {
                    testOrPreviewCode[candidate.file][candidate.type] = true
                    changed = true
                }
                return previewOnly
            }
        }
    }

    /// What one type is, read once for every pass over the tables that asks.
    struct TypeTraits: Sendable {
        /// The names its members belong to (`ownerNames`).
        var ownerNames: [String]
        /// What it inherits, compositions split (`ProjectIndex.inheritedNames`).
        var inherited: [String]
        /// A test double or a preview provider: its code never runs in the app, whatever the test case classes are.
        var isNeverInApp: Bool
        /// The app's entry point or an extension of it (`ProjectIndex.isApplicationEntry`).
        var isApplicationEntry: Bool

        init(_ type: TypeFact, applicationEntries: Set<String>) {
            ownerNames = WholeProgramTables.ownerNames(type)
            inherited = type.inherits.flatMap(ProjectIndex.inheritedNames)
            // The first owner name ends with the second (`Outer.Inner`, `Inner`): a test double's word in one is in the first.
            isNeverInApp = Vocabulary.isTestDoubleName(ownerNames[0]) || Vocabulary.isSampleDataName(ownerNames[0])
                || inherited.contains(Vocabulary.previewProviderProtocol)
            isApplicationEntry = (type.kind == .struct || type.kind == .extension) && ownerNames.contains(where: applicationEntries.contains)
        }
    }

    /// What one file's facts give the tables.
    struct FilePart: Sendable {
        /// The file's types, in order.
        var types: [TypeTraits] = []
        /// Class name (qualified and simple) → what it inherits.
        var classInherits: [(name: String, inherited: [String])] = []
        /// What classes and extensions adopt, by the adopter's simple name: (adopted name, adopter).
        var adoptions: [(adopted: String, adopter: String)] = []
        /// Protocol name → what it refines.
        var protocolParents: [(name: String, inherited: [String])] = []
        /// What structs and enums (and extensions of those the sources declare) adopt.
        var valueAdopted: [String] = []
        /// Application delegates, the classes an `App` struct stores (created at launch, kept until exit) and classes
        /// whose instances retain themselves for good (`Unmanaged.passRetained(self)` with no release in their type).
        var permanentClasses: [String] = []
        var constructedMembers: [String] = []
        var selfAssignedMembers: [String] = []
        /// `Type|label` of an initializer parameter stored into a property → `Type.property` (simple and qualified type names).
        var initStores: [(argument: String, member: String)] = []
        /// `Type|label` of every argument of a construction that is itself a construction (`Coordinator(delegate: Navigation())`)
        /// or a local initialized by one.
        var constructedInitArguments: [String] = []
        /// Simple names of the types constructed and discarded: `_ = Presenter(scene: scene)`.
        var discardedConstructions: [String] = []
        /// Where initializers hand `self` to another object: the initializer's type (simple name) and
        /// `Receiver.member` (`scene.delegate = self`) or `Receiver.method()` (`scene.setDelegate(self)`).
        var selfRegistrations: [(registrant: String, slot: String)] = []
        var staticAssignments: [StaticAssignmentTable.Assignment] = []
        /// The views an `App` struct constructs in its scenes.
        var rootViews: [String] = []
        /// Every construction by type name, with the type of the code making it and whether it runs only in a preview.
        var constructions: [(name: String, context: Int?, inPreview: Bool)] = []
        /// Types (by `constructions`' names) some construction of which sends the new object one message and drops it
        /// (`ConstructionSiteFact.Place.discardedAfterCall`), with the type of the code making it.
        var droppedConstructions: [(name: String, context: Int?)] = []
        var evidence = PermanentObjectEvidence.FilePart()
        /// The file imports a test framework (XCTest, Swift Testing), which only a test target links: all of its code is
        /// test code (a `TestLocationProvider` double beside the test case class as much as the suite).
        var isTestFile = false

        init(file f: Int, files: [FileFacts], sites: [String: [TypeSite]], applicationEntries: Set<String>) {
            let facts = files[f]
            types = facts.types.map { TypeTraits($0, applicationEntries: applicationEntries) }
            isTestFile = facts.isTestFile
            for t in facts.types.indices {
                let traits = types[t]
                switch facts.types[t].kind {
                case .class:
                    classInherits.append((facts.types[t].qualifiedName, traits.inherited))
                    if facts.types[t].qualifiedName != facts.types[t].name { classInherits.append((facts.types[t].name, traits.inherited)) }
                case .protocol:
                    protocolParents.append((facts.types[t].name, traits.inherited))
                case .struct, .enum:
                    valueAdopted += traits.inherited
                case .extension:
                    if (sites[traits.ownerNames[0]] ?? []).contains(where: { let k = files[$0.file].types[$0.type].kind; return k == .struct || k == .enum }) {
                        valueAdopted += traits.inherited
                    }
                default:
                    break
                }
                let kind = facts.types[t].kind
                if kind == .class || kind == .extension, let adopter = traits.ownerNames.last {
                    for name in traits.inherited { adoptions.append((name, adopter)) }
                }
                if kind == .class || kind == .extension, traits.inherited.contains(where: {
                    Vocabulary.applicationDelegateProtocols.contains($0) || Vocabulary.extensionPrincipalClasses.contains($0)
                }) {
                    permanentClasses += traits.ownerNames
                }
                // Nothing hands the `App` values: whatever it stores (`let data: AppData` set in its `init`,
                // `@ObservedObject var state = AppState()`) it made, and keeps for the whole run.
                if traits.isApplicationEntry { permanentClasses += WholeProgramTables.ownedStores(of: t, in: facts, everyStoredProperty: true) }
            }
            // `@NSApplicationDelegateAdaptor(AppDelegate.self) var appDelegate`: the application delegate, whatever it inherits.
            for p in facts.properties where p.attributes.contains(where: Vocabulary.applicationDelegateAdaptors.contains) {
                permanentClasses += p.attributeTexts.compactMap(Vocabulary.adaptedApplicationDelegate)
            }
            for t in facts.selfRetainingTypes where !facts.unmanagedReleaseContexts.contains(where: { $0 == nil || $0 == t }) {
                permanentClasses += types[t].ownerNames
            }
            // The file's locals by name, looked up by the passes below: made once.
            let locals = LocalVariables(facts)
            (constructedMembers, selfAssignedMembers) = WholeProgramTables.assignedMembers(file: f, files: files, sites: sites, types: types, locals: locals)
            for s in facts.storedParameters where s.isInitializer {
                guard let t = s.context.type else { continue }
                for owner in types[t].ownerNames { initStores.append((ProjectIndex.simpleName(owner) + "|" + (s.label ?? ""), owner + "." + s.property)) }
            }
            for call in facts.calls where call.isConstruction {
                let path = call.callee.last == "init" ? call.callee.dropLast() : call.callee[...]
                let type = ProjectIndex.simpleName(TypeText.baseName(path.joined(separator: ".")))
                for a in call.arguments {
                    // `Controller(delegate: Presenter())`, or a local holding one: `let presenter = Presenter(…)` before.
                    var isConstruction = a.value == .construction
                    if a.value == .path, a.names.count == 1 {
                        isConstruction = locals.nearest(a.names[0], before: call.location.offset)?.initializer.map(Vocabulary.constructs) ?? false
                    }
                    if isConstruction { constructedInitArguments.append(type + "|" + (a.label ?? "")) }
                }
            }
            for a in facts.assignments where a.value == .constructed && a.target == ["_"] {
                var head = a.constructedTypeText
                if head.hasSuffix(".init") { head = head.dropLast(5) }
                guard let first = head.first, first.isUppercase else { continue }
                discardedConstructions.append(ProjectIndex.simpleName(TypeText.baseName(String(head))))
            }
            selfRegistrations = WholeProgramTables.selfRegistrations(file: f, files: files, sites: sites, types: types, locals: locals)
            staticAssignments = StaticAssignmentTable.assignments(in: facts, sites: sites, ownerNames: types.map(\.ownerNames))
            for site in facts.constructionSites {
                let name = TypeText.baseName(site.typeName)
                constructions.append((name, site.contextType, site.place == .preview))
                // `PromptBuilder(title:).whenDismissed { … }.show(from: self)`: made, sent its messages and dropped.
                if site.place == .discardedAfterCall {
                    discardedConstructions.append(ProjectIndex.simpleName(name))
                    if !isTestFile { droppedConstructions.append((name, site.contextType)) }
                }
                guard site.place == .code, let t = site.contextType, types[t].isApplicationEntry else { continue }
                rootViews.append(name)
            }
            evidence = PermanentObjectEvidence.FilePart(file: f, files: files, sites: sites, types: types)
        }
    }

    /// The type `type` of the sources declares a static method `method` returning the type itself (`static func
    /// make(…) -> RowTableDelegate`, `-> Self`).
    static func makesItsOwnType(_ type: String, method: String, files: [FileFacts], sites: [String: [TypeSite]]) -> Bool {
        (sites[type] ?? []).contains { site in
            files[site.file].methods.contains { m in
                m.owner == site.type && m.isStatic && m.name == method
                    && m.resultType.map { [type, "Self"].contains(TypeText.baseName(TypeText.unwrapped($0))) } == true
            }
        }
    }

    /// The type `type` of the sources declares a method `method` whose result is a construction (`static func
    /// makeLoaderDelegate(…) -> AVAssetResourceLoaderDelegate { AuthLoader(…) }`, `FactoryResultFact`): each call
    /// hands out a new object.
    static func makesANewObject(_ type: String, method: String, files: [FileFacts], sites: [String: [TypeSite]]) -> Bool {
        (sites[type] ?? []).contains { site in
            files[site.file].factoryResults.contains { $0.method == method && $0.context.type == site.type }
        }
    }

    /// Members given a new object in file `f`: `delegate = Foo()`, `self.delegate = .init(…)`, `self.delegate = d`
    /// after `let d = Foo()`, `zone.delegate = ZoneDelegate()` where `zone`'s declared type is the owner, the result
    /// of a maker whose body constructs it (`loaderDelegate = Helpers.makeLoaderDelegate(user:)`), and
    /// `Provider.shared.delegate = host` (the owner's singleton).
    static func assignedMembers(file f: Int, files: [FileFacts], sites: [String: [TypeSite]], types: [TypeTraits], locals: LocalVariables)
        -> (constructed: [String], givenSelf: [String]) {
        var result: [String] = []
        var givenSelf: [String] = []
        let facts = files[f]
        for a in facts.assignments where a.value == .constructed || (a.value == .selfReference && a.target.count >= 2 && a.target[0] != "self")
            || (a.value == .reference && !a.valueText.utf8.contains(UInt8(ascii: "."))) || a.value == .callResult {
            if a.value == .reference {
                guard let local = locals.nearest(a.valueText, before: a.location.offset),
                      let initializer = local.initializer, Vocabulary.constructs(initializer, sites: sites) else { continue }
            }
            // `self.delegate = iOSNetworkingDelegate()`: a call of a type whose name starts lowercase; `tableDelegate =
            // RowTableDelegate.make(selectDelegate: self)`: a static maker of a type of the sources.
            if a.value == .callResult {
                guard let open = a.valueText.firstIndex(of: "(") else { continue }
                let callee = a.valueText[..<open]
                if let dot = callee.firstIndex(of: ".") {
                    // Most call results are member calls (`service.make()`): a dotted callee counts only as a type's own maker.
                    let type = callee[..<dot], method = callee[callee.index(after: dot)...]
                    guard type.first?.isUppercase == true, !method.contains("."),
                          (Vocabulary.isStaticFactoryName(String(method)) && makesItsOwnType(String(type), method: String(method), files: files, sites: sites))
                            || makesANewObject(String(type), method: String(method), files: files, sites: sites) else { continue }
                } else {
                    let own = a.context.type.map { facts.types[$0].ownerName }
                    guard Vocabulary.isLowercaseTypeCall(String(callee), sites: sites)
                        || own.map({ makesANewObject($0, method: String(callee), files: files, sites: sites) }) == true else { continue }
                }
            }
            let member = a.target[a.target.count - 1]
            var owners: [String] = []
            if a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self") {
                guard let t = a.context.type else { continue }
                owners = types[t].ownerNames
            } else if a.target.count == 2, let type = declaredType(of: a.target[0], file: f, files: files, sites: sites, locals: locals,
                                                                   before: a.location.offset, context: a.context, types: types) {
                // `toggle.delegate = Handler()` with `toggle: ToggleAttachment`: the member may be its superclass's.
                owners = [type, ProjectIndex.simpleName(type)] + declaredSuperclasses(of: ProjectIndex.simpleName(type), files: files, sites: sites)
            } else if a.target.count == 3, a.target[0].first?.isUppercase == true, Vocabulary.singletonNameSet.contains(a.target[1]) {
                // `Provider.shared.delegate = host`: the singleton's own property.
                owners = [a.target[0]]
            }
            if a.value == .selfReference {
                // `resultView.delegate = self`: only another object's member is given its assigner.
                if a.target.count >= 2 && a.target[0] != "self" { givenSelf += owners.map { $0 + "." + member } }
            } else {
                result += owners.map { $0 + "." + member }
            }
        }
        return (result, givenSelf)
    }

    /// Where the initializers of file `f` hand `self` to another object whose type is written: `scene.delegate = self`
    /// gives `Receiver.delegate`, `scene.setDelegate(self)` gives `Receiver.setDelegate()` (receiver by declared type,
    /// simple and qualified).
    static func selfRegistrations(file f: Int, files: [FileFacts], sites: [String: [TypeSite]], types: [TypeTraits], locals: LocalVariables)
        -> [(registrant: String, slot: String)] {
        let facts = files[f]
        var result: [(registrant: String, slot: String)] = []
        func note(receiver path: ArraySlice<String>, slot: String, context: CodeContext, offset: Int) {
            guard let t = context.type, path.count == 1 else { return }
            guard let receiver = declaredType(of: path.first!, file: f, files: files, sites: sites, locals: locals, before: offset,
                                              context: context, types: types) else { return }
            let registrant = ProjectIndex.simpleName(types[t].ownerNames[0])
            for name in Set([receiver, ProjectIndex.simpleName(receiver)]) { result.append((registrant, name + "." + slot)) }
        }
        for a in facts.assignments where a.value == .selfReference && a.context.member == "init" && a.target.count >= 2 && a.target[0] != "self" {
            note(receiver: a.target.dropLast(), slot: a.target.last!, context: a.context, offset: a.location.offset)
        }
        for call in facts.calls where !call.isConstruction && call.context.member == "init" && call.callee.count >= 2
            && call.arguments.contains(where: { $0.value == .selfReference }) {
            let receiver = call.callee.first == "self" ? call.callee.dropFirst().dropLast() : call.callee.dropLast()
            note(receiver: receiver, slot: call.callee.last! + "()", context: call.context, offset: call.location.offset)
        }
        return result
    }

    /// The classes of the sources that class `name` inherits from, nearest first.
    static func declaredSuperclasses(of name: String, files: [FileFacts], sites: [String: [TypeSite]]) -> [String] {
        var result: [String] = []
        var current = name
        while result.count < 16 {
            let parent = (sites[current] ?? []).lazy.compactMap { site -> String? in
                let fact = files[site.file].types[site.type]
                guard fact.kind == .class, let first = fact.inherits.first else { return nil }
                let parent = TypeText.baseName(first)
                return (sites[parent] ?? []).contains { files[$0.file].types[$0.type].kind == .class } ? parent : nil
            }.first
            guard let parent, !result.contains(parent), parent != name else { break }
            result.append(parent)
            current = parent
        }
        return result
    }

    /// The names a type fact's members belong to: qualified and simple name, or an extension's extended type.
    static func ownerNames(_ type: TypeFact) -> [String] {
        if type.kind == .extension {
            let base = TypeText.baseName(type.name)
            return [base, ProjectIndex.simpleName(base)]
        }
        return [type.qualifiedName, type.name]
    }

    /// The local variables of one file by name, in source order: looking one up by scanning every property of the
    /// file per assignment made large files quadratic.
    struct LocalVariables {
        let facts: FileFacts
        let byName: [String: [Int]]

        init(_ facts: FileFacts) {
            self.facts = facts
            var byName: [String: [Int]] = [:]
            for i in facts.properties.indices where facts.properties[i].isLocal { byName[facts.properties[i].name, default: []].append(i) }
            self.byName = byName
        }

        /// The nearest local variable `name` declared before `offset`.
        func nearest(_ name: String, before offset: Int) -> PropertyFact? {
            var best: PropertyFact?
            for i in byName[name] ?? [] {
                if facts.properties[i].location.offset < offset { best = facts.properties[i] } else { break }
            }
            return best
        }
    }

    /// The written type of `name` where code in `context` uses it: a local declared before (annotated, or
    /// initialized by a construction), else a property of the enclosing type; nil when not written.
    static func declaredType(of name: String, file: Int, files: [FileFacts], sites: [String: [TypeSite]], locals: LocalVariables, before offset: Int,
                             context: CodeContext, types: [TypeTraits]) -> String? {
        func typeName(_ p: PropertyFact) -> String? {
            if let text = p.typeText, !p.isClosureTyped { return TypeText.baseName(TypeText.unwrapped(text)) }
            if let i = p.initializer, Vocabulary.constructs(i), let root = i.root { return TypeText.baseName(root) }
            return nil
        }
        if let local = locals.nearest(name, before: offset) { return typeName(local) }
        guard let t = context.type else { return nil }
        for owner in types[t].ownerNames {
            for site in sites[owner] ?? [] {
                for p in files[site.file].properties where p.owner == site.type && p.name == name { return typeName(p) }
            }
        }
        return nil
    }
}

extension Vocabulary {
    /// The initializer creates a new object: `Foo()`, `Foo.init()`, `.init()`, `Module.Foo()`, `{ … }()`; a factory
    /// call (`Foo.make()`) does not.
    public static func constructs(_ i: InitializerFact) -> Bool {
        guard i.isCall else { return false }
        if i.isClosure { return true }
        guard let last = i.members.last ?? i.root.map(TypeText.baseName) else { return false }
        if last == "init" { return true }
        // `Foo.make()` is a factory, `Foo()` / `Module.Foo()` a construction: capitalized names are types.
        return i.root != nil && (last.first?.isUppercase ?? false)
    }

    /// A construction handed straight to a type eraser (`AlertsViewModel().eraseToAnyViewModel()`): the eraser keeps
    /// the new object, so whoever keeps the result keeps it.
    public static func constructsErased(_ i: InitializerFact) -> Bool {
        guard i.isCall, let root = i.root, root.first?.isUppercase == true, !i.members.isEmpty,
              i.members.allSatisfy({ $0.hasPrefix("eraseTo") }) else { return false }
        return i.text.hasPrefix(root + "(")
    }

    /// `constructs`, or a call of a type the sources declare under a name that starts lowercase (`iOSNetworkingDelegate()`):
    /// capitalization is only the usual spelling of a type, the declaration decides.
    public static func constructs(_ i: InitializerFact, sites: [String: [TypeSite]]) -> Bool {
        constructs(i) || (i.isCall && !i.isClosure && i.members.isEmpty && i.root.map { isLowercaseTypeCall($0, sites: sites) } == true)
    }

    /// `name` (a call's callee, `iOSNetworkingDelegate`) is no capitalized name, and the sources declare a type so named.
    public static func isLowercaseTypeCall(_ name: String, sites: [String: [TypeSite]]) -> Bool {
        name.first?.isUppercase == false && sites[name] != nil
    }

    /// The class a property or local holds, by its written type (`let box: SessionBox`, `var scanner: Scanner?`) or
    /// else the type its initializer constructs (`let loader = CatalogLoader()`), or the standard type of its literal
    /// value (`var handled = false` holds a `Bool`); nil when none tells.
    public static func heldTypeName(_ p: PropertyFact) -> String? {
        if let text = p.typeText { return TypeText.baseName(TypeText.unwrapped(text)) }
        guard let i = p.initializer else { return nil }
        if constructs(i) { return i.root.map(TypeText.baseName) }
        return literalTypeName(i.text)
    }

    /// The standard type a literal's text is of (`false` → `Bool`, `0` → `Int`, `0.5` → `Double`, `"…"` → `String`);
    /// nil for anything else.
    static func literalTypeName(_ text: String) -> String? {
        if text == "true" || text == "false" { return "Bool" }
        if text.hasPrefix("\"") { return "String" }
        guard let first = text.first, first.isNumber || first == "-", text.dropFirst().allSatisfy({ $0.isNumber || $0 == "." || $0 == "_" }) else { return nil }
        return text.contains(".") ? "Double" : "Int"
    }

    /// `NSEvent.ModifierFlags` written in a type `ModifierFlags`: a dotted type path that is not the type's own
    /// nesting (`Outer.Type`, or its end). A module-qualified `Module.Type` reads the same as a nested platform type
    /// and is taken as another type too: a missed singleton costs less than a wrong one.
    public static func writesAnotherTypesPath(_ typeText: String, qualifiedName: String) -> Bool {
        let unwrapped = TypeText.unwrapped(typeText)
        let path = unwrapped.split(separator: "<", maxSplits: 1).first.map(String.init) ?? unwrapped
        return path.contains(".") && path != qualifiedName && !qualifiedName.hasSuffix("." + path)
    }

    /// A static property holding an instance of the type `name`: annotated with it (or `Self`), or initialized by
    /// constructing it (`Config()`, `Config.init()`, `.init()`, `Self()`).
    public static func holdsInstance(_ p: PropertyFact, of name: String, qualifiedName: String) -> Bool {
        guard p.isStatic, !p.isClosureTyped else { return false }
        func isOwn(_ written: String) -> Bool { written == name || written == "Self" || written == qualifiedName }
        if let text = p.typeText { return !writesAnotherTypesPath(text, qualifiedName: qualifiedName) && isOwn(TypeText.baseName(TypeText.unwrapped(text))) }
        if let i = p.initializer {
            if let root = i.root { return (i.members.isEmpty || i.members == ["init"]) && (i.isCall || i.members == ["init"]) && isOwn(TypeText.baseName(root)) }
            return i.members.first == "init"
        }
        return false
    }
}

extension ProjectIndex {
    /// The names a code context's type goes by: its qualified name, or for an extension the extended type's name.
    func contextNames(file: Int, type: Int) -> [String] {
        let fact = files[file].types[type]
        return fact.kind == .extension ? WholeProgramTables.ownerNames(fact) : [fact.qualifiedName]
    }

    /// Code in type `type` of `file` belongs to a test case class (docs/rules.md, "Test case classes"): a class that
    /// inherits `XCTestCase`, `QuickSpec` or `AsyncSpec`, directly or through classes the sources declare, or an
    /// extension of one.
    public func isTestCaseClass(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        if fact.kind == .class, fact.inherits.contains(where: { Vocabulary.isUndeclaredTestCaseRoot($0) && sites[$0] == nil }) { return true }
        guard fact.kind == .class || fact.kind == .extension else { return false }
        return contextNames(file: file, type: type).contains(where: lifetimes.testCaseClasses.contains)
    }

    /// Code in type `type` of `file` belongs to a test double: a class whose name has `Mock`, `Spy`, `Stub`, `Fake`, `Dummy` or `Capturing` as a word (`ClientMock`, `MockClient`, `KeychainMockProvider`)
    /// (or an extension of one), which records what it is given for a test to inspect.
    public func isTestDouble(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        guard fact.kind == .class || fact.kind == .extension else { return false }
        return contextNames(file: file, type: type).contains(where: Vocabulary.isTestDoubleName)
    }

    /// Code in type `type` of `file` belongs to a process-lifetime object (docs/rules.md, "Process-lifetime
    /// objects"): a class whose every initializer is private or fileprivate and that holds a `static let` instance of
    /// itself, or an application delegate, or an extension of one. It is created once and never freed.
    public func isProcessLifetimeObject(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        guard fact.kind.isReferenceKind || fact.kind == .extension else { return false }
        return contextNames(file: file, type: type).contains(where: lifetimes.processLifetimeClasses.contains)
    }

    /// Code in type `type` of `file` is test code: a test case class, a test double, or any type of a file that imports
    /// Swift Testing (a suite).
    public func isTestCode(file: Int, type: Int) -> Bool {
        lifetimes.testFiles[file] || isTestCaseClass(file: file, type: type) || isTestDouble(file: file, type: type)
    }

    /// Code of `file` in type `type` (nil: top-level code) never runs in the app: test code (`isTestCode`) or a
    /// preview, and what only tests and previews construct.
    public func isTestOrPreviewCode(file: Int, type: Int?) -> Bool {
        guard let type else { return lifetimes.testFiles[file] }
        return lifetimes.testOrPreviewCode[file][type]
    }

    /// Code in type `type` of `file` belongs to a class every construction of which in the app is sent one message and
    /// dropped (`PushRegistration(presenter: p).register(from: self)`): nothing keeps it but what it hands out, and a
    /// strong `self` in the callbacks it sets is what keeps it alive until they run.
    public func isFireAndForgetObject(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        guard fact.kind == .class || fact.kind == .extension else { return false }
        return contextNames(file: file, type: type).contains { lifetimes.fireAndForgetClasses.contains($0) || lifetimes.fireAndForgetClasses.contains(ProjectIndex.simpleName($0)) }
    }

    /// Protocol `name` is adopted only by objects made at launch — singletons, application delegates, stores the `App`
    /// owns and what those store (`protocol ModalDelegate` adopted by the application delegate alone) — and by one
    /// at least: what such a property holds frees nothing later. Objects permanent only because a permanent
    /// controller stores them do not count: a view such a controller rebuilds is not.
    public func isAdoptedOnlyByLaunchObjects(_ name: String) -> Bool {
        guard !isAdoptedByValueType(name), let adopters = lifetimes.classAdopters[name], !adopters.isEmpty else { return false }
        return adopters.allSatisfy(lifetimes.launchObjectClasses.contains)
    }

    /// Stored property `member` of the type of code context `type` in `file` is where an object made and dropped at once
    /// registers itself (`_ = Presenter(scene: scene)`, whose initializer calls `scene.setDelegate(self)` or sets
    /// `scene.delegate = self`): the property, or the property its method stores its parameter into, is that object's
    /// only owner, and `weak` would free it at once.
    public func isSelfRegistrationSlot(member: String, file: Int, type: Int) -> Bool {
        let slots = lifetimes.selfRegistrationSlots
        guard !slots.isEmpty else { return false }
        if isAssigned(member: member, file: file, type: type, in: slots) { return true }
        let owners = Set(contextNames(file: file, type: type))
        return files[file].storedParameters.contains { s in
            guard !s.isInitializer, s.property == member, let t = s.context.type, !owners.isDisjoint(with: contextNames(file: file, type: t)) else { return false }
            return isAssigned(member: s.function + "()", file: file, type: t, in: slots)
        }
    }

    /// Every stored property of a class the sources declare with type `name` (alone or optional) owns what it holds:
    /// it is given a newly constructed object (`isGivenConstructedObject`, or its initializer makes one) and never an
    /// object that gives itself, or is where an object made and dropped at
    /// once registers itself (`isSelfRegistrationSlot`); and there is one. Making `name` class-bound would only invite a
    /// `weak` that frees those objects.
    public func isHeldOnlyByOwningReferences(_ name: String) -> Bool {
        guard let sites = referenceTypeProperties[name], !sites.isEmpty else { return false }
        return sites.allSatisfy { site in
            let p = files[site.file].properties[site.index]
            // `lazy var transfer: TransferDelegate = { …; return ImageTransfer() }()` owns what it makes, like an assignment
            // of a new object; one some other object also gives itself is a back reference.
            let owns = isGivenConstructedObject(member: p.name, file: site.file, type: p.owner!)
                || p.initializer.map { Vocabulary.constructs($0, sites: self.sites) } == true
            return (owns && !isGivenSelf(member: p.name, file: site.file, type: p.owner!)) || isSelfRegistrationSlot(member: p.name, file: site.file, type: p.owner!)
        }
    }

    /// A struct or enum declared in the sources adopts protocol `name` (in its declaration or an extension,
    /// directly or through a protocol refining it): the protocol cannot be class-bound.
    public func isAdoptedByValueType(_ name: String) -> Bool { lifetimes.valueAdoptedProtocols.contains(name) }

    /// Some property, local or parameter anywhere in the sources is written with type `name`, a name ending in
    /// `Delegate` (alone, optional, in a collection or a generic argument: `weak var delegate: P?`, `[P]`, `Weak<P>`).
    public func isWrittenAsReferenceType(_ name: String) -> Bool { writtenDelegateTypeNames.isWritten(name) }

    /// Some stored property (or protocol requirement) anywhere in the sources is written with type `name`, a name
    /// ending in `Delegate` (alone, optional, in a collection or a generic argument): something keeps a reference of
    /// that type beyond one call.
    public func isWrittenAsStoredType(_ name: String) -> Bool { writtenDelegateTypeNames.isStored(name) }

    /// Some assignment anywhere in the sources gives member `member` of the type of code context `type` in `file`
    /// a newly constructed object (inside the owner, or from another type through a base declared as the owner or
    /// as a protocol the owner adopts, `viewController.transitionManager = manager` with `viewController:
    /// CustomPresentable`): that member is the object's only owner.
    public func isGivenConstructedObject(member: String, file: Int, type: Int) -> Bool {
        isAssigned(member: member, file: file, type: type, in: lifetimes.constructedMembers)
    }

    /// Some code gives member `member` of the type of code context `type` in `file` its own `self`
    /// (`searchResultView.delegate = self` with `searchResultView: SearchResultView`), as `isGivenConstructedObject`
    /// finds the owner.
    public func isGivenSelf(member: String, file: Int, type: Int) -> Bool {
        isAssigned(member: member, file: file, type: type, in: lifetimes.selfAssignedMembers)
    }

    private func isAssigned(member: String, file: Int, type: Int, in members: Set<String>) -> Bool {
        var pending = WholeProgramTables.ownerNames(files[file].types[type])
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if members.contains(name + "." + member) { return true }
            pending += conformances(of: name).flatMap(ProjectIndex.inheritedNames)
        }
        return false
    }
}
