/// A build target the tree declares (docs/graph.md, "Nodes": modules are the build targets): a SwiftPM target of a
/// `Package.swift` or a native target of an Xcode project, read without building anything.
public struct BuildTarget: Sendable, Hashable {
    /// What a target produces; tests are hidden from overviews unless asked.
    public enum Kind: String, Sendable, Hashable {
        case app, appExtension = "extension", library, executable, test, macro, plugin
    }

    public var name: String
    public var kind: Kind
    /// Folders whose Swift files the target compiles, relative to the analyzed root (`""` = the whole root).
    public var folders: [String]
    /// Files or folders under `folders` that the target leaves out, relative to the analyzed root.
    public var excluded: [String]
    /// Single files the target compiles (an Xcode sources build phase), relative to the analyzed root.
    public var files: [String]
    /// Folders whose Swift files the target compiles only when their path below the folder passes file globs
    /// (XcodeGen's `includes:` / `excludes:`, `**/*Tests.*`).
    public var filteredFolders: [FilteredFolder] = []
    /// Names of the targets (or SwiftPM products) this one depends on, as written.
    public var dependencies: [String]
    /// The folder of the declaring `Package.swift` or `.xcodeproj`, relative to the analyzed root: a file inside a
    /// package belongs only to that package's targets, never to a target of an enclosing project folder.
    public var packageDirectory: String?
    /// Some dependency is written in a form the reader cannot follow (a Tuist helper's own path, `.Layer.Domain`, that
    /// no helper constant names): the target may depend on any other, so it is taken to see them all.
    public var hasUnreadDependencies = false

    public init(name: String, kind: Kind, folders: [String] = [], excluded: [String] = [], files: [String] = [],
                dependencies: [String] = [], packageDirectory: String? = nil) {
        self.name = name
        self.kind = kind
        self.folders = folders
        self.excluded = excluded
        self.files = files
        self.dependencies = dependencies
        self.packageDirectory = packageDirectory
    }

    /// Whether the target is a test bundle or test target.
    public var isTest: Bool { kind == .test }
}

/// A folder of a target's sources with file globs: a file below it belongs to the target when its path relative to
/// the folder matches one of `includes` (any file when there are none) and none of `excludes`.
public struct FilteredFolder: Sendable, Hashable {
    public var folder: String
    public var includes: [Glob]
    public var excludes: [Glob]

    public init(folder: String, includes: [Glob], excludes: [Glob]) {
        self.folder = folder
        self.includes = includes
        self.excludes = excludes
    }

    /// Whether `relative`, a path below `folder`, passes the globs.
    public func admits(_ relative: String) -> Bool {
        (includes.isEmpty || includes.contains { $0.matches(relative) }) && !excludes.contains { $0.matches(relative) }
    }
}

/// A target and the targets it depends on (resolved to names of declared targets), as the graph reports them
/// (`targets` in JSON, `dependsOn` on module nodes).
public struct TargetSummary: Sendable, Hashable {
    public var name: String
    public var kind: BuildTarget.Kind
    /// Declared targets this one depends on directly, sorted.
    public var dependsOn: [String]

    public init(name: String, kind: BuildTarget.Kind, dependsOn: [String]) {
        self.name = name
        self.kind = kind
        self.dependsOn = dependsOn
    }
}

/// Which targets can see which (a target sees itself and, transitively, what it depends on), and so which
/// types may talk: two types communicate only when some target sees a target of each.
public struct TargetVisibility: Sendable {
    /// Declared targets in declaration order, with their direct dependencies resolved to declared names.
    public let targets: [TargetSummary]
    let indexByName: [String: Int]
    /// Target → every target it sees (itself included).
    let sees: [Set<Int>]

    /// Resolves `dependencies` (target names, or SwiftPM product names through `products`) to declared targets.
    public init(targets: [BuildTarget], products: [String: [String]] = [:]) {
        var indexByName: [String: Int] = [:]
        for (i, t) in targets.enumerated() where indexByName[t.name] == nil { indexByName[t.name] = i }
        var direct: [[Int]] = []
        var summaries: [TargetSummary] = []
        for t in targets {
            var found: [Int] = []
            for dependency in t.dependencies {
                for name in products[dependency] ?? [dependency] {
                    if let k = indexByName[name], !found.contains(k), targets[k].name != t.name { found.append(k) }
                }
            }
            // An app embedding a watch app or an extension builds it, and imports none of its code; a test bundle
            // hosted by an app does see the app's (`@testable import`).
            let imported = t.kind == .test ? found : found.filter { targets[$0].kind != .app && targets[$0].kind != .appExtension }
            direct.append(t.hasUnreadDependencies ? Array(targets.indices) : imported)
            summaries.append(TargetSummary(name: t.name, kind: t.kind, dependsOn: found.map { targets[$0].name }.sorted()))
        }
        var sees: [Set<Int>] = []
        for start in targets.indices {
            var seen: Set<Int> = [start]
            var stack = [start]
            while let t = stack.popLast() {
                for d in direct[t] where seen.insert(d).inserted { stack.append(d) }
            }
            sees.append(seen)
        }
        self.targets = summaries
        self.indexByName = indexByName
        self.sees = sees
    }

    /// Whether code in one of `a` and code in one of `b` can meet: some target sees a target of each. Names that are
    /// not declared targets (configured or folder modules) are unknown territory and can meet anything.
    public func canMeet(_ a: [String], _ b: [String]) -> Bool {
        let ia = a.compactMap { indexByName[$0] }
        let ib = b.compactMap { indexByName[$0] }
        if ia.count < a.count || ib.count < b.count || ia.isEmpty || ib.isEmpty { return true }
        for s in sees where ia.contains(where: s.contains) && ib.contains(where: s.contains) { return true }
        return false
    }

    /// The pair of targets (one of `a`, one of `b`) an edge between them is drawn on at module level: a shared
    /// target when there is one (the edge is then internal), else the first pair one of which sees the other, else
    /// the first pair some target sees together.
    public func meetingPair(_ a: [String], _ b: [String]) -> (String, String) {
        if let shared = a.first(where: b.contains) { return (shared, shared) }
        for x in a {
            for y in b {
                guard let ix = indexByName[x], let iy = indexByName[y] else { continue }
                if sees[ix].contains(iy) || sees[iy].contains(ix) { return (x, y) }
            }
        }
        return (a.first ?? "", b.first ?? "")
    }

    /// Whether `name` is a declared test target.
    public func isTest(_ name: String) -> Bool {
        indexByName[name].map { targets[$0].kind == .test } ?? false
    }
}
