import CrosstalkFacts

/// The tables every file's facts are resolved against, built once per graph from the whole project and never changed
/// after: type names (qualified and simple) → nodes, node → members, member name → declaring nodes (for the name
/// fallback), what each node inherits, singletons and the wiring tables. Resolving a file only reads them, so files
/// are resolved on all cores.
struct GraphTables {
    let index: ProjectIndex
    let files: [FileFacts]
    let configuration: ArchitectureConfiguration
    let options: CommunicationGraph.BuildOptions

    /// File → its primary module (the first of `fileModules`).
    var fileModule: [String] = []
    /// File → every module (target) compiling it.
    var fileModules: [[String]] = []
    /// File → the number of its `fileModules` list among the distinct ones (`moduleListCount` of them): many files share
    /// a list, so whether two lists' targets can meet is asked once per pair of lists.
    var moduleList: [Int] = []
    var moduleListCount = 0
    /// Which targets see which: an edge needs a target that sees both ends.
    var visibility = TargetVisibility(targets: [])
    /// File → only test targets compile it (a test target's support file, which need not import XCTest itself).
    var compiledOnlyByTests: [Bool] = []
    /// File → no target compiles it though its project's targets list sources (`ModuleResolver.Placements`): its
    /// types are no part of the app, and get no node.
    var compiledByNoTarget: [Bool] = []
    var infos: [TypeNodeInfo] = []
    var byQualified: [String: [Int]] = [:]
    var bySimple: [String: [Int]] = [:]
    var moduleNames: Set<String> = []
    /// Names (simple and qualified) that a `private`/`fileprivate` type bears: looked up, they depend on the file.
    var filePrivateNames: Set<String> = []
    /// First components of names whose lookup depends on more than the context's module (`lookupDependsOnScope`).
    var scopeDependentHeads: Set<String> = []
    /// File → type index → node (-1: an extension of a type the sources do not declare).
    var nodeOfType: [[Int]] = []
    /// Properties declared in extensions of types the sources do not declare (`extension DependencyValues { var
    /// modelContext: … }`): a receiver of unknown type using one of these names may be that outside type.
    var propertiesOfOutsideExtensions: Set<String> = []
    /// (node, member name) → its first declaration, flat: one hash per lookup, no per-node dictionaries or
    /// per-member arrays to allocate (a second declaration of the same name is an overload or an `#if` twin).
    var properties: [NodeMember: MemberRef] = [:]
    var methods: [NodeMember: MemberRef] = [:]
    var propertyOwners: [String: [Int]] = [:]
    var methodOwners: [String: [Int]] = [:]
    var inheritNodes: [[Int]] = []
    var conformanceNames: [Set<String>] = []
    /// File → property index → the normalized annotated type name of a member property (`ProfileDelegate` for
    /// `(any ProfileDelegate)?`); nil for locals and untyped properties.
    var propertyTypeNames: [[String?]] = []
    /// Names of static properties that hold their own type somewhere (candidates for singleton references).
    var singletonMembers: Set<String> = []
    /// Node → singleton member name → the property (sets of presets left out).
    var singletonOwners: [Int: [String: MemberRef]] = [:]
    /// Names of closure-typed properties anywhere (candidates for closure injection).
    var closureMembers: Set<String> = []
    /// Constructor injection, callback registration and SwiftUI stores (`GraphBuilder+Wiring.swift`).
    var wiring = WiringTables()
    /// Node → initializer argument label → the property its initializer stores the parameter into
    /// (`init(delegate: PlayerDelegate) { self.delegate = delegate }`), from the facts' stored parameters.
    var initStoredParameters: [Int: [String: String]] = [:]
    /// (node, function name) → the parameters it hands to a property (`GraphBuilder+DelegateParameters.swift`).
    var delegateParameters: [NodeMember: [HandedParameter]] = [:]
    /// Node → the generic parameters of its declaration, and every such name (`GraphTables+GenericParameters.swift`).
    var genericParameters: [Int: [GenericParameter]] = [:]
    var genericParameterNames: Set<String> = []
    /// The type lookups `buildFileWiring` made: every graph builder's cache starts from them, since the types
    /// constructed are the ones the builders look up again.
    var typeLookups = TypeLookupCache()

