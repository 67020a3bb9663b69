import CrosstalkFacts

/// How two types communicate (docs/graph.md, "Edges"). Raw values are the names used in configs and JSON.
public enum Mechanism: String, Sendable, Hashable, CaseIterable, Comparable {
    case combine, delegate, closure, singleton, notification
    case asyncStream = "async_stream"
    case injection

    /// Catalog order (the order of docs/graph.md's table), for stable output.
    public var order: Int {
        switch self {
        case .combine: return 0
        case .delegate: return 1
        case .closure: return 2
        case .singleton: return 3
        case .notification: return 4
        case .asyncStream: return 5
        case .injection: return 6
        }
    }
    public static func < (a: Mechanism, b: Mechanism) -> Bool { a.order < b.order }

    /// Parses a configured name (`combine`, `async_stream`; `asyncStream` and `async-stream` accepted too).
    public init?(name: String) {
        let normalized = String(name.lowercased().map { $0 == "-" ? "_" : $0 })
        if let m = Mechanism(rawValue: normalized) { self = m; return }
        if normalized == "asyncstream" { self = .asyncStream; return }
        return nil
    }
}

/// A node of the graph: a declared type, a module (module-level graphs), or an external name.
public struct GraphNode: Sendable, Hashable {
    public enum Kind: String, Sendable { case type, module, external }
    /// Unique within the graph: the qualified type name, prefixed with `Module/` when two modules declare it.
    public var id: String
    /// Display name (qualified type name, module name, or external name).
    public var name: String
    public var kind: Kind
    /// The declaration kind of a type node (`class`, `struct`, `enum`, `actor`, `protocol`).
    public var typeKind: TypeKind?
    /// The module a type belongs to; a module node's own name.
    public var module: String?
    /// Declaring file (the first declaration's, not an extension's) and the name token's line.
    public var file: String?
    public var line: Int?
    /// Number of types a module node stands for (module-level graphs).
    public var typeCount: Int?
    /// The other targets compiling a type's declaring file (code shared by a macOS and an iOS app), after `module`.
    public var otherModules: [String]

    public init(id: String, name: String, kind: Kind, typeKind: TypeKind? = nil, module: String? = nil, file: String? = nil, line: Int? = nil, typeCount: Int? = nil,
                otherModules: [String] = []) {
        self.id = id
        self.name = name
        self.kind = kind
        self.typeKind = typeKind
        self.module = module
        self.file = file
        self.line = line
        self.typeCount = typeCount
        self.otherModules = otherModules
    }

    /// Every module a type node belongs to: `module` first, then `otherModules`.
    public var modules: [String] { (module.map { [$0] } ?? []) + otherModules }
}

/// Where an edge was seen: a file and a position in it.
public struct EvidenceSite: Sendable, Hashable, Comparable {
    /// Index of the file in `ProjectIndex.files`.
    public var fileIndex: Int
    /// The path as the driver gave it.
    public var file: String
    public var location: SourceLocation

    public init(fileIndex: Int, file: String, location: SourceLocation) {
        self.fileIndex = fileIndex
        self.file = file
        self.location = location
    }

    public static func < (a: EvidenceSite, b: EvidenceSite) -> Bool {
        if a.file != b.file { return a.file < b.file }
        return a.location.offset < b.location.offset
    }
}

/// A directed edge: information flows from `from` to `to` by `mechanism` (docs/graph.md's table).
public struct GraphEdge: Sendable, Hashable {
    /// Node indices into `CommunicationGraph.nodes`.
    public var from: Int
    public var to: Int
    public var mechanism: Mechanism
    /// The member that carries the communication: `user` (publisher), `delegate`, `onClose`, `shared`, the notification
    /// name, `events()`, or the injected property (`store` of `@EnvironmentObject var store`; `resolve` for calls).
    /// Empty on module-level edges.
    public var member: String
    /// Evidence in the sources, sorted by file then offset.
    public var sites: [EvidenceSite]
    /// The member name resolved to several owner types; this edge goes to one of them.
    public var ambiguous: Bool
    /// Number of type-level edges a module-level edge stands for (1 at type level).
    public var count: Int

    public init(from: Int, to: Int, mechanism: Mechanism, member: String, sites: [EvidenceSite], ambiguous: Bool, count: Int = 1) {
        self.from = from
        self.to = to
        self.mechanism = mechanism
        self.member = member
        self.sites = sites
        self.ambiguous = ambiguous
        self.count = count
    }
}

/// A fact of one of the mechanisms that produced no edge because its other end could not be found.
public struct UnresolvedFact: Sendable, Hashable, Comparable {
    public var mechanism: Mechanism
    public var site: EvidenceSite
    /// What was looked for: `viewModel.$state`, `Config.shared`, `didLogin`.
    public var text: String
    /// Why it is unresolved, lowercase (`no type declares 'state'`, `code outside any type`).
    public var reason: String

    public init(mechanism: Mechanism, site: EvidenceSite, text: String, reason: String) {
        self.mechanism = mechanism
        self.site = site
        self.text = text
        self.reason = reason
    }

    public static func < (a: UnresolvedFact, b: UnresolvedFact) -> Bool {
        if a.site != b.site { return a.site < b.site }
        return (a.mechanism, a.text) < (b.mechanism, b.text)
    }
}

/// What became of the facts of one mechanism: every fact lands in exactly one bucket (none is dropped silently).
public struct MechanismStats: Sendable, Hashable {
    /// Facts that produced at least one edge.
    public var resolved = 0
    /// Facts whose both ends are the same type (`$x` of self, `self.onX = …`, `Self.shared` inside the type): no edge.
    public var internalReferences = 0
    /// Facts whose other end is a type the sources do not declare (`UIApplication.shared`); edges only with externals on.
    public var external = 0
    /// Facts whose other end could not be found (or was too ambiguous).
    public var unresolved = 0
    /// Facts whose counterpart is absent from the analyzed tree: notifications posted and never observed (or observed
    /// and never posted), delegate protocols nobody adopts.
    public var unmatched = 0
    public init() {}

    /// Total facts seen.
    public var facts: Int { resolved + internalReferences + external + unresolved + unmatched }
}

/// A notification name with its post and observe sites (for the posted-but-never-observed query).
public struct NotificationUsage: Sendable, Hashable {
    /// The canonical name: the raw string when declared with one, else the name as written.
    public var name: String
    public var posts: [EvidenceSite]
    public var observations: [EvidenceSite]
    /// The center the name goes through (a private `NotificationCenter()` keeps its own list).
    public var center: NotificationModel.Center = .shared
    /// Whether the tree's Objective-C files post or observe the name too (`ObjectiveCNotifications`), which the graph
    /// does not draw.
    public var isPostedInObjectiveC = false
    public var isObservedInObjectiveC = false
}
