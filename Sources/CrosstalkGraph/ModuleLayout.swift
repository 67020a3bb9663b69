/// A build description found by the driver — a `Package.swift`, a `project.pbxproj`, a Tuist `Project.swift`, an
/// XcodeGen `project.yml` — as its folder (in the same form as the analyzed paths; for a `project.pbxproj`, the
/// folder holding the `.xcodeproj`) and its text.
public struct BuildFile: Sendable, Hashable {
    public var directory: String
    public var text: String
    public init(directory: String, text: String) {
        self.directory = directory
        self.text = text
    }
}

/// Where the analyzed sources live, for module detection. Filled by the driver (not read from JSON):
/// the analyzed root and the `Package.swift`, `project.pbxproj` and Tuist files found under it. CrosstalkGraph never
/// reads the file system.
public struct SourceLayout: Sendable, Hashable {
    /// The analyzed root, in the same form as `FileFacts.path` (`""` or `.` when paths are relative to it).
    public var root: String
    public var packages: [BuildFile]
    /// Every `project.pbxproj` found under the root.
    public var projects: [BuildFile]
    /// Every Tuist `Project.swift` (one that imports `ProjectDescription`).
    public var tuistProjects: [BuildFile]
    /// The texts of Tuist's helper files (`Tuist/ProjectDescriptionHelpers/*.swift`, a plugin's `ProjectDescriptionHelpers`), where projects' dependency
    /// constants are defined.
    public var tuistHelpers: [String]
    /// Every XcodeGen spec (`project.yml`) not beside a committed `.xcodeproj`: the files it includes, then itself.
    public var xcodeGenSpecs: [[BuildFile]]
    /// Every CocoaPods `Podfile` beside an Xcode project: the pods each target links.
    public var podfiles: [BuildFile]

    public init(root: String = "", packages: [BuildFile] = [], projects: [BuildFile] = [], tuistProjects: [BuildFile] = [],
                tuistHelpers: [String] = [], xcodeGenSpecs: [[BuildFile]] = [], podfiles: [BuildFile] = []) {
        self.root = root
        self.packages = packages
        self.projects = projects
        self.tuistProjects = tuistProjects
        self.tuistHelpers = tuistHelpers
        self.xcodeGenSpecs = xcodeGenSpecs
        self.podfiles = podfiles
    }

    /// `path` relative to the root (`/`-separated, no leading `./`); unchanged when it lies elsewhere.
    public func relativePath(_ path: String) -> String {
        SourceLayout.relative(path, to: root)
    }

    /// On bytes: `Substring.hasPrefix` compares grapheme clusters, and every file's path comes through here.
    static func relative(_ path: String, to base: String) -> String {
        let p = Array(path.utf8)
        let r = Array(base.utf8)
        let dotSlash: [UInt8] = [UInt8(ascii: "."), UInt8(ascii: "/")]
        var pathStart = 0
        while p[pathStart...].starts(with: dotSlash) { pathStart += 2 }
        var baseStart = 0
        var baseEnd = r.count
        while r[baseStart ..< baseEnd].starts(with: dotSlash) { baseStart += 2 }
        while baseEnd - baseStart > 1 && r[baseEnd - 1] == UInt8(ascii: "/") { baseEnd -= 1 }
        let unchanged = String(decoding: p[pathStart...], as: UTF8.self)
        if baseEnd == baseStart || (baseEnd - baseStart == 1 && r[baseStart] == UInt8(ascii: ".")) { return unchanged }
        if p[pathStart...].starts(with: r[baseStart ..< baseEnd]) {
            let rest = pathStart + (baseEnd - baseStart)
            if rest == p.count { return "" }
            if p[rest] == UInt8(ascii: "/") { return String(decoding: p[(rest + 1)...], as: UTF8.self) }
        }
        return unchanged
    }
}

