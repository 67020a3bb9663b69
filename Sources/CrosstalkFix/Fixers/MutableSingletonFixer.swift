import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkSyntax

/// `mutable_singleton`: `static var` → `static let` when nothing in the sources ever assigns to the name.
struct MutableSingletonFixer: FindingFixer {
    let rules = ["mutable_singleton"]

    /// Attributes that do not care whether the property is `let` or `var`.
    static let neutralAttributes: Set<String> = ["MainActor", "nonobjc", "available", "usableFromInline"]

    /// A modifier that lets code Crosstalk does not read assign the name (Objective-C's KVC, a dynamic replacement).
    /// A `public` name is fixed like an internal one: the fix already takes the analyzed tree for every Swift client.
    static let outsideWriter = "dynamic"

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let index = context.index
        let facts = index.files[finding.file]
        guard let property = facts.properties.first(where: { $0.location.offset == finding.location.offset }), let owner = property.owner else {
            return .notFixed("no property declaration at the finding")
        }
        let ownerType = facts.types[owner]
        let ownerName = ownerType.kind == .extension ? TypeText.baseName(ownerType.name) : ownerType.name
        // A call of the name is of something else (`.default(…)`) unless the owner's instances can be called.
        let callable = Self.isCallable(ownerName, index: index)
        let uses = context.uses(of: property.name).filter { ($0.access != .called || callable != false) && Self.mayName($0, owner: ownerName, context: context) }
        if let write = uses.first(where: { $0.access == .write }) {
            return .notFixed("'\(property.name)' is assigned at \(context.place(file: write.file, offset: write.offset))")
        }
        if property.modifiers.contains(Self.outsideWriter) {
            return .notFixed("'\(property.name)' is \(Self.outsideWriter): code outside the sources may assign it")
        }
        guard property.initializer != nil else { return .notFixed("'\(property.name)' has no initializer, which a static let needs") }
        guard !property.hasObservers else { return .notFixed("'\(property.name)' has willSet/didSet observers") }
        if let attribute = property.attributes.first(where: { !Self.neutralAttributes.contains($0) }) {
            return .notFixed("'\(property.name)' has attribute @\(attribute)")
        }
        // Through a class instance nothing mutates the property itself; through a value (or a type of unknown kind), a
        // member, a call or a subscript may (a mutating method, a setter, a lazy member), so only whole-value reads are
        // certain.
        let isClass = ownerType.kind == .class || ownerType.kind == .actor || index.isReferenceType(ownerName) == true
        if !isClass, let use = uses.first(where: { $0.access == .continued || $0.access == .called }) {
            return .notFixed("'\(ownerName)' is not known to be a class, and the use of '\(property.name)' at \(context.place(file: use.file, offset: use.offset)) may mutate it")
        }
        let tree = context.tree(finding.file)
        guard let binding = tree.node(.binding, namedAt: property.location.offset), case let declaration = tree[binding].parent, declaration >= 0,
              tree[declaration].kind == .varDecl, tree.children(declaration).filter({ tree[$0].kind == .binding }).count == 1,
              let keyword = (tree[declaration].firstToken ..< tree[binding].firstToken).last(where: { tree.token($0).is(.var_) }) else {
            return .notFixed("the declaration of '\(property.name)' was not found in the syntax tree")
        }
        let token = tree.token(keyword)
        var edits = [SourceEdit(file: finding.file, start: Int(token.start), end: token.end, replacement: "let")]
        // `private(set)` cannot apply to a `let`; with no write anywhere it restricts nothing.
        for modifier in tree.children(declaration) where tree[modifier].kind == .modifier && tree.text(modifier).filter({ !$0.isWhitespace }).hasSuffix("(set)") {
            let next = tree.token(tree[modifier].lastToken + 1)
            edits.append(SourceEdit(file: finding.file, start: tree.offset(modifier), end: Int(next.start), replacement: ""))
        }
        return .fixed(edits)
    }

    /// Whether a use of the singleton's name may be a use of the singleton of `owner`: `owner.name`,
    /// `Subclass.name`, or a bare, `self.` or `Self.` name inside `owner` (or an extension of it). `Other.name` and
    /// `instance.name` are other properties; anything else (`make().name`) might be ours.
    static func mayName(_ use: NameUse, owner: String, context: FixContext) -> Bool {
        guard let qualifier = use.qualifier, qualifier != "self", qualifier != "Self" else {
            return context.enclosingTypeNames(of: use).contains(owner)
        }
        if qualifier == "?" || qualifier == owner { return true }
        if qualifier.first?.isUppercase != true { return false }
        return inherits(qualifier, from: owner, index: context.index)
    }

    /// Whether instances of `owner` can be called (`callAsFunction`, `@dynamicCallable`); nil when the sources do not
    /// declare it.
    static func isCallable(_ owner: String, index: ProjectIndex) -> Bool? {
        guard !index.declarations(of: owner).isEmpty else { return nil }
        let sites = index.sites[owner] ?? []
        return sites.contains { index.type($0).attributes.contains("dynamicCallable") }
            || index.methods(of: owner).contains { $0.name == "callAsFunction" }
    }

    /// `name` is a class the sources declare whose superclass chain reaches `ancestor`.
    static func inherits(_ name: String, from ancestor: String, index: ProjectIndex) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            for site in index.declarations(of: next) where index.type(site).kind == .class {
                let parents = index.type(site).inherits
                if parents.contains(ancestor) { return true }
                pending += parents
            }
        }
        return false
    }
}