    /// The tables of `index`'s files, with modules from `configuration`.
    init(index: ProjectIndex, configuration: ArchitectureConfiguration, options: CommunicationGraph.BuildOptions) {
        self.index = index
        self.files = index.files
        self.configuration = configuration
        self.options = options
        buildTables()
    }
}

extension GraphTables {
    // MARK: tables

    /// Fills every table from the facts.
    mutating func buildTables() {
        // Each step is spread over all cores on its own (the Xcode projects, the files' modules, the written types):
        // run side by side, the steps nested inside would each keep to one core.
        // The one whole-program table the graph reads (static assignments, for named values) first, on its own: asked
        // for inside the member half below, its per-file pass would keep to that half's one core.
        _ = index.staticAssignments
        let resolver = ModuleResolver(layout: configuration.layout, configuredModules: configuration.modules)
        let placements = resolver.placements(for: files.indices.map { files[$0].path })
        fileModules = placements.modules
        var listNumbers: [[String]: Int] = [:]
        moduleList = fileModules.map { list in
            if let known = listNumbers[list] { return known }
            listNumbers[list] = listNumbers.count
            return listNumbers.count - 1
        }
        moduleListCount = listNumbers.count
        compiledByNoTarget = placements.compiledByNoTarget
        fileModule = fileModules.map { $0[0] }
        visibility = resolver.visibility
        compiledOnlyByTests = resolver.compiledOnlyByTests(moduleLists: fileModules)
        propertyTypeNames = GraphTables.normalizedMemberTypes(files)
        // Numbering the nodes keeps to one core; the notification model reads only the facts, so it is built beside it.
        let unnumbered = self, index = index
        let (numbered, _) = concurrently({
            var tables = unnumbered
            tables.buildNodes()
            return tables
        }, { _ = index.notifications })
        self = numbered
        // The property tables, the method tables, what each node inherits and what role each type plays do not depend on
        // each other: each is built beside the others (the property half is the largest).
        let nodes = self
        let ((members, staticSelfMembers), (methodHalf, lineage)) = concurrently({
            var tables = nodes
            let staticSelfMembers = tables.buildPropertyTables()
            return (tables, staticSelfMembers)
        }, {
            concurrently({
                var tables = nodes
                tables.buildMethodTables()
                tables.buildDelegateParameterTables()
                return tables
            }, {
                var tables = nodes
                tables.buildGenericParameters()
                tables.buildInheritNodes()
                tables.noteTypeRoles()
                return tables
            })
        })
        // The property half's copy becomes the tables; the other halves give their own fields.
        self = members
        methods = methodHalf.methods
        methodOwners = methodHalf.methodOwners
        delegateParameters = methodHalf.delegateParameters
        buildSingletonTables(staticSelfMembers)
        genericParameters = lineage.genericParameters
        genericParameterNames = lineage.genericParameterNames
        scopeDependentHeads = lineage.scopeDependentHeads
        inheritNodes = lineage.inheritNodes
        conformanceNames = lineage.conformanceNames
        wiring = lineage.wiring
        buildWiringTables()
    }

