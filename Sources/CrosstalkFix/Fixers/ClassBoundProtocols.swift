import CrosstalkFacts
import CrosstalkGraph
import CrosstalkSyntax

/// What making a delegate protocol class-bound needs to be certain: the protocol is proven class-bound, or the
/// sources declare it once and no value type (or unknown type) adopts it, so `: AnyObject` can be added.
enum ClassBoundProtocols {
    /// Framework prefixes of Apple's Objective-C APIs: an imported Objective-C protocol is always class-bound,
    /// and their delegate and data-source protocols are all Objective-C (`UITableViewDelegate`, `WKNavigationDelegate`).
    static let objectiveCPrefixes = ["UI", "NS", "WK", "MK", "CL", "AV", "SK", "SF", "PH", "CN", "UN", "GK", "MF", "CB", "EK", "QL", "PK", "AS", "MC", "MT", "CA", "SCN", "ARSCN", "ASWeb"]

    /// An Apple Objective-C delegate or data-source protocol, by its name.
    static func isObjectiveCDelegate(_ name: String) -> Bool {
        (name.hasSuffix("Delegate") || name.hasSuffix("DataSource")) && objectiveCPrefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Whether `name` is class-bound for certain: a class-bound root, a class the sources declare, an Apple
    /// Objective-C delegate protocol, or a protocol the sources declare once that is `@objc` or inherits one of those.
    /// Unlike `ProjectIndex.isClassBoundProtocol`, an unknown inherited name proves nothing here.
    static func isCertainlyClassBound(_ name: String, index: ProjectIndex, visited: inout Set<String>) -> Bool {
        if ProjectIndex.classBoundRoots.contains(name) || isObjectiveCDelegate(name) { return true }
        guard visited.insert(name).inserted else { return false }
        let declarations = index.declarations(of: name)
        guard declarations.count == 1 else { return false }
        let type = index.type(declarations[0])
        switch type.kind {
        case .class, .actor: return true
        case .protocol:
            if type.attributes.contains("objc") { return true }
            return (type.inherits + type.selfConstraints).flatMap(ProjectIndex.inheritedNames).contains {
                isCertainlyClassBound($0, index: index, visited: &visited)
            }
        default: return false
        }
    }

    /// The protocol `name` and every protocol the sources declare that inherits it, transitively.
    static func protocolFamily(of name: String, index: ProjectIndex) -> Set<String> {
        var family: Set<String> = [name]
        var changed = true
        while changed {
            changed = false
            for file in index.files {
                for type in file.types where type.kind == .protocol && !family.contains(type.name)
                    && type.inherits.flatMap(ProjectIndex.inheritedNames).contains(where: family.contains) {
                    family.insert(type.name)
                    changed = true
                }
            }
        }
        return family
    }

    /// The first type that adopts `name` (or a protocol inheriting it) and is not known to be a class or actor:
    /// a struct, an enum, or an extension of a type the sources do not declare. `: AnyObject` would break it.
    static func nonClassAdopter(of name: String, index: ProjectIndex) -> String? {
        let family = protocolFamily(of: name, index: index)
        for file in index.files {
            for type in file.types where type.kind != .protocol && type.inherits.flatMap(ProjectIndex.inheritedNames).contains(where: family.contains) {
                switch type.kind {
                case .class, .actor: continue
                case .struct, .enum: return type.name
                case .extension:
                    if index.isReferenceType(type.name) == true || index.isReferenceType(TypeText.baseName(type.name)) == true { continue }
                    return type.name
                case .protocol: continue
                }
            }
        }
        return nil
    }

    /// The edit that makes protocol `name` class-bound: `: AnyObject` after its name, or `, AnyObject` after its
    /// inheritance clause. Refused when the sources declare it more than once, a non-class type adopts it, or it
    /// (or an extension of it) has `mutating` members, which a class-bound protocol does not allow.
    static func addAnyObject(to name: String, context: FixContext) -> FixVerdict {
        let index = context.index
        let declarations = index.declarations(of: name)
        guard declarations.count == 1, case let site = declarations[0], index.type(site).kind == .protocol else {
            return .notFixed("protocol '\(name)' is declared \(declarations.isEmpty ? "outside the sources" : "more than once")")
        }
        if let adopter = nonClassAdopter(of: name, index: index) {
            return .notFixed("'\(adopter)' adopts '\(name)' and is not known to be a class")
        }
        for extensionSite in index.sites[name] ?? [] {
            let tree = context.tree(extensionSite.file)
            guard let decl = tree.node(.typeDecl, namedAt: index.type(extensionSite).location.offset) else { continue }
            let node = tree[decl]
            if (node.firstToken ... node.lastToken).contains(where: { tree.token($0).is(.mutating) }) {
                return .notFixed("'\(name)' has mutating members, which a class-bound protocol cannot have")
            }
        }
        let tree = context.tree(site.file)
        guard let decl = tree.node(.typeDecl, namedAt: index.type(site).location.offset) else {
            return .notFixed("the declaration of '\(name)' was not found in the syntax tree")
        }
        if let inheritance = tree.child(decl, .inheritance) {
            return .fixed([.insert(", AnyObject", at: tree.endOffset(inheritance), file: site.file)])
        }
        let nameToken = tree[decl].name
        let next = tree.token(nameToken + 1)
        if next.kind == .operator, tree.stream.text(next).hasPrefix("<") {
            return .notFixed("'\(name)' has primary associated types")
        }
        return .fixed([.insert(": AnyObject", at: tree.token(nameToken).end, file: site.file)])
    }
}
