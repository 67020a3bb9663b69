import CrosstalkFacts
import CrosstalkRules
import CrosstalkSyntax

/// `mutable_singleton`: `static var` → `static let` when nothing in the sources ever assigns to the name.
struct MutableSingletonFixer: FindingFixer {
    let rules = ["mutable_singleton"]

    /// Attributes that do not care whether the property is `let` or `var`.
    static let neutralAttributes: Set<String> = ["MainActor", "objc", "nonobjc", "available", "usableFromInline"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let index = context.index
        let facts = index.files[finding.file]
        guard let property = facts.properties.first(where: { $0.location.offset == finding.location.offset }), let owner = property.owner else {
            return .notFixed("no property declaration at the finding")
        }
        guard property.initializer != nil else { return .notFixed("'\(property.name)' has no initializer, which a static let needs") }
        guard !property.hasObservers else { return .notFixed("'\(property.name)' has willSet/didSet observers") }
        if let attribute = property.attributes.first(where: { !Self.neutralAttributes.contains($0) }) {
            return .notFixed("'\(property.name)' has attribute @\(attribute)")
        }
        let ownerType = facts.types[owner]
        let ownerName = ownerType.kind == .extension ? TypeText.baseName(ownerType.name) : ownerType.name
        guard ownerType.kind == .class || ownerType.kind == .actor || index.isReferenceType(ownerName) == true else {
            return .notFixed("'\(ownerName)' is not known to be a class, so its members may be mutated through '\(property.name)'")
        }
        if let write = context.firstWrite(of: property.name) {
            return .notFixed("'\(property.name)' is assigned at \(context.place(file: write.file, offset: write.offset))")
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
}
