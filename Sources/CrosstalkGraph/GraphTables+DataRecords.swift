import CrosstalkFacts

/// Data records: classes and structs that only hold values (docs/graph.md, "Data records"). Handing one to an
/// initializer passes data, and a record keeping a store is composition: neither is constructor injection.
extension GraphTables {
    /// What the facts say about each node's shape: nodes with behavior, nodes others can observe, nodes holding a
    /// stored instance property.
    struct RecordShape {
        var behaving: Set<Int> = []
        var observable: Set<Int> = []
        var holdsValues: Set<Int> = []
        /// Nodes whose code subscribes, posts, observes or iterates a stream (also in `behaving`).
        var talking: Set<Int> = []
        /// Nodes with a stored instance `var`.
        var mutable: Set<Int> = []
        /// Nodes with a talking property: closure, publisher, stream, delegate or observed (also in `behaving`).
        var talkingProperties: Set<Int> = []
        /// Classes that are values in all but name: they adopt `Equatable`, `Hashable` or `Comparable`, keep only
        /// stored `let`s and have no talking part (`class PublicKey: Hashable { let bytes: [UInt8]; func hexString() }`).
        /// Their methods compute from the values; they count as records despite them.
        var immutableValues: Set<Int> = []
    }

    /// Fills `wiring.dataRecords` and `wiring.observableTypes`. A data record is a class or struct that holds at least
    /// one stored value and whose declaration and extensions, and the declared types it inherits, have no behavior: no
    /// instance method but initializers and the members value protocols ask for (`hash(into:)`, `encode(to:)`), no
    /// closure, publisher, stream, delegate or observed (`didSet`) property, no subscription, notification or
    /// `for await` loop in its code, no supertype the sources do not declare but `NSObject`, the Foundation coding
    /// protocols, `ObservableObject` and value protocols; and it is no view, container, actor or test double. A type
    /// others can observe — `@Observable`, `@Published` or KVO `dynamic` properties — is a store, not a record; an
    /// `ObservableObject` with neither a `@Published` property nor a method never announces a change.
    mutating func buildDataRecords() {
        var shape = RecordShape()
        // Asked for every property of a behaving type: answered once per node.
        let mayBeValue = infos.indices.map(mayBeImmutableValue)
        // Member types repeat (`String`, `Bool`, a model type): each distinct one is judged once.
        var streamTypes: [String: Bool] = [:]
        for f in files.indices {
            let methods = files[f].methods
            for i in methods.indices where !methods[i].isStatic && !Vocabulary.recordMethods.contains(methods[i].name) {
                if let owner = methods[i].owner, nodeOfType[f][owner] >= 0 { shape.behaving.insert(nodeOfType[f][owner]) }
            }
            let props = files[f].properties
            for i in props.indices where !props[i].isStatic {
                guard let owner = props[i].owner, nodeOfType[f][owner] >= 0 else { continue }
                let n = nodeOfType[f][owner]
                if !props[i].isComputed {
                    shape.holdsValues.insert(n)
                    if !props[i].isLet { shape.mutable.insert(n) }
                }
                if props[i].modifiers.contains("dynamic") || props[i].attributes.contains("Published") { shape.observable.insert(n) }
                // A behaving type is no record unless it may be an immutable value: only then do its properties matter.
                if shape.talkingProperties.contains(n) || (shape.behaving.contains(n) && !mayBeValue[n]) { continue }
                if isTalkingProperty(file: f, property: i, judged: &streamTypes) {
                    shape.behaving.insert(n)
                    shape.talkingProperties.insert(n)
                }
            }
            // Code that subscribes, posts or observes, or iterates a stream talks, wherever it is (an initializer too).
            // Read by index: binding the facts would copy every string in them.
            for k in files[f].subscriptions.indices { noteTalking(files[f].subscriptions[k].context.type, file: f, in: &shape) }
            for k in files[f].notifications.indices { noteTalking(files[f].notifications[k].context.type, file: f, in: &shape) }
            for k in files[f].asyncIterations.indices { noteTalking(files[f].asyncIterations[k].context.type, file: f, in: &shape) }
        }
        // `@Observable` makes every stored property observed; `ObservableObject` alone announces nothing.
        for n in wiring.observableStores where !infos[n].inherits.contains(where: { $0.name == Vocabulary.observableObjectProtocol }) {
            shape.observable.insert(n)
        }
        for n in infos.indices where mayBeValue[n] && !shape.mutable.contains(n) && !shape.talking.contains(n)
            && !shape.talkingProperties.contains(n) {
            shape.immutableValues.insert(n)
        }
        var memo: [Int: Bool] = [:]
        for n in infos.indices where (infos[n].kind == .class || infos[n].kind == .struct) && shape.holdsValues.contains(n)
            && !shape.observable.contains(n) && isInert(n, shape, &memo, depth: 0) {
            wiring.dataRecords.insert(n)
        }
        wiring.observableTypes = shape.observable
        buildEntityWrappers(shape)
    }

