import CrosstalkFacts

/// Generic parameters of the declared types: inside `struct SettingsView<ViewModel>` the name `ViewModel` is the
/// parameter, never a type of that name declared elsewhere (docs/graph.md, "Generic parameters").
extension GraphTables {
    /// Fills `genericParameters` and `genericParameterNames` from the declarations, and with them
    /// `scopeDependentHeads`, which type lookups need from then on.
    mutating func buildGenericParameters() {
        for f in files.indices {
            let types = files[f].types
            for t in types.indices where !types[t].genericParameters.isEmpty && types[t].kind != .extension && nodeOfType[f][t] >= 0 {
                genericParameters[nodeOfType[f][t]] = types[t].genericParameters
                for p in types[t].genericParameters { genericParameterNames.insert(p.name) }
            }
        }
        scopeDependentHeads = filePrivateNames.union(genericParameterNames).union(bySimple.keys).union(["Self"])
    }

    /// What `name` (normalized, `head` its first component) means when it is a generic parameter of `context` or of a
    /// type enclosing it: the project class or protocol its constraint names (`ViewModel: SettingsObservable<Bool>` →
    /// `SettingsObservable`), else nothing; a member of a parameter (`ViewModel.Output`) is nothing either. Nil when
    /// `head` is no generic parameter there.
    func genericParameterNodes(_ name: String, head: String, context: Int) -> [Int]? {
        var scope = Substring(infos[context].qualifiedName)
        var node = context
        while true {
            if let parameter = genericParameters[node]?.first(where: { $0.name == head }) {
                guard name == head, let constraint = parameter.constraint, genericParameters[node]?.contains(where: { $0.name == constraint }) != true else { return [] }
                return uncachedLookupType(GraphTables.normalizedTypeName(constraint), context: node).filter { infos[$0].kind == .class || infos[$0].kind == .protocol }
            }
            guard let dot = scope.lastIndex(of: ".") else { return nil }
            scope = scope[..<dot]
            guard let outer = byQualified[String(scope)]?.first(where: { infos[$0].module == infos[context].module }) else { return nil }
            node = outer
        }
    }
}
