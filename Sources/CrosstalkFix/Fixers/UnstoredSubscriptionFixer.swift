import CrosstalkFacts
import CrosstalkRules
import CrosstalkSyntax

/// `unstored_subscription`: appends `.store(in: &name)` when the enclosing class has exactly one stored
/// `Set<AnyCancellable>` or `[AnyCancellable]` property and the chain is a statement of one of its instance members.
struct UnstoredSubscriptionFixer: FindingFixer {
    let rules = ["unstored_subscription"]

    func fix(_ finding: LintFinding, in context: FixContext) -> FixVerdict {
        let index = context.index
        let facts = index.files[finding.file]
        guard let subscription = facts.subscriptions.first(where: { $0.location.offset == finding.location.offset }) else {
            return .notFixed("no subscription at the finding")
        }
        guard let owner = subscription.context.type, subscription.context.hasInstanceSelf,
              index.isReferenceContext(file: finding.file, type: owner) else {
            return .notFixed("not in an instance member of a class")
        }
        let ownerType = facts.types[owner]
        let ownerName = ownerType.ownerName
        var sets: [(file: Int, property: PropertyFact)] = []
        for site in index.sites[ownerName] ?? [] {
            for property in index.files[site.file].properties where property.owner == site.type && Self.isCancellableSet(property) {
                sets.append((site.file, property))
            }
        }
        var edits: [SourceEdit] = []
        let setName: String
        if sets.isEmpty {
            switch Self.addedSet(to: ownerName, for: finding, context: context) {
            case .fixed(let added): edits += added
            case .notFixed(let why): return .notFixed(why)
            }
            setName = Self.addedSetName
        } else {
            guard sets.count == 1, let (setFile, set) = sets.first else {
                return .notFixed("'\(ownerName)' has \(sets.count) cancellable collections, so the right one is not certain")
            }
            if set.isPrivate && setFile != finding.file { return .notFixed("'\(set.name)' is private to another file") }
            setName = set.name
        }
        let tree = context.tree(finding.file)
        guard let member = tree.node(.member, namedAt: subscription.location.offset), case let chain = tree[member].parent, chain >= 0,
              tree[chain].kind == .postfixChain else {
            return .notFixed("the subscription's call chain was not found in the syntax tree")
        }
        let links = Array(tree.children(chain))
        guard let position = links.firstIndex(of: member), position + 2 == links.count, tree[links[position + 1]].kind == .call else {
            return .notFixed("the chain goes on after '\(tree.nameText(member))'")
        }
        let ancestors = tree.ancestors(of: chain)
        if let scope = ancestors.first(where: { [.closure, .function, .accessor, .typeDecl].contains(tree[$0].kind) }), tree[scope].kind == .closure {
            return .notFixed("the subscription is inside a closure, where storing needs an explicit self")
        }
        let parent = ancestors.first ?? -1
        switch parent >= 0 ? tree[parent].kind : .sourceFile {
        case .codeBlock:
            break
        case .sequence where Array(tree.children(parent)).count == 3 && tree.text(parent).hasPrefix("_"):
            // `_ = chain`: the store returns Void, so the discard goes.
            edits.append(SourceEdit(file: finding.file, start: tree.offset(parent), end: tree.offset(chain), replacement: ""))
        default:
            return .notFixed("the subscription is not an expression statement")
        }
        if let scope = ancestors.first(where: { tree[$0].kind == .function || tree[$0].kind == .accessor }),
           Self.declaresName(setName, in: scope, tree: tree) {
            return .notFixed("a local '\(setName)' shadows the property")
        }
        let period = tree.token(tree[member].firstToken)
        let store = ".store(in: &\(setName))"
        let text = period.flags.contains(.newlineBefore) ? "\n" + tree.indentation(ofLineAt: Int(period.start)) + store : store
        edits.append(.insert(text, at: tree.endOffset(chain), file: finding.file))
        return .fixed(edits)
    }

    /// The property added to a class that has no cancellable collection.
    static let addedSetName = "cancellables"