    /// The protocols by which a class says two instances with equal values are the same thing.
    static let identityFreeProtocols: Set<String> = ["Equatable", "Hashable", "Comparable"]

    /// A class adopting one of `identityFreeProtocols`: an immutable value when it keeps only `let`s and nothing talks.
    func mayBeImmutableValue(_ node: Int) -> Bool {
        infos[node].kind == .class && infos[node].inherits.contains(where: { Self.identityFreeProtocols.contains($0.name) })
    }

    /// Code of type `type` (an index in file `file`'s types) subscribes, posts, observes or iterates a stream.
    func noteTalking(_ type: Int?, file: Int, in shape: inout RecordShape) {
        if let type, nodeOfType[file][type] >= 0 {
            shape.behaving.insert(nodeOfType[file][type])
            shape.talking.insert(nodeOfType[file][type])
        }
    }

    /// Adds Core Data entity wrappers to `wiring.dataRecords`: a class or struct that keeps a managed object (a stored
    /// property typed with `NSManagedObject` or a subclass the sources declare, or constructing one) and otherwise only
    /// values, whose methods and accessors read and edit that object (`Artist` over `ArtistMO`). It is the entity's
    /// face, handed to screens and fetch controllers as the thing to show: data, like a record. Unlike a record it may
    /// have methods; like one it has no talking part (closure, publisher, stream, delegate or observed property,
    /// subscription, notification, `for await`), is observed by nobody, and is no view, container, actor or test
    /// double. Its supertypes are record supertypes, protocols the sources declare, or records and wrappers.
    mutating func buildEntityWrappers(_ shape: RecordShape) {
        var managed: Set<Int> = []
        let managedObjectClass: Set = [Vocabulary.managedObjectClass]
        for n in infos.indices where infos[n].kind == .class && inheritsSupertype(n, named: managedObjectClass) { managed.insert(n) }
        guard !managed.isEmpty else { return }
        let managedNames = Set(managed.map { infos[$0].simpleName }).union([Vocabulary.managedObjectClass])
        // Holders of a managed object: written type or constructed root, by name first, then by lookup.
        func holdsManagedObject(_ name: String, context n: Int) -> Bool {
            // Asked of every stored property: the last component is cut out only when there is a dot.
            let simple = name.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(name[name.index(after: $0)...]) } ?? name
            guard managedNames.contains(simple) else { return false }
            return name == Vocabulary.managedObjectClass || uncachedLookupType(name, context: n).contains(where: managed.contains)
        }
        var candidates: Set<Int> = []
        for f in files.indices {
            let props = files[f].properties
            for i in props.indices where !props[i].isStatic && !props[i].isComputed {
                guard let owner = props[i].owner, nodeOfType[f][owner] >= 0 else { continue }
                let n = nodeOfType[f][owner]
                guard infos[n].kind == .class || infos[n].kind == .struct, !wiring.dataRecords.contains(n) else { continue }
                if let name = propertyTypeNames[f][i] ?? props[i].initializer.flatMap({ $0.isCall ? $0.root.map(TypeText.baseName) : nil }),
                   holdsManagedObject(name, context: n) {
                    candidates.insert(n)
                }
            }
        }
        guard !candidates.isEmpty else { return }
        // A candidate keeping anything but the object and values, or with a talking part, is a component.
        var streamTypes: [String: Bool] = [:]
        var rejected = candidates.filter { n in
            shape.talking.contains(n) || shape.observable.contains(n) || wiring.views.contains(n) || wiring.containers.contains(n)
                || Vocabulary.isTestDoubleName(infos[n].qualifiedName)
        }
        for f in files.indices {
            let props = files[f].properties
            for i in props.indices where !props[i].isStatic {
                guard let owner = props[i].owner, nodeOfType[f][owner] >= 0 else { continue }
                let n = nodeOfType[f][owner]
                guard candidates.contains(n), !rejected.contains(n) else { continue }
                if isTalkingProperty(file: f, property: i, judged: &streamTypes) {
                    rejected.insert(n)
                    continue
                }
                if props[i].isComputed { continue }
                let written = props[i].typeText ?? props[i].initializer.flatMap { $0.isCall ? $0.root : nil }
                // An untyped value made by a literal (`= false`, `= []`) holds a value; any other untyped one is unknown.
                guard let written else {
                    if props[i].initializer?.root != nil { rejected.insert(n) }
                    continue
                }
                if !holdsOnlyValues(written, context: n, managed: managed, wrappers: candidates) { rejected.insert(n) }
            }
        }
        var memo: [Int: Bool] = [:]
        func isWrapper(_ n: Int, depth: Int) -> Bool {
            if let known = memo[n] { return known }
            memo[n] = false
            guard depth < 16, candidates.contains(n) || wiring.dataRecords.contains(n), !rejected.contains(n) else { return false }
            for (name, _) in infos[n].inherits where !Vocabulary.recordSupertypes.contains(name) && !ProjectIndex.knownValueProtocols.contains(name) {
                let parents = uncachedLookupType(GraphTables.normalizedTypeName(name), context: n)
                guard !parents.isEmpty, parents.allSatisfy({ infos[$0].kind == .protocol || isWrapper($0, depth: depth + 1) }) else { return false }
            }
            memo[n] = true
            return true
        }
        for n in candidates.sorted() where isWrapper(n, depth: 0) { wiring.dataRecords.insert(n) }
    }

    /// Every type name in the written type `text` (`[String: Int]`, `Set<UUID>`, `BandMO?`) names a value: a standard
    /// value type, a struct or enum, stored data, a record, a managed object or an entity wrapper (`wrappers`).
    func holdsOnlyValues(_ text: String, context n: Int, managed: Set<Int>, wrappers: Set<Int>) -> Bool {
        var words: [Substring] = []
        var start: String.Index?
        for i in text.indices {
            let c = text[i]
            if c.isLetter || c.isNumber || c == "_" || c == "." {
                if start == nil { start = i }
            } else if let s = start {
                words.append(text[s..<i])
                start = nil
            }
        }
        if let s = start { words.append(text[s...]) }
        for word in words where word.first?.isUppercase == true {
            let name = String(word)
            let hits = uncachedLookupType(name, context: n)
            if hits.isEmpty {
                guard GraphBuilder.isValueTypeName(name) else { return false }
                continue
            }
            guard hits.allSatisfy({ infos[$0].kind == .struct || infos[$0].kind == .enum || wiring.storedData.contains($0)
                || wiring.dataRecords.contains($0) || managed.contains($0) || wrappers.contains($0) }) else { return false }
        }
        return true
    }

    /// A property through which its type talks: closure-typed, observed (`didSet`), a delegate or data source, or a
    /// publisher or stream.
    func isTalkingProperty(file f: Int, property i: Int, judged: inout [String: Bool]) -> Bool {
        // Field by field: binding the whole fact would copy (retain) every string in it.
        files[f].properties[i].isClosureTyped || files[f].properties[i].hasObservers || Vocabulary.isCallbackObjectName(files[f].properties[i].name)
            || holdsPublisherOrStream(file: f, property: i, judged: &judged)
    }

    /// The member property's written or constructed type is a publisher or an async sequence. The written type is
    /// normalized once for the whole graph (`propertyTypeNames`).
    func holdsPublisherOrStream(file f: Int, property i: Int, judged: inout [String: Bool]) -> Bool {
        if let normalized = propertyTypeNames[f][i] {
            if let known = judged[normalized] { return known }
            let verdict = Vocabulary.isPublisherBaseName(normalized) || GraphBuilder.isAsyncSequenceType(normalized)
            judged[normalized] = verdict
            return verdict
        }
        guard let root = files[f].properties[i].initializer?.root else { return false }
        return Vocabulary.isPublisherType(root) || GraphBuilder.isAsyncSequenceType(root)
    }

    /// Whether `node` and the declared types it inherits have no behavior (see `buildDataRecords`).
    func isInert(_ node: Int, _ shape: RecordShape, _ memo: inout [Int: Bool], depth: Int) -> Bool {
        if let known = memo[node] { return known }
        memo[node] = false
        // A test double (`AuthKeychainMock` with one stubbed property) stands in for a service.
        guard depth < 16, infos[node].kind != .actor, infos[node].kind != .enum, !shape.behaving.contains(node) || shape.immutableValues.contains(node), !wiring.views.contains(node),
              !wiring.containers.contains(node), !Vocabulary.isTestDoubleName(infos[node].qualifiedName) else { return false }
        for (name, _) in infos[node].inherits where !Vocabulary.recordSupertypes.contains(name) && !ProjectIndex.knownValueProtocols.contains(name) {
            let parents = uncachedLookupType(GraphTables.normalizedTypeName(name), context: node)
            guard !parents.isEmpty, parents.allSatisfy({ isInert($0, shape, &memo, depth: depth + 1) }) else { return false }
        }
        memo[node] = true
        return true
    }
}