    /// Numbers the nodes (every declaration of the sources a target compiles), points each file's types and extensions
    /// at theirs, and lists what each node inherits.
    mutating func buildNodes() {
        // Size the big tables once: growing them rehashes every String key again. Files are counted by index: `map`
        // and `reduce` over the facts would copy each file's (a retain of every array and string in it).
        byQualified.reserveCapacity(files.indices.reduce(0) { $0 + files[$1].types.count })
        moduleNames = Set(fileModule)
        var moduleIndex: [String: Int] = [:]
        for (i, m) in moduleNames.sorted().enumerated() { moduleIndex[m] = i }
        // A `private`/`fileprivate` type is its file's own: two files' `private final class Weak` are two types.
        struct NodeKey: Hashable { var module: Int; var name: String; var file: Int }
        var nodeByKey: [NodeKey: Int] = [:]
        nodeOfType = files.indices.map { [Int](repeating: -1, count: files[$0].types.count) }
        // Declarations first, so extensions can find them. Fields are read by index throughout: binding a file's facts
        // or a TypeFact to a name copies (retains) every string in it.
        for f in files.indices where !compiledByNoTarget[f] {
            let types = files[f].types
            for t in types.indices where types[t].kind != .extension {
                let qualifiedName = types[t].qualifiedName
                let isFilePrivate = types[t].modifiers.contains { $0 == "private" || $0 == "fileprivate" }
                let key = NodeKey(module: moduleIndex[fileModule[f]]!, name: qualifiedName, file: isFilePrivate ? f : -1)
                if let n = nodeByKey[key] {
                    nodeOfType[f][t] = n
                    continue
                }
                let n = infos.count
                infos.append(TypeNodeInfo(qualifiedName: qualifiedName, simpleName: types[t].name, module: fileModule[f], moduleIndex: moduleIndex[fileModule[f]]!,
                                          kind: types[t].kind, isPublic: types[t].modifiers.contains(where: Vocabulary.isPublicModifier),
                                          isFilePrivate: isFilePrivate, file: f, location: types[t].location,
                                          superclassArguments: types[t].superclassArguments))
                nodeByKey[key] = n
                nodeOfType[f][t] = n
                byQualified[qualifiedName, default: []].append(n)
                if qualifiedName != types[t].name { bySimple[types[t].name, default: []].append(n) }
                if isFilePrivate { filePrivateNames.formUnion([qualifiedName, types[t].name]) }
            }
        }
        for f in files.indices where !compiledByNoTarget[f] {
            let types = files[f].types
            var extendsOutsideType = false
            for t in types.indices where types[t].kind == .extension {
                let name = types[t].name
                var hits = byQualified[name] ?? []
                if hits.isEmpty, let dot = name.firstIndex(of: "."), moduleNames.contains(String(name[..<dot])) {
                    hits = byQualified[String(name[name.index(after: dot)...])] ?? []
                }
                if hits.isEmpty {
                    extendsOutsideType = true
                    continue
                }
                nodeOfType[f][t] = hits.first { infos[$0].file == f } ?? hits.first { infos[$0].module == fileModule[f] && !infos[$0].isFilePrivate } ?? hits[0]
            }
            // One pass over the file's properties, and only in a file extending a type from outside the sources.
            guard extendsOutsideType else { continue }
            for p in files[f].properties where !p.isLocal {
                if let o = p.owner, types[o].kind == .extension, nodeOfType[f][o] < 0 { propertiesOfOutsideExtensions.insert(p.name) }
            }
        }
        // The declaration's own list first, then its extensions': the superclass is the first name of the
        // declaration (`TabsController: ModelledController<TabsModel>`), whichever file the walk reads first.
        for extensions in [false, true] {
            for f in files.indices {
                let types = files[f].types
                for t in types.indices where nodeOfType[f][t] >= 0 && !types[t].inherits.isEmpty && (types[t].kind == .extension) == extensions {
                    let site = EvidenceSite(fileIndex: f, file: files[f].path, location: types[t].location)
                    for name in types[t].inherits { infos[nodeOfType[f][t]].inherits.append((name, site)) }
                }
            }
        }
    }

    /// Fills the property tables: (node, name) → declaration, name → declaring nodes, closure-typed member names and
    /// the properties initializers store their parameters into. Returns the statics holding their own type, the
    /// candidates for `buildSingletonTables`.
    mutating func buildPropertyTables() -> [(node: Int, name: String, ref: MemberRef)] {
        let propertyCount = files.indices.reduce(0) { $0 + files[$1].properties.count }
        properties.reserveCapacity(propertyCount)
        propertyOwners.reserveCapacity(propertyCount)
        var staticSelfMembers: [(node: Int, name: String, ref: MemberRef)] = []
        // Field-by-field reads: binding whole PropertyFacts would copy (retain) every string in them.
        for f in files.indices {
            let props = files[f].properties
            for i in props.indices {
                if props[i].isClosureTyped { closureMembers.insert(props[i].name) }
                if let owner = props[i].owner {
                    let n = nodeOfType[f][owner]
                    guard n >= 0 else { continue }
                    let name = props[i].name
                    let key = NodeMember(node: n, name: name)
                    GraphTables.keepFirst(&properties[key], MemberRef(file: f, index: i))
                    GraphTables.appendOnce(&propertyOwners[name, default: []], n)
                    if props[i].isStatic && isSingletonProperty(MemberRef(file: f, index: i), of: n) {
                        staticSelfMembers.append((n, name, MemberRef(file: f, index: i)))
                    }
                }
            }
        }
        for f in files.indices {
            for p in files[f].storedParameters where p.isInitializer {
                guard let label = p.label, let t = p.context.type, nodeOfType[f][t] >= 0 else { continue }
                initStoredParameters[nodeOfType[f][t], default: [:]][label] = p.property
            }
        }
        return staticSelfMembers
    }