/// Assigns every file to its modules (docs/graph.md, "Nodes": modules are the build targets): configured `modules` globs first
/// (the longest matching pattern wins), else every build target that compiles the file — SwiftPM targets of the
/// innermost package holding it, Xcode targets whose sources phase lists it or whose synchronized folder holds it,
/// targets of the innermost Tuist project holding it —
/// else a conventional `Sources/<Name>` folder of a package, else the first folder under the analyzed root after
/// dropping the folders every remaining file shares, so a tree kept entirely under `App/` still splits into its parts.
public struct ModuleResolver: Sendable {
    let layout: SourceLayout
    let configured: [(name: String, pattern: String)]
    /// Every declared target: the packages' in manifest order, then the projects'.
    public let targets: [BuildTarget]
    /// Which targets see which.
    public let visibility: TargetVisibility
    /// Root-relative file → targets whose sources phase lists it.
    let targetsByFile: [String: [Int]]
    /// Root-relative folder (`""` for the root) → targets that compile the Swift files under it.
    let targetsByFolder: [String: [Int]]
    /// Root-relative folders holding a `Package.swift`: the search for an enclosing target folder stops there.
    let packageDirectories: Set<String>
    /// Package folders whose manifest lists no target the reader could see (a computed target list): their files
    /// take a conventional `Sources/<Name>` folder's name.
    let unreadPackageDirectories: Set<String>
    /// Root-relative folders of the Xcode projects whose targets list sources (`""` for the root).
    let projectDirectories: [String]

    public init(layout: SourceLayout, configuredModules: [String: [String]]) {
        self.layout = layout
        var configured: [(String, String)] = []
        for name in configuredModules.keys.sorted() {
            for pattern in configuredModules[name]! { configured.append((name, pattern)) }
        }
        // Most specific first: longer literal text beats shorter.
        self.configured = configured.enumerated().sorted { a, b in
            let la = a.element.1.filter { $0 != "*" && $0 != "?" }.count, lb = b.element.1.filter { $0 != "*" && $0 != "?" }.count
            return la != lb ? la > lb : a.offset < b.offset
        }.map(\.element)
        var targets: [BuildTarget] = []
        var products: [String: [String]] = [:]
        var packageDirectories: Set<String> = []
        var unread: Set<String> = []
        for manifest in layout.packages {
            let package = SwiftPackageManifest(manifest, root: layout.root)
            targets += package.targets
            products.merge(package.products) { first, _ in first }
            let directory = SourceLayout.relative(manifest.directory, to: layout.root).trimmingDot
            packageDirectories.insert(directory)
            if package.targets.isEmpty { unread.insert(directory) }
        }
        var projectDirectories: [String] = []
        for (project, projectTargets) in zip(layout.projects, XcodeProject.targets(of: layout.projects, root: layout.root)) {
            targets += projectTargets
            if projectTargets.contains(where: { !$0.files.isEmpty || !$0.folders.isEmpty }) {
                projectDirectories.append(SourceLayout.relative(project.directory, to: layout.root).trimmingDot)
            }
        }
        for spec in layout.xcodeGenSpecs { targets += XcodeGenSpec(spec, root: layout.root).targets }
        // A local pod is another project's target the app links through CocoaPods, not a target dependency.
        for podfile in layout.podfiles {
            let links = CocoaPodsPodfile(podfile.text).dependencies
            for i in targets.indices {
                for pod in links[targets[i].name] ?? [] where !targets[i].dependencies.contains(pod) { targets[i].dependencies.append(pod) }
            }
        }
        if !layout.tuistProjects.isEmpty {
            let constants = TuistProject.dependencyConstants(helpers: layout.tuistHelpers)
            for manifest in layout.tuistProjects {
                targets += TuistProject(manifest, dependencyConstants: constants, root: layout.root).targets
                // Like a package, a Tuist project owns the files below it: no enclosing project's target claims them.
                packageDirectories.insert(SourceLayout.relative(manifest.directory, to: layout.root).trimmingDot)
            }
        }
        var byFile: [String: [Int]] = [:]
        var byFolder: [String: [Int]] = [:]
        for (i, target) in targets.enumerated() {
            for file in target.files where byFile[file]?.contains(i) != true { byFile[file, default: []].append(i) }
            // A SwiftPM `sources:` entry may name a file as well as a folder.
            for folder in target.folders where byFolder[folder]?.contains(i) != true {
                byFolder[folder, default: []].append(i)
                if folder.hasSuffix(".swift") { byFile[folder, default: []].append(i) }
            }
            for filtered in target.filteredFolders where byFolder[filtered.folder]?.contains(i) != true {
                byFolder[filtered.folder, default: []].append(i)
            }
        }
        self.targets = targets
        self.visibility = TargetVisibility(targets: targets, products: products)
        self.targetsByFile = byFile
        self.targetsByFolder = byFolder
        self.packageDirectories = packageDirectories
        self.unreadPackageDirectories = unread
        self.projectDirectories = projectDirectories
    }

