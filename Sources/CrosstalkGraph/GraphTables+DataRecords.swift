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
    }

    /// Fills `wiring.dataRecords` and `wiring.observableTypes`. A data record is a class or struct that holds at least
    /// one stored value and whose declaration and extensions, and the declared types it inherits, have no behavior: no
    /// instance method but initializers and the members value protocols ask for (`hash(into:)`, `encode(to:)`), no
    /// closure, publisher, stream, delegate or observed (`didSet`) property, no subscription, notification or
    /// `for await` loop in its code, no supertype the sources do not declare but `NSObject`, the Foundation coding
    /// protocols and value protocols; and it is no view, container, actor or test double. A type others can observe —
    /// `@Observable`, `ObservableObject`, `@Published` or KVO `dynamic` properties — is a store, not a record.
    mutating func buildDataRecords() {
        var shape = RecordShape()
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
                if !props[i].isComputed { shape.holdsValues.insert(n) }
                if props[i].modifiers.contains("dynamic") || props[i].attributes.contains("Published") { shape.observable.insert(n) }
                if shape.behaving.contains(n) { continue }
                if props[i].isClosureTyped || props[i].hasObservers || Vocabulary.isCallbackObjectName(props[i].name)
                    || holdsPublisherOrStream(file: f, property: i, judged: &streamTypes) {
                    shape.behaving.insert(n)
                }
            }
            // Code that subscribes, posts or observes, or iterates a stream talks, wherever it is (an initializer too).
            // Read by index: binding the facts would copy every string in them.
            for k in files[f].subscriptions.indices { noteTalking(files[f].subscriptions[k].context.type, file: f, in: &shape) }
            for k in files[f].notifications.indices { noteTalking(files[f].notifications[k].context.type, file: f, in: &shape) }
            for k in files[f].asyncIterations.indices { noteTalking(files[f].asyncIterations[k].context.type, file: f, in: &shape) }
        }
        shape.observable.formUnion(wiring.observableStores)
        var memo: [Int: Bool] = [:]
        for n in infos.indices where (infos[n].kind == .class || infos[n].kind == .struct) && shape.holdsValues.contains(n)
            && !shape.observable.contains(n) && isInert(n, shape, &memo, depth: 0) {
            wiring.dataRecords.insert(n)
        }
        wiring.observableTypes = shape.observable
    }

    /// Code of type `type` (an index in file `file`'s types) subscribes, posts, observes or iterates a stream.
    func noteTalking(_ type: Int?, file: Int, in shape: inout RecordShape) {
        if let type, nodeOfType[file][type] >= 0 { shape.behaving.insert(nodeOfType[file][type]) }
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
        guard depth < 16, infos[node].kind != .actor, infos[node].kind != .enum, !shape.behaving.contains(node), !wiring.views.contains(node),
              !wiring.containers.contains(node), !Vocabulary.isTestDoubleName(infos[node].qualifiedName) else { return false }
        for (name, _) in infos[node].inherits where !Vocabulary.recordSupertypes.contains(name) && !ProjectIndex.knownValueProtocols.contains(name) {
            let parents = uncachedLookupType(GraphTables.normalizedTypeName(name), context: node)
            guard !parents.isEmpty, parents.allSatisfy({ isInert($0, shape, &memo, depth: depth + 1) }) else { return false }
        }
        memo[node] = true
        return true
    }
}
