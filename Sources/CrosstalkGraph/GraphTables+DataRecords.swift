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
                let written = props[i].typeText ?? props[i].initializer?.root ?? ""
                if props[i].isClosureTyped || props[i].hasObservers || Vocabulary.isCallbackObjectName(props[i].name)
                    || Vocabulary.isPublisherType(written) || GraphBuilder.isAsyncSequenceType(written) {
                    shape.behaving.insert(n)
                }
                if props[i].modifiers.contains("dynamic") || props[i].attributes.contains("Published") { shape.observable.insert(n) }
            }
            // Code that subscribes, posts or observes, or iterates a stream talks, wherever it is (an initializer too).
            let talking = files[f].subscriptions.map(\.context.type) + files[f].notifications.map(\.context.type) + files[f].asyncIterations.map(\.context.type)
            for case let t? in talking where nodeOfType[f][t] >= 0 { shape.behaving.insert(nodeOfType[f][t]) }
        }
        shape.observable.formUnion(wiring.observableStores)
        var memo: [Int: Bool] = [:]
        for n in infos.indices where (infos[n].kind == .class || infos[n].kind == .struct) && shape.holdsValues.contains(n)
            && !shape.observable.contains(n) && isInert(n, shape, &memo, depth: 0) {
            wiring.dataRecords.insert(n)
        }
        wiring.observableTypes = shape.observable
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