    /// Fills the singleton tables from the statics holding their own type, once every method is in.
    mutating func buildSingletonTables(_ candidates: [(node: Int, name: String, ref: MemberRef)]) {
        var staticSelfMembers = candidates
        // Singletons: statics holding their own type, except named values, catalogs of constants (more than three
        // such statics, `MaterialDesignIcons.home`) and sets of presets (two or more `static let`s constructing the
        // type, `Theme.light`, `Theme.dark`): values to pick from, whose members count only under a singleton name.
        // An instance a factory makes (`static let first: PlayerCore = createPlayerCore()`) stays. Equality may be declared in
        // any file: named values are told apart once every method is in.
        staticSelfMembers.removeAll { isNamedValue($0.2, of: $0.0) || Vocabulary.isTaskLocal(files[$0.2.file].properties[$0.2.index]) }
        func isPreset(_ ref: MemberRef) -> Bool {
            files[ref.file].properties[ref.index].isLet && files[ref.file].properties[ref.index].initializer.map(Vocabulary.constructs) == true
        }
        var perNode: [Int: Int] = [:], presets: [Int: Int] = [:]
        for (n, _, ref) in staticSelfMembers {
            perNode[n, default: 0] += 1
            if isPreset(ref) { presets[n, default: 0] += 1 }
        }
        for (n, name, ref) in staticSelfMembers
        where Vocabulary.singletonNameSet.contains(name) || (perNode[n]! <= 3 && !(presets[n, default: 0] >= 2 && isPreset(ref))) {
            singletonOwners[n, default: [:]][name] = ref
            singletonMembers.insert(name)
        }
    }

    /// Fills the method tables: (node, name) → declaration and name → declaring nodes.
    mutating func buildMethodTables() {
        let methodCount = files.indices.reduce(0) { $0 + files[$1].methods.count }
        methods.reserveCapacity(methodCount)
        methodOwners.reserveCapacity(methodCount)
        for f in files.indices {
            let methodFacts = files[f].methods
            for i in methodFacts.indices {
                guard let owner = methodFacts[i].owner else { continue }
                let n = nodeOfType[f][owner]
                guard n >= 0 else { continue }
                let name = methodFacts[i].name
                let key = NodeMember(node: n, name: name)
                GraphTables.keepFirst(&methods[key], MemberRef(file: f, index: i))
                GraphTables.appendOnce(&methodOwners[name, default: []], n)
            }
        }
    }

    /// Fills `inheritNodes` and `conformanceNames`: the declared types each node inherits, and the names it lists.
    mutating func buildInheritNodes() {
        inheritNodes = [[Int]](repeating: [], count: infos.count)
        conformanceNames = [Set<String>](repeating: [], count: infos.count)
        // Most types of a module adopt the same few supertypes.
        var lookups = TypeLookupCache()
        for n in infos.indices {
            var seen: Set<Int> = [n]
            for (name, _) in infos[n].inherits {
                conformanceNames[n].insert(name)
                for parent in lookups.lookupType(name, context: n, in: self) where seen.insert(parent).inserted { inheritNodes[n].append(parent) }
            }
        }
    }

    /// Whether member `name`, which `node` and the types of the sources it inherits from do not declare, comes from
    /// outside the sources: one of them adopts or subclasses a type the sources do not declare (`UIView`, ReactorKit's
    /// `View`; marker protocols such as `Sendable` or `Equatable` bring no such member; a generic one, `ViewController<
    /// TabbarView>`, may type it with its arguments), and no type of the sources below
    /// `node` declares it as a property (`sceneView: V` typed with its constraint `BaseView`, whose subclasses declare the views).
    func memberComesFromOutside(_ name: String, of node: Int) -> Bool {
        var outside = false
        for n in lineage(of: node) {
            for (k, inherited) in infos[n].inherits.enumerated() {
                let name = GraphTables.normalizedTypeName(inherited.name)
                guard name != "AnyObject", !Vocabulary.markerProtocols.contains(name), byQualified[name] == nil, bySimple[name] == nil else { continue }
                // `ViewController<TabbarView>` (Tempura): the outside superclass's members may be typed with its
                // arguments, which are the sources' own types.
                if k == 0 && !infos[n].superclassArguments.isEmpty { return false }
                outside = true
            }
        }
        guard outside else { return false }
        // Only a property below holds a value a path reads on: a subclass's method of that base name (`textView(_:
        // shouldChangeTextIn:…)` beside an inherited `textView`) declares no such value.
        return !(propertyOwners[name] ?? []).contains { $0 != node && lineage(of: $0).contains(node) }
    }

