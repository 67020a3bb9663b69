import CrosstalkFacts
import CrosstalkGraph

extension RuleContext {
    /// An RxSwift-shaped terminal that is really a method the sources declare, called straight on one name with
    /// no operator before it: `cell.bind(to: cellViewModel)`, `super.bind(to: viewModel)`, `self.view?.bind(items:)`
    /// in an app whose cells or views declare `func bind(…)`. Not a subscription for the lifecycle rules.
    ///
    /// When the receiver is a property of the enclosing type whose type is written or constructed, that type
    /// decides (`refreshes: PublishSubject<Void>` has no `subscribe` of the sources); otherwise any type of the
    /// sources declaring the method does.
    func isDeclaredMethodCall(_ s: SubscriptionFact, file: Int) -> Bool {
        let receiver = s.rootPath.first == "self" ? s.rootPath.dropFirst() : s.rootPath[...]
        guard s.isRx, s.operators.count == 1, receiver.count <= 1 else { return false }
        let name = s.terminal.rawValue
        if let property = receiver.first, let type = s.context.type,
           let declared = declaredType(ofMember: property, of: files[file].types[type]) {
            return index.methods(of: declared).contains { !$0.isStatic && $0.name == name }
                || index.conformances(of: declared).contains { parent in index.methods(of: parent).contains { $0.name == name } }
        }
        for f in files {
            for m in f.methods where !m.isStatic && m.name == name { return true }
        }
        return false
    }

    /// The written or constructed type of the enclosing type's property `name` (`PublishSubject`, `SettingsView`).
    private func declaredType(ofMember name: String, of type: TypeFact) -> String? {
        let owner = type.kind == .extension ? TypeText.baseName(type.name) : type.qualifiedName
        for p in index.properties(of: owner) where !p.isStatic && p.name == name {
            if let text = p.typeText { return TypeText.baseName(TypeText.unwrapped(text)) }
            if let i = p.initializer, Vocabulary.constructs(i), let root = i.root { return TypeText.baseName(root) }
        }
        return nil
    }
}