    /// For each file's modules (`moduleLists(for:)`), whether only test targets compile it; false for every file
    /// when the build declares no test target.
    public func compiledOnlyByTests(moduleLists: [[String]]) -> [Bool] {
        let testTargets = Set(targets.filter(\.isTest).map(\.name))
        guard !testTargets.isEmpty else { return moduleLists.map { _ in false } }
        return moduleLists.map { $0.allSatisfy(testTargets.contains) }
    }

    /// The primary module of each of `paths` (in order): the first of `moduleLists(for:)`'s lists.
    public func modules(for paths: [String]) -> [String] {
        moduleLists(for: paths).map { $0[0] }
    }

    /// Module names for each of `paths` (in order), never empty: every target compiling the file, or the one module a
    /// configured glob, a package folder or the folder fallback gives.
    public func moduleLists(for paths: [String]) -> [[String]] { placements(for: paths).modules }

    /// Where the build puts each of a list of files.
    public struct Placements: Sendable {
        /// As `moduleLists(for:)`.
        public let modules: [[String]]
        /// No target compiles the file, though it lies below an Xcode project (no package or Tuist project between)
        /// whose targets compile at least half of the Swift files below it: a file left out of every target (an old
        /// screen, a copied file), which the build never compiles. With fewer, the project's reading is not trusted.
        public let compiledByNoTarget: [Bool]
    }