    /// `node` and every type of the sources it inherits from, nearest first.
    func lineage(of node: Int) -> [Int] {
        var lineage = [node]
        var seen: Set<Int> = [node]
        var k = 0
        while k < lineage.count {
            for parent in inheritNodes[lineage[k]] where seen.insert(parent).inserted { lineage.append(parent) }
            k += 1
        }
        return lineage
    }

    /// The written type of each member property, normalized (`normalizedTypeName`); nil for locals and untyped ones.
    /// Pure string work over every property of the tree, so it runs on all cores.
    static func normalizedMemberTypes(_ files: [FileFacts]) -> [[String?]] {
        concurrentMap(count: files.count) { f in
            let properties = files[f].properties
            return properties.indices.map { i -> String? in
                guard properties[i].owner != nil, let text = properties[i].typeText else { return nil }
                return GraphTables.normalizedTypeName(text)
            }
        }
    }

    // Table updates through one `inout` access each: a dictionary entry passed `inout` is hashed and found once,
    // where reading then writing it hashed the String key twice (these tables get an entry per member of a tree).
    // Static on purpose: an instance method would read `self` while `self`'s table is borrowed `inout`, and Swift
    // then copies the whole table per call (a 1M-line tree took minutes).

    /// Sets `slot` unless it is already set.
    static func keepFirst(_ slot: inout MemberRef?, _ ref: MemberRef) {
        if slot == nil { slot = ref }
    }

    /// Appends `node` unless it is already the last element (members of one node come in a row).
    static func appendOnce(_ nodes: inout [Int], _ node: Int) {
        if nodes.last != node { nodes.append(node) }
    }

    /// `ProfileDelegate` for `(any ProfileDelegate)?`: the name a written type is looked up by.
    static func normalizedTypeName(_ raw: String) -> String {
        // A plain (possibly dotted) identifier has nothing to unwrap or strip, and is what nearly every written type is.
        let isPlain = raw.utf8.allSatisfy { c in
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
        }
        return isPlain ? raw : TypeText.baseName(TypeText.unwrapped(raw))
    }

    /// A static property holding its own type: `static let shared = Config()`, `static var current: Session?`.
    /// A computed static (`static var preview: Self { … }`) is a factory, and a `static let` of a struct or enum a
    /// constant: neither is shared state, except a struct's under a shared-instance name (`NetworkManager.shared`),
    /// which `isNamedValue` keeps when the struct has methods.
    func isSingletonProperty(_ ref: MemberRef, of node: Int) -> Bool {
        let p = files[ref.file].properties[ref.index]
        if p.isComputed { return false }
        if p.isLet && (infos[node].kind == .struct || infos[node].kind == .enum) && !Vocabulary.sharedInstanceNames.contains(p.name) { return false }
        return Vocabulary.holdsInstance(p, of: infos[node].simpleName, qualifiedName: infos[node].qualifiedName)
    }

    /// A static of the type's own type that names a value rather than a shared object. A struct's or enum's `static var`
    /// that no code assigns is a preset like a `static let` (`ControlResult.allWorked`). A `static let` of a class that
    /// is a value — it adopts `Equatable`, `Comparable`, `Codable`…, or declares its own equality with `==` or an
    /// `isEqual(_:)` override — is a named constant or sentinel (`VideoTime.zero`, `Screen.sidecar` compared with
    /// `==`), unless it goes by a singleton name. The evidence is the type's declaration: the reader's site looks the
    /// same for a constant and a shared object.
    func isNamedValue(_ ref: MemberRef, of node: Int) -> Bool {
        let name = files[ref.file].properties[ref.index].name
        if infos[node].kind == .struct || infos[node].kind == .enum {
            // `struct NetworkManager { static let shared = NetworkManager(); func fetch(…) }`: a service its users share.
            if files[ref.file].properties[ref.index].isLet && Vocabulary.sharedInstanceNames.contains(name) && hasInstanceMethods(node) { return false }
            return !index.isAssigned(owner: infos[node].simpleName, member: name)
        }
        guard files[ref.file].properties[ref.index].isLet, !Vocabulary.singletonNameSet.contains(name) else { return false }
        return infos[node].inherits.contains(where: { Vocabulary.valueSemanticsProtocols.contains($0.name) })
            || Vocabulary.equalityMethods.contains { methods[NodeMember(node: node, name: $0)] != nil }
    }

