import CrosstalkSyntax

/// Dependency injection: property wrappers (`@Injected`, `@EnvironmentObject`, `@Environment(T.self)`), container
/// look-ups (`Container.shared.service()`) and `resolve(T.self)` calls.
extension FactWalker {
    /// Injection facts for a property's wrapper attributes (`@Injected`, `@EnvironmentObject`, `@Environment(T.self)`).
    mutating func noteInjection(attributes: [String], attributeTexts: [String], typeText: String?, at loc: SourceLocation) {
        for (name, text) in zip(attributes, attributeTexts) {
            switch name {
            case _ where Vocabulary.containerInjectionWrappers.contains(name):
                if let member = FactWalker.keyPathMember(text) {
                    facts.injections.append(InjectionFact(kind: .container, typeName: member, location: loc, context: context))
                } else if let type = FactWalker.metatypeArgument(text) {
                    // swift-dependencies' type-key form, `@Dependency(WeatherClient.self) var weather`.
                    facts.injections.append(InjectionFact(kind: .injectedProperty, typeName: trimmed(type), location: loc, context: context))
                } else if let typeText { facts.injections.append(InjectionFact(kind: .injectedProperty, typeName: TypeText.baseName(TypeText.unwrapped(typeText)), location: loc, context: context)) }
            case "EnvironmentObject":
                if let typeText { facts.injections.append(InjectionFact(kind: .environmentObject, typeName: TypeText.baseName(TypeText.unwrapped(typeText)), location: loc, context: context)) }
            case "Environment":
                // `@Environment(Store.self)`; key paths (`\.dismiss`) are values, not services.
                if let type = FactWalker.metatypeArgument(text) {
                    facts.injections.append(InjectionFact(kind: .environment, typeName: trimmed(type), location: loc, context: context))
                }
            default:
                break
            }
        }
    }

    /// `Store` of an attribute's only argument `(Store.self)` (`@Environment(Store.self)`); nil for a key path, a
    /// labeled argument (Resolver's `@Injected(as: Manager.self)` names what is resolved, the property's type what
    /// is used) or anything else.
    static func metatypeArgument(_ attribute: String) -> Substring? {
        guard let open = attribute.firstIndex(of: "("), attribute.hasSuffix(".self)") else { return nil }
        let inner = attribute[attribute.index(after: open)...].dropLast(6)
        return inner.hasPrefix("\\") || inner.contains(":") || inner.contains(",") ? nil : inner
    }

    /// `service` of `@Injected(\.service)` / `@Injected(\Container.service)` (Factory's key-path form).
    static func keyPathMember(_ attribute: String) -> String? {
        guard let slash = attribute.firstIndex(of: "\\"), let close = attribute.lastIndex(of: ")"), slash < close else { return nil }
        let path = attribute[attribute.index(after: slash)..<close]
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].isEmpty else { return nil }
        return String(path[path.index(after: dot)...])
    }

    /// Factory's `Container.shared.service()`: a type's `shared` container asked for a member, called with no arguments.
    mutating func visitContainerLookup(_ chainLinks: [Link]) {
        guard let member = containerLookupMember(chainLinks) else { return }
        facts.injections.append(InjectionFact(kind: .container, typeName: member, location: location(token: chainLinks[2].nameToken), context: context))
    }

    /// `service` when a chain starts with Factory's `Container.shared.service()` (a `…Container` type's `shared`
    /// instance asked for a member, called with no arguments).
    func containerLookupMember(_ chainLinks: [Link]) -> String? {
        guard chainLinks.count >= 3, named(chainLinks[1], .shared), chainLinks[0].isPrimary, chainLinks[0].call == nil, chainLinks[1].call == nil,
              let call = chainLinks[2].call, tree[call].firstChild < 0, chainLinks[2].nameToken >= 0, name(chainLinks[0]).hasSuffix("Container") else { return nil }
        return name(chainLinks[2])
    }

    /// `resolve(Service.self)` on any container.
    mutating func visitResolveCalls(_ chain: Int32, _ chainLinks: [Link]) {
        for link in chainLinks where named(link, .resolve) && !link.isPrimary {
            guard let call = link.call, let first = arguments(call).first, let expr = first.expr,
                  let path = namePath(expr), path.count >= 2, path.last == "self" else { continue }
            facts.injections.append(InjectionFact(kind: .resolve, typeName: path.dropLast().joined(separator: "."), location: location(token: link.nameToken),
                                                  context: context, isHandedToConstruction: isArgumentOfConstruction(chain)))
        }
    }

    /// `chain` is an argument of a construction: `Impl(dep: chain)`.
    func isArgumentOfConstruction(_ chain: Int32) -> Bool {
        let argument = tree[chain].parent
        guard argument >= 0, kind(argument) == .argument else { return false }
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call, tree[call].parent >= 0 else { return false }
        return constructionCall(tree[call].parent) == call
    }
}
