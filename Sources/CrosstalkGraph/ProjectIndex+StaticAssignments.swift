import CrosstalkFacts

/// Where the sources assign a type's static stored properties: the setup points of a deferred singleton
/// (`static var shared: Config!` given its value once by `Config.configure(…)`).
struct StaticAssignmentTable: Sendable {
    /// Where the assignments to one static member are made.
    struct Sites: Sendable {
        /// The initializers and methods of the owner type itself (or of an extension of it) that assign it and do not
        /// return the type: `configure(…)`, `initialize(…)`, `start(…)`, `application(_:didFinishLaunching…)`. One
        /// method is one setup point however many branches assign (`instance = CallManager()` where the feature is
        /// available, `instance = nil` where not).
        var setupMethods: Set<String> = []
        var setupPoints: Int { setupMethods.count }
        /// Any other assignment: in another type or at top level (`Config.shared = Config(…)` in the app delegate),
        /// or in an accessor, a getter or a method returning the type (a hand-rolled lazy get-or-create, which
        /// `static let` does lazily and safely).
        var elsewhere = 0
        /// Some assignment sets it to `nil`: the instance it holds is made and dropped.
        var isCleared = false
    }

    /// `Owner.member` (owner by simple name) → its assignment sites.
    var sites: [String: Sites] = [:]
    /// `Owner.member` of statics a member of which is assigned (`ServerManager.shared.timestampOffset = …`): for a
    /// struct, that changes the static's value.
    var mutatedThroughMember: Set<String> = []

    init() {}

    /// One assignment to a static member: `Owner.member`, and whether it is a setup point (see `Sites`).
    struct Assignment: Sendable {
        var member: String
        /// The setup method making the assignment (`Owner.method()`), nil elsewhere.
        var setupMethod: String?
        /// A member of the static is assigned, not the static itself.
        var isThroughMember = false
        /// The assigned value is `nil`.
        var clears = false
    }

    /// The table of every file's assignments, each file read on its own core.
    init(files: [FileFacts], typeSites: [String: [TypeSite]]) {
        self.init(concurrentMap(count: files.count) { f in
            StaticAssignmentTable.assignments(in: files[f], sites: typeSites, ownerNames: files[f].types.map(WholeProgramTables.ownerNames))
        })
    }

    /// The table of every file's assignments (`assignments(in:sites:ownerNames:)`), read by a pass over the files
    /// that has the owner names at hand.
    init(_ parts: [[Assignment]]) {
        for assignments in parts {
            for a in assignments {
                if a.isThroughMember { mutatedThroughMember.insert(a.member); continue }
                if a.clears { sites[a.member, default: Sites()].isCleared = true }
                if let method = a.setupMethod { sites[a.member, default: Sites()].setupMethods.insert(method) } else { sites[a.member, default: Sites()].elsewhere += 1 }
            }
        }
    }

    /// Reads `Owner.member = …` and `Self.member = …` everywhere, and `member = …` or `self.member = …` in static code of the owner
    /// (the only place an unqualified name reaches a static member), in one file whose types' member owners are
    /// `ownerNames` (`WholeProgramTables.ownerNames`).
    static func assignments(in facts: FileFacts, sites typeSites: [String: [TypeSite]], ownerNames: [[String]]) -> [Assignment] {
        var result: [Assignment] = []
        for a in facts.assignments {
            let member = a.target[a.target.count - 1]
            let contextNames = a.context.type.map { ownerNames[$0] } ?? []
            let owner: String
            switch a.target.count {
            case 1:
                guard !a.context.hasInstanceSelf, let simple = contextNames.last else { continue }
                owner = simple
            // `Self.member = …`, or `self.member = …` in static code, where `self` is the type.
            case 2 where a.target[0] == "Self" || (a.target[0] == "self" && !a.context.hasInstanceSelf && a.context.type != nil):
                guard let simple = contextNames.last else { continue }
                owner = simple
            // `current.verbose = true` in the owner's static code: the static's value changed in place.
            case 2 where !a.context.hasInstanceSelf && a.target[0] != "self" && a.target[0].first?.isLowercase == true:
                if let simple = contextNames.last {
                    result.append(Assignment(member: simple + "." + a.target[0], setupMethod: nil, isThroughMember: true))
                }
                continue
            case 2:
                let written = a.target[0]
                guard written.first?.isUppercase == true, typeSites[written] != nil else { continue }
                owner = written
            default:
                // `Owner.current.x = …`, also `Self.current.x` (or `self.current.x` in static code) in the owner's code.
                let written = a.target[0]
                let isOwnStatic = written == "Self" || (written == "self" && !a.context.hasInstanceSelf)
                if let named = isOwnStatic ? contextNames.last : (written.first?.isUppercase == true && typeSites[written] != nil ? written : nil) {
                    result.append(Assignment(member: named + "." + a.target[1], setupMethod: nil, isThroughMember: true))
                }
                continue
            }
            // A setter's `_current = newValue` passes on whatever its callers assign: no setup of its own.
            let isSetupPoint = contextNames.contains(owner) && a.valueText != "newValue" && isSetupCode(a.context, in: facts)
            result.append(Assignment(member: owner + "." + member, setupMethod: isSetupPoint ? owner + "." + (a.context.member ?? "") : nil,
                                     clears: a.valueText == "nil"))
        }
        return result
    }