    /// Whether the type or an extension of it declares an instance method other than what value protocols ask for.
    func hasInstanceMethods(_ node: Int) -> Bool {
        // Only the files declaring the type or extending it.
        files.indices.contains { f in
            nodeOfType[f].contains(node) && files[f].methods.contains { m in
                !m.isStatic && !Vocabulary.recordMethods.contains(m.name) && m.owner.map { nodeOfType[f][$0] == node } == true
            }
        }
    }

    /// Whether looking `name` up can give a different answer in two contexts of one module: some nested type, generic
    /// parameter or file-private type bears its first component (`Self` too). Every other name depends on the context's
    /// module alone.
    func lookupDependsOnScope(_ name: String) -> Bool {
        // Most names have no dot: test the bytes before cutting the head out.
        let head = name.utf8.firstIndex(of: UInt8(ascii: ".")).map { String(name[..<$0]) } ?? name
        return scopeDependentHeads.contains(head)
    }

    /// `name` is already normalized (`normalizedTypeName`): the nodes it refers to from `context` (see
    /// `GraphBuilder.lookupType`).
    func uncachedLookupType(_ name: String, context: Int?) -> [Int] {
        guard let first = name.unicodeScalars.first, first != "[", first != "(" else { return [] }
        if name == "Self", let context { return [context] }
        let module = context.map { infos[$0].moduleIndex }
        // Of several types bearing the name, the context's module's own; else, when modules are build targets, the
        // public ones: another target's internal type (`final class PostsUseCase: Domain.PostsUseCase` in a data
        // platform) cannot be named from here.
        let modulesAreTargets = !visibility.targets.isEmpty
        func prefer(_ hits: [Int]) -> [Int] {
            if hits.count <= 1 { return hits }
            // Of several, a file-private type is seen only from its own file.
            if let context, hits.contains(where: { infos[$0].isFilePrivate }) {
                let visible = hits.filter { !infos[$0].isFilePrivate || infos[$0].file == infos[context].file }
                if !visible.isEmpty && visible.count < hits.count { return prefer(visible) }
            }
            let same = hits.filter { infos[$0].moduleIndex == module }
            if !same.isEmpty { return same }
            let visible = modulesAreTargets ? hits.filter { infos[$0].isPublic } : []
            return visible.isEmpty ? hits : visible
        }
        // `Outer.name` exists only when some type nested somewhere bears the name's first component: for every other name
        // (nearly all) the walk through the enclosing scopes would build strings to find nothing.
        let firstDot = name.utf8.firstIndex(of: UInt8(ascii: "."))
        let head = firstDot.map { String(name[..<$0]) } ?? name
        if let context, genericParameterNames.contains(head), let nodes = genericParameterNodes(name, head: head, context: context) { return nodes }
        if let context, bySimple[head] != nil {
            var scope = Substring(infos[context].qualifiedName)
            while true {
                if let hits = byQualified[scope + "." + name] { return prefer(hits) }
                guard let dot = scope.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
                scope = scope[..<dot]
            }
        }
        if let hits = byQualified[name] { return prefer(hits) }
        if let dot = firstDot {
            // `Domain.UseCaseProvider`: the module's own type, when it declares one.
            if moduleNames.contains(head), let hits = byQualified[String(name[name.index(after: dot)...])] {
                let inModule = hits.filter { infos[$0].module == head }
                return inModule.isEmpty ? prefer(hits) : inModule
            }
            return []
        }
        if let hits = bySimple[name] {
            // A nested type's bare name is seen from where Swift sees it (its file, or a subclass of its outer type):
            // SwiftUI's `Button` in a view is not an app's `SheetModule.Button`.
            guard let context else { return prefer(hits) }
            var ancestors: Set<String>?
            let visible = hits.filter { hit in
                if infos[hit].file == infos[context].file { return true }
                let qualified = infos[hit].qualifiedName
                guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return true }
                if ancestors == nil { ancestors = inheritedNames(of: context) }
                return GraphTables.names(ancestors!, include: qualified[..<dot])
            }
            return prefer(visible)
        }
        return []
    }

    /// The supertype names `node` inherits, as written, through the declared types they name (at most 32): a nested
    /// type's bare name is seen from a type inheriting from its outer type.
    func inheritedNames(of node: Int) -> Set<String> {
        var pending = infos[node].inherits.map(\.name)
        var seen: Set<String> = []
        while let name = pending.popLast(), seen.count < 32 {
            guard seen.insert(name).inserted else { continue }
            for n in byQualified[name] ?? bySimple[name] ?? [] { pending += infos[n].inherits.map(\.name) }
        }
        return seen
    }

    /// Whether `names` holds `outer` or a qualified tail of it (`Sheet` or `Module.Sheet` for `Module.Sheet`).
    static func names(_ names: Set<String>, include outer: Substring) -> Bool {
        var tail = outer
        while true {
            if names.contains(String(tail)) { return true }
            guard let dot = tail.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
            tail = tail[tail.utf8.index(after: dot)...]
        }
    }

    /// The first property named `name` in `node` or what it inherits (breadth-first), with its declaring node.
    func findProperty(_ name: String, in node: Int) -> (node: Int, ref: MemberRef)? {
        findMember(name, in: node, table: properties)
    }

    /// The first method named `name` in `node` or what it inherits (breadth-first), with its declaring node.
    func findMethod(_ name: String, in node: Int) -> (node: Int, ref: MemberRef)? {
        findMember(name, in: node, table: methods)
    }

    /// The first `name` of `table` declared in `node` or what it inherits (breadth-first, at most 32 nodes).
    func findMember(_ name: String, in node: Int, table: [NodeMember: MemberRef]) -> (node: Int, ref: MemberRef)? {
        if let ref = table[NodeMember(node: node, name: name)] { return (node, ref) }
        if inheritNodes[node].isEmpty { return nil }
        var queue = inheritNodes[node]
        var seen: Set<Int> = [node]
        var i = 0
        while i < queue.count && i < 32 {
            let n = queue[i]
            i += 1
            guard seen.insert(n).inserted else { continue }
            if let ref = table[NodeMember(node: n, name: name)] { return (n, ref) }
            queue += inheritNodes[n]
        }
        return nil
    }

    /// The property fact `ref` points at.
    func property(_ ref: MemberRef) -> PropertyFact { files[ref.file].properties[ref.index] }
    /// The method fact `ref` points at.
    func method(_ ref: MemberRef) -> MethodFact { files[ref.file].methods[ref.index] }
}

