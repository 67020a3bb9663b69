import CrosstalkFacts
import CrosstalkGraph

extension RuleContext {
    /// A subscription-shaped terminal that is really a method the sources declare, called straight on one name with
    /// no operator before it. In RxSwift code: `cell.bind(to: cellViewModel)`, `super.bind(to: viewModel)`,
    /// `self.view?.bind(items:)` in an app whose cells or views declare `func bind(…)`. In Combine code: a
    /// `sink(receiveValue:)` that an app's own type declares returning nothing (a picker that stores the subscription
    /// itself): there is no cancellable to keep. Not a subscription for the lifecycle rules.
    ///
    /// When the receiver is a property of the enclosing type, or a local variable before the call, whose type is
    /// written or constructed, that type decides (`refreshes: PublishSubject<Void>` has no `subscribe` of the
    /// sources; `let picker = PickerController<Int>(…)` declares its `sink`). Otherwise, in RxSwift code, any type of
    /// the sources declaring the method does; a Combine `sink` stays Combine's. A `$property` projection is always
    /// Combine's publisher.
    func isDeclaredMethodCall(_ s: SubscriptionFact, file: Int) -> Bool {
        let receiver = s.rootPath.first == "self" ? s.rootPath.dropFirst() : s.rootPath[...]
        guard s.isRx || s.terminal == .sink, s.operators.count == 1, receiver.allSatisfy({ !$0.hasPrefix("$") }) else { return false }
        let name = s.terminal.rawValue
        // Combine's own `sink` returns a cancellable: an app method of that name counts only when it returns nothing.
        func isCandidate(_ m: MethodFact) -> Bool { !m.isStatic && m.name == name && (s.isRx || m.resultType == nil) }
        // `Theme.bind(to: menu)`: a static method of a type of the sources.
        if receiver.count == 1, let typeName = receiver.first, typeName.first?.isUppercase == true,
           index.methods(of: typeName).contains(where: { $0.isStatic && $0.name == name && (s.isRx || $0.resultType == nil) }) { return true }
        let declared: String?
        if let variable = receiver.first {
            let local = s.rootPath.first == "self" ? nil : declaredType(ofLocal: variable, before: s.location.offset, file: file)
            var type = local ?? s.context.type.flatMap { declaredType(ofMember: variable, of: files[file].types[$0]) }
            // `Store.main.feed.subscribe(onNext:)`: a type of the sources, whose static comes next.
            var isTypeLevel = false
            if type == nil, local == nil, variable.first?.isUppercase == true, !index.declarations(of: variable).isEmpty {
                type = variable
                isTypeLevel = true
            }
            // `model.output.bind(to: query)`: each further name a property of the type before it, whose type is written.
            for name in receiver.dropFirst() {
                let wantsStatic = isTypeLevel
                isTypeLevel = false
                type = type.flatMap { owner in index.properties(of: owner).first { $0.isStatic == wantsStatic && $0.name == name }.flatMap(declaredType(of:)) }
            }
            // A path whose type cannot be told is not taken for the app's own method by name alone.
            if receiver.count > 1 && type == nil { return false }
            declared = type
        } else if !s.isRx, let type = s.context.type {
            // `sink(receiveValue:)` called on self: the enclosing type's own method, when it declares one.
            declared = files[file].types[type].ownerName
        } else {
            declared = nil
        }
        if let declared {
            // The type, the classes of the sources it inherits, and what each adopts (a protocol extension's method).
            return index.classLineage(of: declared).contains { type in
                index.methods(of: type).contains(where: isCandidate)
                    || index.conformances(of: type).contains { parent in index.methods(of: TypeText.baseName(parent)).contains(where: isCandidate) }
            }
        }
        guard s.isRx else { return false }
        for f in files {
            for m in f.methods where isCandidate(m) { return true }
        }
        return false
    }

    /// The written or constructed type of the local variable `name` nearest before `offset` in `file`.
    private func declaredType(ofLocal name: String, before offset: Int, file: Int) -> String? {
        let properties = files[file].properties
        var nearest: Int?
        for i in properties.indices where properties[i].isLocal && properties[i].name == name && properties[i].location.offset < offset {
            nearest = i
        }
        return nearest.flatMap { declaredType(of: properties[$0]) }
    }

    /// The written or constructed type of the enclosing type's property `name` (`PublishSubject`, `SettingsView`).
    private func declaredType(ofMember name: String, of type: TypeFact) -> String? {
        return index.properties(of: type.ownerName).first { !$0.isStatic && $0.name == name }.flatMap(declaredType(of:))
    }

    private func declaredType(of p: PropertyFact) -> String? {
        if let text = p.typeText { return TypeText.baseName(TypeText.unwrapped(text)) }
        if let i = p.initializer, Vocabulary.constructs(i), let root = i.root { return TypeText.baseName(root) }
        return nil
    }
}