    /// An initializer, or a method that does not return the type itself: code that sets something up rather than
    /// hands it out (a lazy get-or-create returns the instance; `application(_:didFinishLaunchingWithOptions:)`
    /// returns a `Bool`). A get-or-create that can fail (`throws`, or returns an optional, a getter's too) sets up too:
    /// it makes the instance only once its inputs exist (the user's team), which `static let` cannot wait for.
    static func isSetupCode(_ code: CodeContext, in facts: FileFacts) -> Bool {
        guard let member = code.member, let type = code.type else { return false }
        if member == "init" { return true }
        guard member.hasSuffix("()") else {
            // A getter handing out an optional (`static var shared: PinStore! { if instance == nil { instance = try?
            // PinStore() }; return instance }`): a get-or-create that can fail, and tries again on the next read.
            return facts.properties.contains { p in
                p.owner == type && p.name == member && p.isComputed && p.typeText.map { TypeText.unwrapped($0) != $0 } == true
            }
        }
        let name = member.dropLast(2)
        let owner = facts.types[type].kind == .extension ? TypeText.baseName(facts.types[type].name) : facts.types[type].name
        return facts.methods.contains { m in
            guard m.owner == type && m.name == name else { return false }
            guard let result = m.resultType, !m.canThrow, TypeText.unwrapped(result) == result else { return true }
            let returned = TypeText.baseName(result)
            return returned != owner && returned != "Self"
        }
    }
}

extension ProjectIndex {
    /// Whether some code in the sources assigns the static member `owner.member` at all.
    public func isAssigned(owner: String, member: String) -> Bool {
        guard let sites = staticAssignments.sites[owner + "." + member] else { return false }
        return sites.setupPoints + sites.elsewhere > 0
    }

    /// `code` sets a static up rather than handing out an instance (`StaticAssignmentTable.isSetupCode`): an initializer,
    /// a method not returning its type, or a get-or-create that can fail; a getter or a plain get-or-create is not.
    public func isSetupCode(_ code: CodeContext, in facts: FileFacts) -> Bool {
        StaticAssignmentTable.isSetupCode(code, in: facts)
    }

    /// Whether some code sets the static member `owner.member` to `nil` (`SwitcherSession.current = nil` when the panel
    /// hides): what it holds is made and dropped.
    public func isCleared(owner: String, member: String) -> Bool {
        staticAssignments.sites[owner + "." + member]?.isCleared ?? false
    }

    /// Whether some code assigns a member of the static `owner.member` (`ServerManager.shared.offset = …`) or calls a
    /// `mutating` method of `owner` on it (`AccessRegistry.shared.grant(id:)`).
    public func isMutatedThroughMember(owner: String, member: String) -> Bool {
        if staticAssignments.mutatedThroughMember.contains(owner + "." + member) { return true }
        let mutating = Set(methods(of: owner).filter(\.isMutating).map(\.name))
        guard !mutating.isEmpty else { return false }
        return files.contains { facts in
            facts.staticReferences.contains { r in
                guard r.member == member, let called = r.calledMethod, mutating.contains(called) else { return false }
                return r.typeName == owner || (r.typeName == "Self" && r.context.type.map { WholeProgramTables.ownerNames(facts.types[$0]).last == owner } == true)
            }
        }
    }

    /// Static member `member` of the type `owner` (simple name) gets its value at exactly one place in the
    /// sources, a method or initializer of the type itself (a `configure(…)`/`initialize(…)` setup method), and
    /// nowhere else: a deferred singleton with one setup point, which `let` cannot express.
    public func hasSingleSetupPoint(owner: String, member: String) -> Bool {
        guard let sites = staticAssignments.sites[owner + "." + member] else { return false }
        return sites.setupPoints == 1 && sites.elsewhere == 0
    }
}
