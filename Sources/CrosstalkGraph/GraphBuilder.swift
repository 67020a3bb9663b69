import CrosstalkFacts

/// A member name of one node (the key of the member tables).
struct NodeMember: Hashable {
    var node: Int
    var name: String
}

/// A property or method fact: file index and index in that file's list.
struct MemberRef: Hashable {
    var file: Int
    var index: Int
}

/// One type node while building: declarations and extensions of one (module, qualified name) merged.
struct TypeNodeInfo {
    var qualifiedName: String
    var simpleName: String
    var module: String
    var moduleIndex: Int
    var kind: TypeKind
    /// Declared `public` or `open`: code of another target may name it.
    var isPublic: Bool
    /// Declared `private` or `fileprivate`: only code of its own file may name it.
    var isFilePrivate = false
    var file: Int
    var location: SourceLocation
    /// Inherited names with the site of the declaration or extension that lists them.
    var inherits: [(name: String, site: EvidenceSite)] = []
    /// The generic arguments the declaration writes on its superclass (`TypeFact.superclassArguments`).
    var superclassArguments: [String] = []
}

/// Where a path of names leads (`service.user` → an instance of `UserService`, then its `user` member).
enum Cursor {
    case instance(Int)
    case type(Int)
    case external(String)
    case unknown(String)

    /// An instance of a type of the sources: what it calls through inherited members is its own type's doing.
    var isInstance: Bool {
        if case .instance = self { return true }
        return false
    }
}

/// The declared type of a value.
enum ValueType {
    case node(Int, ambiguous: Bool)
    case external(String)
    case unknown
}

/// What became of one fact.
enum Outcome {
    case notAFact
    case resolved
    case internalReference
    case external
    case unresolved(String)
}

/// Resolves the facts of one file against the `GraphTables` (docs/graph.md gives the evidence each mechanism needs):
/// a pure function of the file's facts and the tables, whose result is the list of `Effect`s the file has on the graph
/// (edges, external edges, outcomes). `GraphAccumulator` applies every file's list in file order, so the graph is the
/// same however the files were scheduled.
///
/// Paths like `service.user` walk the tables from the code's enclosing type: `service` is a property of it whose
/// declared (or constructed) type is a node, `user` a member of that node or of what it inherits. When the walk meets
/// a name whose type is not written (a parameter, an inferred local), the last member name is looked up in the
/// member-name index instead; several owners give ambiguous edges, narrowed first by the variable name
/// (`profileViewModel` → `*ProfileViewModel`) and then by the subscriber's own module.
struct GraphBuilder {
    let tables: GraphTables
    /// Caches of this resolver's lookups: written type → nodes by scope, file → local variable name → property
    /// indices in source order (built on first use), node → has an undeclared ancestor.
    /// Each is a pure function of the tables, so one resolver serves every file a worker takes and its caches carry over.
    var typeLookupCache: TypeLookupCache
    var locals: [Int: [String: [Int]]] = [:]
    var externalAncestorCache: [Int: Bool] = [:]
    /// (module list, module list) of an edge's two declarations' files (`GraphTables.moduleList`) → whether some
    /// target sees both.
    var canMeetCache: [Int: Bool] = [:]
    /// What the resolved facts do to the graph, in the order they were resolved.
    var effects: [Effect] = []

    /// A change resolving a fact makes to the graph.
    enum Effect {
        case edge(from: Int, to: Int, Mechanism, member: String, site: EvidenceSite, ambiguous: Bool)
        case externalEdge(name: String, to: Int, Mechanism, member: String, site: EvidenceSite)
        case outcome(Outcome, Mechanism, site: EvidenceSite, text: String)
        /// A fact with no other end in the tree (a notification nobody observes, a delegate protocol nobody adopts).
        case unmatched(Mechanism)
    }

    /// A resolver whose type lookups start from those the tables made, its other caches empty.
    init(tables: GraphTables) {
        self.tables = tables
        typeLookupCache = tables.typeLookups
    }