    /// `Placements` of `paths`, in order.
    public func placements(for paths: [String]) -> Placements {
        let relative = paths.map { layout.relativePath($0) }
        // Files of one folder meet the same folder targets on the way up: each folder's are listed once.
        let folderOfFile = relative.map(ModuleResolver.folder(of:))
        let folders = Array(Set(folderOfFile))
        let folderTargets = Dictionary(uniqueKeysWithValues: zip(folders, concurrentMap(count: folders.count) { targetFolders(above: folders[$0]) }))
        // Each file's declared modules depend on that file alone: found on all cores.
        var result = concurrentMap(count: relative.count) { i -> [String] in
            if let m = configuredModule(relative[i]) { return [m] }
            let found = declaredTargets(relative[i], folderTargets: folderTargets[folderOfFile[i]] ?? [])
            if !found.isEmpty { return found }
            return conventionalModule(relative[i]).map { [$0] } ?? []
        }
        let rest = result.indices.filter { result[$0].isEmpty }
        let compiledByNoTarget = filesLeftOutOfProjects(relative, unplaced: Set(rest))
        // Folder fallback: drop the folders shared by every remaining file.
        let dirs = rest.map { relative[$0].utf8.split(separator: UInt8(ascii: "/")).dropLast().map { String(decoding: $0, as: UTF8.self) } }
        var common = dirs.first ?? []
        for d in dirs.dropFirst() {
            var n = 0
            while n < common.count && n < d.count && common[n] == d[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let rootName: String = {
            if let last = common.last { return last }
            let parts = layout.root.split(separator: "/").filter { $0 != "." }
            return parts.last.map(String.init) ?? "(root)"
        }()
        for (k, i) in rest.enumerated() {
            let d = dirs[k]
            result[i] = [d.count > common.count ? d[common.count] : rootName]
        }
        return Placements(modules: result, compiledByNoTarget: compiledByNoTarget)
    }

    /// `Placements.compiledByNoTarget` of root-relative `paths`, of which `unplaced` (indices) no configured glob,
    /// declared target or package folder places.
    func filesLeftOutOfProjects(_ paths: [String], unplaced: Set<Int>) -> [Bool] {
        guard !unplaced.isEmpty, !projectDirectories.isEmpty else { return paths.map { _ in false } }
        // The project a folder lies in, unless a package or Tuist project folder on the way up owns it: worked out
        // once per folder, since a folder holds many files and shares its parents with its siblings.
        var projectOfFolder: [String: Int?] = [:]
        func project(ofFolder folder: String) -> Int? {
            if let known = projectOfFolder[folder] { return known }
            let owner: Int?
            if let p = projectDirectories.firstIndex(of: folder) { owner = p }
            else if folder.isEmpty || packageDirectories.contains(folder) { owner = nil }
            else { owner = project(ofFolder: ModuleResolver.folder(of: folder)) }
            projectOfFolder[folder] = owner
            return owner
        }
        let projects = paths.map { project(ofFolder: ModuleResolver.folder(of: $0)) }
        var placed = [Int](repeating: 0, count: projectDirectories.count), total = placed
        for (i, p) in projects.enumerated() {
            guard let p else { continue }
            total[p] += 1
            if !unplaced.contains(i) { placed[p] += 1 }
        }
        return paths.indices.map { i in unplaced.contains(i) && projects[i].map { placed[$0] * 2 >= total[$0] } == true }
    }

    func configuredModule(_ path: String) -> String? {
        for (name, pattern) in configured where Glob.matchesPath(pattern, path) { return name }
        return nil
    }

    /// The folder holding root-relative `path` (`""` at the root).
    static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// The targets with a source folder at `folder` or above it, from the innermost out, up to the innermost package
    /// folder: each with that source folder.
    func targetFolders(above folder: String) -> [(folder: String, target: Int)] {
        var result: [(folder: String, target: Int)] = []
        var current = folder
        while true {
            for t in targetsByFolder[current] ?? [] { result.append((current, t)) }
            if current.isEmpty || packageDirectories.contains(current) { break }
            current = ModuleResolver.folder(of: current)
        }
        return result
    }

    /// Every declared target compiling `path` (root-relative): listed files first, then folders from the innermost
    /// out (`folderTargets`, the `targetFolders(above:)` of its folder); test targets last, so a test bundle that
    /// compiles the app's sources again never becomes their primary module.
    func declaredTargets(_ path: String, folderTargets: [(folder: String, target: Int)]) -> [String] {
        var found = targetsByFile[path] ?? []
        for (folder, t) in folderTargets where !found.contains(t) && !isExcluded(path, by: targets[t]) && compiles(targets[t], path, from: folder) {
            found.append(t)
        }
        return (found.filter { !targets[$0].isTest } + found.filter { targets[$0].isTest }).map { targets[$0].name }
    }

    /// Whether `target` compiles `path`, found below its source folder `folder`: always for a plain folder, else when
    /// the file globs of one of its entries for that folder admit it.
    func compiles(_ target: BuildTarget, _ path: String, from folder: String) -> Bool {
        if target.folders.contains(folder) { return true }
        let relative = folder.isEmpty ? path : String(path.utf8.dropFirst(folder.utf8.count + 1))!
        return target.filteredFolders.contains { $0.folder == folder && $0.admits(relative) }
    }

    func isExcluded(_ path: String, by target: BuildTarget) -> Bool {
        target.excluded.contains { path == $0 || (path.hasPrefix($0) && path.utf8.dropFirst($0.utf8.count).first == UInt8(ascii: "/")) }
    }

    /// A conventional `Sources/<Name>/` (or `Tests/<Name>/`) folder of the innermost package holding `path`, when
    /// that package's target list is computed rather than written out.
    func conventionalModule(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            let folder = String(decoding: bytes[..<end], as: UTF8.self)
            if packageDirectories.contains(folder) {
                return unreadPackageDirectories.contains(folder) ? conventionalFolder(bytes[(end + 1)...]) : nil
            }
        }
        return unreadPackageDirectories.contains("") ? conventionalFolder(bytes[...]) : nil
    }

    func conventionalFolder(_ inside: ArraySlice<UInt8>) -> String? {
        let parts = inside.split(separator: UInt8(ascii: "/"))
        if parts.count >= 3, ["Sources", "Source", "src", "srcs", "Tests"].contains(String(decoding: parts[0], as: UTF8.self)) {
            return String(decoding: parts[1], as: UTF8.self)
        }
        return nil
    }
}

extension String {
    /// `""` for the root written as `.`.
    var trimmingDot: String { self == "." ? "" : self }
}