    /// `private var cancellables = Set<AnyCancellable>()` as the first member of the class's declaration (without
    /// `private` when the subscription is in another file). Refused when the class is not declared in the sources (an
    /// extension cannot add a stored property), is declared more than once, or has an attribute (`@Model` would
    /// persist the property); when it or a superclass of the sources adopts `Codable`, `Decodable` or `Encodable`
    /// (the synthesized conformance would need the set to be codable); when a member named `cancellables` exists in
    /// it, its extensions or its superclasses of the sources; or when its file does not import Combine.
    static func addedSet(to owner: String, for finding: LintFinding, context: FixContext) -> FixVerdict {
        let index = context.index
        let declarations = index.declarations(of: owner)
        guard declarations.count == 1, let site = declarations.first, index.type(site).kind == .class else {
            return .notFixed("'\(owner)' has no stored Set<AnyCancellable> property, and its one class declaration was not found to add one")
        }
        let declaration = index.type(site)
        if let attribute = declaration.attributes.first(where: { !["MainActor", "objc", "objcMembers"].contains($0) }) {
            return .notFixed("'\(owner)' has no stored Set<AnyCancellable> property, and its attribute @\(attribute) may not take one")
        }
        var lineage = [owner]
        var seen: Set<String> = []
        while let next = lineage.popLast() {
            guard seen.insert(next).inserted else { continue }
            let sites = index.sites[next] ?? []
            let inherited = sites.flatMap { index.type($0).inherits.map(TypeText.baseName) }
            if let codable = inherited.first(where: { ["Codable", "Decodable", "Encodable"].contains($0) }) {
                return .notFixed("'\(owner)' has no stored Set<AnyCancellable> property, and a synthesized \(codable) conformance would not take one")
            }
            if index.properties(of: next).contains(where: { $0.name == addedSetName }) || index.methods(of: next).contains(where: { $0.name == addedSetName }) {
                return .notFixed("'\(owner)' has no stored Set<AnyCancellable> property, and a member named '\(addedSetName)' is taken")
            }
            lineage += inherited.filter { index.kind(of: $0) == .class }
        }
        guard index.files[site.file].imports.contains("Combine") else {
            return .notFixed("'\(owner)' has no stored Set<AnyCancellable> property, and its file does not import Combine")
        }
        let tree = context.tree(site.file)
        guard let node = tree.node(.typeDecl, namedAt: declaration.location.offset), let block = tree.child(node, .memberBlock) else {
            return .notFixed("the declaration of '\(owner)' was not found in the syntax tree")
        }
        let brace = tree.token(tree[block].firstToken)
        let next = tree.token(tree[block].firstToken + 1)
        let indentation = next.flags.contains(.newlineBefore) && next.kind != .rightBrace
            ? tree.indentation(ofLineAt: Int(next.start)) : tree.indentation(ofLineAt: Int(brace.start)) + "    "
        let access = site.file == finding.file ? "private " : ""
        // A blank line after it, unless the body ends right there.
        let after = next.kind != .rightBrace ? "\n" : next.flags.contains(.newlineBefore) ? "" : "\n" + tree.indentation(ofLineAt: Int(brace.start))
        return .fixed([.insert("\n\(indentation)\(access)var \(addedSetName) = Set<AnyCancellable>()" + after, at: brace.end, file: site.file)])
    }

    /// A stored instance `var` of type `Set<AnyCancellable>` or `[AnyCancellable]` (written or constructed).
    static func isCancellableSet(_ p: PropertyFact) -> Bool {
        guard !p.isLet, !p.isStatic, !p.isComputed, !p.isLocal else { return false }
        let cancellableTypes: Set<String> = ["Set<AnyCancellable>", "[AnyCancellable]", "Set<Combine.AnyCancellable>", "[Combine.AnyCancellable]"]
        if let type = p.typeText { return cancellableTypes.contains(String(type.filter { !$0.isWhitespace })) }
        guard let initializer = p.initializer?.text.filter({ !$0.isWhitespace }), initializer.hasSuffix("()") else { return false }
        return cancellableTypes.contains(String(initializer.dropLast(2)))
    }

    /// Whether `name` is declared as a parameter, local or binding inside the function or accessor `scope`.
    static func declaresName(_ name: String, in scope: Int32, tree: SyntaxTree) -> Bool {
        let node = tree[scope]
        var previous: Token?
        for i in node.firstToken ... node.lastToken {
            let token = tree.token(i)
            defer { previous = token }
            guard token.isWord, tree.text(ofToken: i) == name else { continue }
            if let previous, previous.is(.var_) || previous.is(.let_) || previous.kind == .leftParen || previous.kind == .comma { return true }
            if tree.token(i + 1).kind == .colon { return true }
        }
        return false
    }
}