    // The tables' fields, read as the resolver's own (see `GraphTables`).
    var index: ProjectIndex { tables.index }
    var files: [FileFacts] { tables.files }
    var options: CommunicationGraph.BuildOptions { tables.options }
    var infos: [TypeNodeInfo] { tables.infos }
    var byQualified: [String: [Int]] { tables.byQualified }
    var bySimple: [String: [Int]] { tables.bySimple }
    var moduleNames: Set<String> { tables.moduleNames }
    var nodeOfType: [[Int]] { tables.nodeOfType }
    var properties: [NodeMember: MemberRef] { tables.properties }
    var methods: [NodeMember: MemberRef] { tables.methods }
    var propertyOwners: [String: [Int]] { tables.propertyOwners }
    var methodOwners: [String: [Int]] { tables.methodOwners }
    var inheritNodes: [[Int]] { tables.inheritNodes }
    var conformanceNames: [Set<String>] { tables.conformanceNames }
    var propertyTypeNames: [[String?]] { tables.propertyTypeNames }
    var singletonMembers: Set<String> { tables.singletonMembers }
    var singletonOwners: [Int: [String: MemberRef]] { tables.singletonOwners }
    var closureMembers: Set<String> { tables.closureMembers }
    var wiring: WiringTables { tables.wiring }
    var initStoredParameters: [Int: [String: String]] { tables.initStoredParameters }
    var delegateParameters: [NodeMember: [HandedParameter]] { tables.delegateParameters }

    /// What the facts of file `f` do to the graph: every mechanism's pass over them.
    mutating func resolve(file f: Int) -> [Effect] {
        defer { effects = [] }
        buildCombine(f)
        buildJoinedPublishers(f)
        buildClosures(f)
        buildDelegateAssignments(f)
        buildDelegateArguments(f)
        buildDelegateParameterArguments(f)
        buildSingletons(f)
        buildAsyncStreams(f)
        buildInjections(f)
        buildWiring(f)
        return effects
    }

}

extension GraphBuilder {
    // MARK: type lookup

    /// Nodes a type name written in `context` refers to, following Swift's lookup order: nested in the context
    /// and its enclosing types, then top-level (the context's module first), then `Module.Type`, then a nested type
    /// with that simple name. More than one result means the name is ambiguous.
    mutating func lookupType(_ raw: String, context: Int?) -> [Int] {
        let result = typeLookupCache.lookupType(raw, context: context, in: tables)
        return result.count > 1 ? importedOnly(result, context: context) : result
    }

    /// Of several types bearing a name in different targets, those the context's file can see: its own target's and
    /// those of the modules it imports (`import Domain` alone: `UseCaseProvider` is Domain's protocol, not each data
    /// platform's public class). All of them when the file imports none of their modules, or modules are folders.
    func importedOnly(_ hits: [Int], context: Int?) -> [Int] {
        guard let context, !tables.visibility.targets.isEmpty else { return hits }
        let imports = files[infos[context].file].imports
        let seen = hits.filter { infos[$0].module == infos[context].module || imports.contains(infos[$0].module) }
        return seen.isEmpty ? hits : seen
    }

    /// A name that reads like a type the sources do not declare (`UITableView`, `URLSession`).
    static func looksLikeTypeName(_ name: String) -> Bool {
        var utf8 = name.utf8.makeIterator()
        guard let first = utf8.next() else { return false }
        if first < 0x80 {
            // ASCII fast path (nearly every name): an uppercase letter, then letters, digits, `_` and `.`.
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return false }
            while let c = utf8.next() {
                if c >= 0x80 { return slowLooksLikeTypeName(name) }
                let ok = (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                    || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
                if !ok { return false }
            }
            return true
        }
        return slowLooksLikeTypeName(name)
    }

