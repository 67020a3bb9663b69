import CrosstalkFacts

extension RuleContext {
    /// Names of the instance methods of `type` (all its declarations and extensions) and of its superclasses the
    /// sources declare, and with `includingProperties` its instance properties too: what an unqualified name
    /// resolves to through implicit `self`. A stored closure property is no method: passing it captures nothing,
    /// so rules asking about method references leave properties out.
    func instanceMemberNames(of type: TypeFact, includingProperties: Bool) -> Set<String> {
        instanceMemberNames(of: type, methods: true, properties: includingProperties)
    }

    /// Names of the instance properties of `type`, its extensions and its declared superclasses.
    func instancePropertyNames(of type: TypeFact) -> Set<String> {
        instanceMemberNames(of: type, methods: false, properties: true)
    }

    private func instanceMemberNames(of type: TypeFact, methods includesMethods: Bool, properties includesProperties: Bool) -> Set<String> {
        var names: Set<String> = []
        for name in index.classLineage(of: type.ownerName) {
            if includesMethods {
                for m in index.methods(of: name) where !m.isStatic { names.insert(m.name) }
            }
            if includesProperties {
                for p in index.properties(of: name) where !p.isStatic { names.insert(p.name) }
            }
        }
        names.remove("init")
        names.remove("deinit")
        names.remove("subscript")
        return names
    }

    /// The `weak` or `unowned` property of `type` a path starts at (`model?.picker.onPick`, `self.view?.tapped`)
    /// when the path goes on past it: self does not own the object the rest of the path reaches.
    func weakMember(startingPath path: [String], in type: TypeFact) -> PropertyFact? {
        let first = path.first == "self" ? 1 : 0
        guard path.count - first >= 2 else { return nil }
        let owner = type.ownerName
        let declared = index.properties(of: owner).filter { !$0.isStatic && $0.name == path[first] }
        guard let property = declared.first,
              declared.allSatisfy({ $0.modifiers.contains("weak") || $0.modifiers.contains("unowned") }) else { return nil }
        return property
    }
}