/// Type lookups already made (`GraphTables.uncachedLookupType`), each under the narrowest key its answer depends on:
/// the context for a name whose answer depends on the scope, else the context's module. Lookups are pure functions of
/// the tables, so one cache serves every file a worker takes. Entries are by the name as written: a name is
/// normalized, and its scope dependence worked out, once.
struct TypeLookupCache {
    /// A written name: its normalized form, whether its answer depends on the scope, and the answers by scope key.
    private struct Entry {
        var name: String
        var dependsOnScope: Bool
        var answers: [Int: [Int]] = [:]
    }
    /// Written name → its entry in `entries` (answers are filled in place there, not copied out and back).
    private var slots: [String: Int] = [:]
    private var entries: [Entry] = []

    /// The nodes the written type `raw` refers to from `context`.
    mutating func lookupType(_ raw: String, context: Int?, in tables: GraphTables) -> [Int] {
        let slot: Int
        if let known = slots[raw] { slot = known } else {
            let name = GraphTables.normalizedTypeName(raw)
            slot = entries.count
            entries.append(Entry(name: name, dependsOnScope: tables.lookupDependsOnScope(name)))
            slots[raw] = slot
        }
        let scope = entries[slot].dependsOnScope ? (context ?? -1) : -2 - (context.map { tables.infos[$0].moduleIndex } ?? -1)
        if let known = entries[slot].answers[scope] { return known }
        let found = tables.uncachedLookupType(entries[slot].name, context: context)
        entries[slot].answers[scope] = found
        return found
    }
}