    static func slowLooksLikeTypeName(_ name: String) -> Bool {
        guard let f = name.unicodeScalars.first else { return false }
        return f.properties.isUppercase && name.unicodeScalars.allSatisfy { $0 == "_" || $0 == "." || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    // MARK: members

    /// The first property named `name` in `node` or what it inherits (`GraphTables.findProperty`).
    func findProperty(_ name: String, in node: Int) -> (node: Int, ref: MemberRef)? { tables.findProperty(name, in: node) }

    /// The first method named `name` in `node` or what it inherits (`GraphTables.findMethod`).
    func findMethod(_ name: String, in node: Int) -> (node: Int, ref: MemberRef)? { tables.findMethod(name, in: node) }

    /// Whether `node` (or a declared type it inherits from) inherits from or conforms to a name the sources do not
    /// declare (`UITableView`, `ObservableObject`), other than the standard library's value protocols: members it
    /// does not declare may come from there.
    mutating func hasExternalAncestor(_ node: Int) -> Bool {
        if let known = externalAncestorCache[node] { return known }
        var queue = [node]
        var seen: Set<Int> = [node]
        var found = false
        var i = 0
        while i < queue.count && !found && i < 32 {
            let n = queue[i]
            i += 1
            for (name, _) in infos[n].inherits where !ProjectIndex.knownValueProtocols.contains(name) {
                let hits = lookupType(name, context: n)
                if hits.isEmpty { found = true; break }
                for h in hits where seen.insert(h).inserted { queue.append(h) }
            }
        }
        externalAncestorCache[node] = found
        return found
    }

    /// The property fact `ref` points at.
    func property(_ ref: MemberRef) -> PropertyFact { tables.property(ref) }
    /// The method fact `ref` points at.
    func method(_ ref: MemberRef) -> MethodFact { tables.method(ref) }

    /// The declared or constructed type of a property.
    mutating func valueType(of ref: MemberRef, owner: Int, depth: Int = 0) -> ValueType {
        let p = property(ref)
        if let text = p.typeText {
            if p.isClosureTyped { return .unknown }
            return typeOfText(text, context: owner)
        }
        if let initializer = p.initializer, depth < 4 {
            return initializerType(initializer, context: owner, file: ref.file, offset: p.location.offset, depth: depth + 1)
        }
        if let service = wiring.injectedServices[ref] { return typeOfText(service, context: owner) }
        return .unknown
    }

    mutating func typeOfText(_ text: String, context: Int) -> ValueType {
        let hits = lookupType(text, context: context)
        if !hits.isEmpty { return .node(hits[0], ambiguous: hits.count > 1) }
        let base = GraphTables.normalizedTypeName(text)
        return GraphBuilder.looksLikeTypeName(base) ? .external(base) : .unknown
    }

    /// `Foo()`, `Foo.init()`, `Foo.shared`, `service.child`.
    mutating func initializerType(_ initializer: InitializerFact, context: Int, file: Int, offset: Int, depth: Int) -> ValueType {
        guard let root = initializer.root, !initializer.isClosure else { return .unknown }
        // `container.resolve(TagsViewModel.self)`: a service locator hands out the type it is asked for.
        if initializer.isCall, initializer.members.last == "resolve", let service = GraphBuilder.resolvedService(initializer.text) {
            let hits = lookupType(service, context: context)
            if !hits.isEmpty { return .node(hits[0], ambiguous: hits.count > 1) }
        }
        let base = TypeText.baseName(root)
        if GraphBuilder.looksLikeTypeName(base) {
            let hits = lookupType(base, context: context)
            if initializer.members.isEmpty || initializer.members == ["init"] {
                guard initializer.isCall || initializer.members == ["init"] else { return .unknown }
                if !hits.isEmpty { return .node(hits[0], ambiguous: hits.count > 1) }
                return .external(base)
            }
            // `Preference.Required<Bool>(…)`, `Outer.Inner.init(…)`: a nested type constructed.
            let nested = initializer.members.last == "init" ? initializer.members.dropLast() : initializer.members[...]
            if initializer.isCall, !nested.isEmpty, nested.allSatisfy(GraphBuilder.looksLikeTypeName) {
                let inner = lookupType(([base] + nested).joined(separator: "."), context: context)
                if !inner.isEmpty { return .node(inner[0], ambiguous: inner.count > 1) }
            }
            // `Scenes.settings.instantiate()` with `static let settings = SceneType<SettingsViewController>(…)` and
            // `func instantiate() -> T` in `struct SceneType<T>`: the method hands out the type its parameter stands for.
            if let n = hits.first, initializer.isCall, initializer.members.count == 2,
               let (d, ref) = findProperty(initializer.members[0], in: n), property(ref).isStatic,
               let argument = genericResult(of: initializer.members[1], on: property(ref), context: d) {
                return typeOfText(argument, context: d)
            }
            if let n = hits.first, initializer.members.count == 1 {
                let member = initializer.members[0]
                if let (d, ref) = findProperty(member, in: n), property(ref).isStatic { return valueType(of: ref, owner: d, depth: depth) }
                if let (d, ref) = findMethod(member, in: n), let result = method(ref).resultType {
                    // `static func instantiate() -> Self` declared in a protocol extension: the type it is called on.
                    if handsBackItsType(member, of: n) { return .node(n, ambiguous: hits.count > 1) }
                    return typeOfText(result, context: d)
                }
                return .unknown
            }
            // `STNavigationBar(…).setTitle(…).setRightButton(…)`: a builder whose every method hands back the object.
            if let n = hits.first, initializer.isCall, initializer.members.count > 1,
               initializer.members.allSatisfy({ handsBackItsType($0, of: n) }) { return .node(n, ambiguous: hits.count > 1) }
            if hits.isEmpty, initializer.members.count == 1, Vocabulary.singletonNameSet.contains(initializer.members[0]) { return .external(base) }
            return .unknown
        }
        // A call of the type's own method with a written result: `let store = makeStore()`.
        if initializer.isCall, initializer.members.isEmpty, let (d, ref) = findMethod(root, in: context), let result = method(ref).resultType {
            return typeOfText(result, context: d)
        }
        // A method of what a path reaches, with a written result: `let editor = dependencies.makeEditor()`.
        if initializer.isCall, let method = initializer.members.last {
            let receiver = walkBase(([root] + initializer.members.dropLast())[...], context: context, file: file, offset: offset, scopeStart: 0, depth: depth)
            if case .instance(let n) = receiver.cursor, let (d, ref) = findMethod(method, in: n), let result = self.method(ref).resultType {
                return typeOfText(result, context: d)
            }
        }
        // A path from the owner: `dependencies.userService`.
        let path = [root] + initializer.members
        let walk = walkBase(path[...], context: context, file: file, offset: offset, scopeStart: 0, depth: depth)
        if case .instance(let n) = walk.cursor { return .node(n, ambiguous: walk.ambiguous) }
        if case .external(let x) = walk.cursor { return .external(x) }
        return .unknown
    }

    /// Method `name` of `node` (or what it inherits or adopts) returns `Self` or the type itself: called on a `node`, it
    /// hands out a `node` (`instantiate() -> Self` of a protocol extension, a builder's `setTitle(_:) -> Self`).
    mutating func handsBackItsType(_ name: String, of node: Int) -> Bool {
        guard let (_, ref) = findMethod(name, in: node), let result = method(ref).resultType else { return false }
        let returned = TypeText.baseName(TypeText.unwrapped(result))
        return returned == "Self" || returned == infos[node].simpleName
    }

    /// The type argument that method `name` of `holder`'s generic type returns, when its result is one of the type's
    /// parameters: `SettingsViewController` for `instantiate() -> T` on `SceneType<SettingsViewController>`.
    mutating func genericResult(of name: String, on holder: PropertyFact, context: Int) -> String? {
        guard let written = holder.typeText ?? holder.initializer.map({ String($0.text.prefix { $0 != "(" }) }),
              let generic = lookupType(TypeText.baseName(written), context: context).first, let parameters = tables.genericParameters[generic],
              let (_, ref) = findMethod(name, in: generic), let result = method(ref).resultType,
              let position = parameters.firstIndex(where: { $0.name == result }) else { return nil }
        let arguments = TypeText.genericArguments(written)
        return position < arguments.count ? arguments[position] : nil
    }

    /// `Service` of `….resolve(Service.self)` or `….resolve(Module.Service.self, name: "x")`.
    static func resolvedService(_ text: String) -> String? {
        guard let open = text.firstRange(of: "resolve(") else { return nil }
        let argument = text[open.upperBound...]
        guard let end = argument.firstRange(of: ".self") else { return nil }
        let name = argument[..<end.lowerBound]
        let after = argument[end.upperBound...].first
        guard !name.isEmpty, after == ")" || after == ",", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name)
    }

    // MARK: paths

    /// Walks `names` from the code's enclosing type: each name is a property (of the current type, with what it
    /// inherits), a local variable (first name only), `self`/`Self`, or a type name.
    /// The cursor of local `local` (an index into its file's properties) by its written type or its initializer's.
    mutating func localCursor(_ local: Int, name: String, context: Int, file: Int, depth: Int, _ ambiguous: inout Bool) -> Cursor {
        let p = files[file].properties[local]
        if p.isSequenceElement { return elementCursor(of: p, name: name, context: context, file: file, depth: depth, &ambiguous) }
        if let text = p.typeText, !p.isClosureTyped { return cursorFor(typeOfText(text, context: context), name: name, &ambiguous) }
        guard let initializer = p.initializer, depth < 4 else { return .unknown("the type of '\(name)' is not written") }
        return cursorFor(initializerType(initializer, context: context, file: file, offset: p.location.offset, depth: depth + 1), name: name, &ambiguous)
    }

    /// A loop's element (`tile` of `for tile in tiles`): the element type of the collection type written for `tiles`
    /// (`[StatTile]`, `Array<StatTile>`, `Set<StatTile>`, optional or not), a local's or a property's.
    mutating func elementCursor(of p: PropertyFact, name: String, context: Int, file: Int, depth: Int, _ ambiguous: inout Bool) -> Cursor {
        guard let i = p.initializer, let root = i.root, depth < 4 else { return .unknown("the type of '\(name)' is not written") }
        let path = [root] + i.members
        var written: String?
        if path.count == 1, let local = nearestLocal(root, file: file, before: p.location.offset, after: 0), !files[file].properties[local].isSequenceElement {
            written = files[file].properties[local].typeText
        } else {
            let owner: Int?
            if path.count == 1 || (path.count == 2 && path[0] == "self") { owner = context } else {
                let walk = walkBase(path.dropLast()[...], context: context, file: file, offset: p.location.offset, scopeStart: 0, depth: depth + 1)
                if case .instance(let n) = walk.cursor { owner = n } else { owner = nil }
            }
            if let owner, let (_, ref) = findProperty(path[path.count - 1], in: owner) { written = property(ref).typeText }
        }
        guard let text = written, let element = TypeText.collectionElement(text) else { return .unknown("the element type of '\(i.text)' is not written") }
        let type = typeOfText(element, context: context)
        // `[any FolderProvider]`: each element is one of the conformers, which the member's name narrows down.
        if case .node(let n, _) = type, infos[n].kind == .protocol { return .unknown("the elements of '\(i.text)' are of protocol '\(element)'") }
        return cursorFor(type, name: name, &ambiguous)
    }

    mutating func walkBase(_ names: ArraySlice<String>, context: Int, file: Int, offset: Int, scopeStart: Int, depth: Int = 0) -> (cursor: Cursor, ambiguous: Bool) {
        var cursor = Cursor.instance(context)
        var ambiguous = false
        for (k, raw) in names.enumerated() {
            let name = raw.hasPrefix("$") ? String(raw.dropFirst()) : raw
            if k == 0 {
                switch name {
                case "self", "super": cursor = .instance(context); continue
                case "Self": cursor = .type(context); continue
                default: break
                }
                if name.hasPrefix(".") { return (.unknown("implicit member '\(name)'"), ambiguous) }
                // A local or parameter shadows a property of the same name (`let repository = RemoteRepository()`
                // before `self.repository = repository`) when it is known to hold a type of the sources; else the
                // property's type stands in (`let screen = storyboard.instantiateViewController(…)` for `screen`).
                // `$0` of a closure is its first parameter's name, not a projected value.
                let isShorthandParameter = raw.hasPrefix("$") && raw.dropFirst().first?.isNumber == true
                let local = nearestLocal(isShorthandParameter ? raw : name, file: file, before: offset, after: scopeStart)
                var localType: Cursor?
                if let local {
                    let typed = localCursor(local, name: name, context: context, file: file, depth: depth, &ambiguous)
                    switch typed {
                    case .instance, .type:
                        cursor = typed
                        continue
                    case .external, .unknown: localType = typed
                    }
                }
                if let (d, ref) = findProperty(name, in: context) {
                    if raw.hasPrefix("$"), let projected = projectedValueType(ref, seenFrom: context, depth: depth) {
                        cursor = cursorFor(projected, name: raw, &ambiguous)
                    } else if let cast = shadowingCast(name, file: file, before: offset, after: scopeStart) {
                        cursor = cursorFor(typeOfText(cast, context: context), name: name, &ambiguous)
                    } else {
                        cursor = cursorFor(memberValueType(ref, owner: d, seenFrom: context, depth: depth), name: name, &ambiguous)
                    }
                    continue
                }
                if let localType {
                    cursor = localType
                    continue
                }
                if GraphBuilder.looksLikeTypeName(name) {
                    let hits = lookupType(name, context: context)
                    if let n = hits.first { cursor = .type(n); ambiguous = ambiguous || hits.count > 1 } else { cursor = .external(name) }
                    continue
                }
                // `navigationController?.delegate = self` in a screen whose superclass comes from a package: the
                // platform's member, as below for a member after the first. (Another bare name may be a closure's
                // parameter, which the facts do not list.)
                if local == nil, Vocabulary.platformInheritedMembers.contains(name), tables.memberComesFromOutside(name, of: context) { return (.external(infos[context].qualifiedName + "." + name), ambiguous) }
                return (.unknown("cannot tell the type of '\(name)'"), ambiguous)
            }
            switch cursor {
            case .instance(let n), .type(let n):
                if let (d, ref) = findProperty(name, in: n) {
                    let projected = raw.hasPrefix("$") ? projectedValueType(ref, seenFrom: n, depth: depth) : nil
                    cursor = cursorFor(projected ?? memberValueType(ref, owner: d, seenFrom: n, depth: depth), name: name, &ambiguous)
                } else if case .type = cursor, let hits = byQualified[infos[n].qualifiedName + "." + name], let nested = hits.first {
                    cursor = .type(nested)
                } else if tables.memberComesFromOutside(name, of: n) {
                    // `field.reactor` of a view adopting ReactorKit's `View`: a member the type gets from outside the
                    // sources holds an outside value; guessing a type of the sources by the members after it is baseless.
                    return (.external(infos[n].qualifiedName + "." + name), ambiguous)
                } else {
                    return (.unknown("'\(infos[n].qualifiedName)' declares no '\(name)'"), ambiguous)
                }
            case .external, .unknown:
                return (cursor, ambiguous)
            }
        }
        return (cursor, ambiguous)
    }

    /// The type of property `ref`, declared in `d`, as type `n` sees it: typed with a generic parameter of a superclass
    /// `n` binds (`let sceneView: V` of `SceneViewController<V: SceneView, M>`, seen from `LoginViewController:
    /// SceneViewController<LoginView, LoginViewModel>`), it holds the bound type, not the parameter's constraint.
    /// `$autoStart` of `@Setting static var autoStart`: the `projectedValue` of a property wrapper the sources declare
    /// (`Observed<Bool>`); nil for the platform's wrappers (`@Published`'s publisher is read by the combine mechanism).
    mutating func projectedValueType(_ ref: MemberRef, seenFrom n: Int, depth: Int) -> ValueType? {
        for attribute in property(ref).attributes {
            guard let wrapper = lookupType(attribute, context: n).first, let (d, projected) = findProperty("projectedValue", in: wrapper) else { continue }
            return memberValueType(projected, owner: d, seenFrom: wrapper, depth: depth)
        }
        return nil
    }

    mutating func memberValueType(_ ref: MemberRef, owner d: Int, seenFrom n: Int, depth: Int) -> ValueType {
        if d != n, !infos[n].superclassArguments.isEmpty, let text = property(ref).typeText, let parameters = tables.genericParameters[d],
           let i = parameters.firstIndex(where: { $0.name == TypeText.unwrapped(text) }), i < infos[n].superclassArguments.count,
           infos[n].inherits.first.map({ lookupType($0.name, context: n).contains(d) }) == true {
            return typeOfText(TypeText.baseName(TypeText.unwrapped(infos[n].superclassArguments[i])), context: n)
        }
        return valueType(of: ref, owner: d, depth: depth)
    }

    func cursorFor(_ type: ValueType, name: String, _ ambiguous: inout Bool) -> Cursor {
        switch type {
        case .node(let n, let amb):
            ambiguous = ambiguous || amb
            return .instance(n)
        case .external(let x): return .external(x)
        case .unknown: return .unknown("the type of '\(name)' is not written")
        }
    }

    /// The nearest local variable named `name` declared before `offset` (and after the enclosing type begins).
    mutating func nearestLocal(_ name: String, file: Int, before offset: Int, after start: Int) -> Int? {
        if locals[file] == nil {
            var table: [String: [Int]] = [:]
            let props = files[file].properties
            for i in props.indices where props[i].owner == nil && props[i].isLocal { table[props[i].name, default: []].append(i) }
            locals[file] = table
        }
        guard let candidates = locals[file]![name] else { return nil }
        var best: Int?
        for i in candidates {
            let o = files[file].properties[i].location.offset
            if o < offset && o >= start && files[file].properties[i].scopeEnd > offset { best = i } else if o >= offset { break }
        }
        return best
    }

    /// The cast type of a local that shadows the property `name` in the function around `offset`: `guard let
    /// viewModel = viewModel as? BranchesViewModel` (its initializer is the property itself, its type written by the
    /// cast), declared after the nearest function declaration before `offset`.
    mutating func shadowingCast(_ name: String, file: Int, before offset: Int, after scopeStart: Int) -> String? {
        guard let local = nearestLocal(name, file: file, before: offset, after: scopeStart) else { return nil }
        let p = files[file].properties[local]
        guard let cast = p.typeText, p.initializer?.text == name || p.initializer?.text == "self." + name else { return nil }
        let functionStart = files[file].methods.last { $0.location.offset < offset }?.location.offset ?? scopeStart
        return p.location.offset > functionStart ? cast : nil
    }

    /// Start offset of the code's enclosing type declaration (locals before it belong to other code).
    func scopeStart(_ context: CodeContext, file: Int) -> Int {
        guard let t = context.type else { return 0 }
        var top = t
        while let parent = files[file].types[top].parent { top = parent }
        return files[file].types[top].location.offset
    }

    // MARK: name fallback

    /// Nodes declaring a member named `name` that satisfies `accept`, without `exclude`, narrowed by the variable
    /// name `hint` and then by `module`.
    /// The feature a type belongs to by name: its outermost type's name without a role suffix
    /// (`RepositoriesViewModel.Output` → `Repositories`, `RepositoriesViewController` → `Repositories`).
    static func featureStem(_ qualifiedName: String) -> Substring {
        let outer = qualifiedName.split(separator: ".").first ?? Substring(qualifiedName)
        for suffix in ["ViewController", "Controller", "ViewModel", "View", "Coordinator", "Cell", "Screen", "Presenter"] where outer.hasSuffix(suffix) && outer.count > suffix.count {
            return outer.dropLast(suffix.count)
        }
        return outer
    }

    func candidates(_ name: String, methods isMethod: Bool, exclude: Int, hint: String?, module: String, accept: (MemberRef) -> Bool) -> [Int] {
        let owners = (isMethod ? methodOwners[name] : propertyOwners[name]) ?? []
        var result: [Int] = []
        for n in owners where n != exclude {
            if let ref = isMethod ? methods[NodeMember(node: n, name: name)] : properties[NodeMember(node: n, name: name)], accept(ref) { result.append(n) }
        }
        if result.count > 1, let hint, hint != "self" {
            let h = hint.lowercased()
            let narrowed = result.filter { GraphBuilder.typeName(infos[$0].simpleName, fitsVariable: h) }
            if !narrowed.isEmpty { result = narrowed }
        }
        if result.count > 1, exclude >= 0 {
            // A screen's parts share its stem: `RepositoriesViewController` reads `RepositoriesViewModel.Output`.
            let stem = GraphBuilder.featureStem(infos[exclude].qualifiedName)
            let narrowed = result.filter { GraphBuilder.featureStem(infos[$0].qualifiedName) == stem }
            if !stem.isEmpty, !narrowed.isEmpty { result = narrowed }
        }
        if result.count > 1 {
            let same = result.filter { infos[$0].module == module }
            if !same.isEmpty { result = same }
        }
        return result
    }

    /// Whether a variable named `variable` (lowercased) names a value of type `name`: the type name ends with it
    /// (`profileViewModel` → `UserProfileViewModel`), or does so before one last role word (`userSettings` →
    /// `UserSettingsClient`, the usual spelling of a dependency-client property).
    static func typeName(_ name: String, fitsVariable variable: String) -> Bool {
        guard name.utf8.count >= variable.utf8.count else { return false }
        if name.lowercased().hasSuffix(variable) { return true }
        guard let role = name.lastIndex(where: \.isUppercase), role != name.startIndex else { return false }
        return name[..<role].lowercased().hasSuffix(variable)
    }

    // MARK: edges

    /// An edge `from` → `to` when some target sees both ends and neither is preview code (applied by the accumulator).
    mutating func addEdge(from: Int, to: Int, _ mechanism: Mechanism, member: String, site: EvidenceSite, ambiguous: Bool) {
        guard canMeet(from, to), !tables.wiring.previewNodes.contains(from), !tables.wiring.previewNodes.contains(to) else { return }
        effects.append(.edge(from: from, to: to, mechanism, member: member, site: site, ambiguous: ambiguous))
    }

    /// Whether some target sees both nodes: a macOS app type and an iOS app type never talk, whatever names they share.
    mutating func canMeet(_ a: Int, _ b: Int) -> Bool {
        guard !tables.visibility.targets.isEmpty else { return true }
        let fa = infos[a].file, fb = infos[b].file
        let la = tables.moduleList[fa], lb = tables.moduleList[fb]
        let key = min(la, lb) * tables.moduleListCount + max(la, lb)
        if let known = canMeetCache[key] { return known }
        let result = tables.visibility.canMeet(tables.fileModules[fa], tables.fileModules[fb])
        canMeetCache[key] = result
        return result
    }

    /// Edges from each owner to `to` (ambiguous when there are several); the outcome of the fact.
    mutating func connect(owners: [Int], to: Int, _ mechanism: Mechanism, member: String, site: EvidenceSite, ambiguous: Bool = false, text: String) -> Outcome {
        let others = owners.filter { $0 != to }
        if others.isEmpty { return owners.isEmpty ? .unresolved("no type declares '\(member)'") : .internalReference }
        if others.count > options.maxAmbiguousCandidates {
            return .unresolved("'\(member)' is declared by \(others.count) types")
        }
        // A candidate no target sees together with `to` (an embedded watch app's type of the same name) is none.
        let visible = others.filter { canMeet($0, to) }
        for o in visible { addEdge(from: o, to: to, mechanism, member: member, site: site, ambiguous: ambiguous || visible.count > 1) }
        return .resolved
    }

    mutating func connectReverse(from: Int, owners: [Int], _ mechanism: Mechanism, member: String, site: EvidenceSite, ambiguous: Bool = false) -> Outcome {
        let others = owners.filter { $0 != from }
        if others.isEmpty { return owners.isEmpty ? .unresolved("no type declares '\(member)'") : .internalReference }
        if others.count > options.maxAmbiguousCandidates { return .unresolved("'\(member)' is declared by \(others.count) types") }
        let visible = others.filter { canMeet(from, $0) }
        for o in visible { addEdge(from: from, to: o, mechanism, member: member, site: site, ambiguous: ambiguous || visible.count > 1) }
        return .resolved
    }

    mutating func externalOutcome(_ name: String, to: Int, _ mechanism: Mechanism, member: String, site: EvidenceSite) -> Outcome {
        // External node numbers are handed out in order of first use, by the accumulator.
        if options.includeExternal { effects.append(.externalEdge(name: name, to: to, mechanism, member: member, site: site)) }
        return .external
    }

    /// What became of a fact (the text only for unresolved ones, which list it).
    mutating func record(_ outcome: Outcome, _ mechanism: Mechanism, site: EvidenceSite, text: @autoclosure () -> String) {
        switch outcome {
        case .notAFact: return
        case .unresolved: effects.append(.outcome(outcome, mechanism, site: site, text: text()))
        default: effects.append(.outcome(outcome, mechanism, site: site, text: ""))
        }
    }

    func site(_ f: Int, _ location: SourceLocation) -> EvidenceSite {
        EvidenceSite(fileIndex: f, file: files[f].path, location: location)
    }

    func contextNode(_ context: CodeContext, file: Int) -> Int? {
        guard let t = context.type else { return nil }
        let n = nodeOfType[file][t]
        return n >= 0 ? n : nil
    }
}
