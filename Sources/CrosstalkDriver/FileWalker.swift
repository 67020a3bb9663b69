#if canImport(Glibc)
import CrosstalkGraph
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// PATH arguments that do not exist; the driver exits with `ExitCode.usage`.
public struct FileWalkError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The missing paths, as the user wrote them.
    public var missingPaths: [String]

    /// One line per missing path: `path 'Sorces' does not exist`.
    public var description: String {
        missingPaths.map { "path '\($0)' does not exist" }.joined(separator: "\n")
    }
}

/// Something the walk could not look at; reported, never fatal, never silently dropped.
public struct WalkProblem: Sendable, Hashable, CustomStringConvertible {
    /// The display path of what could not be read.
    public var path: String
    /// Why, e.g. the system's error text.
    public var reason: String

    /// `cannot read 'Secret': permission denied`.
    public var description: String { "cannot read '\(path)': \(reason)" }
}

/// The system's text for the current `errno`, lowercased to match the rest of the messages.
func systemErrorMessage() -> String {
    let text = String(cString: strerror(errno))
    return text.prefix(1).lowercased() + text.dropFirst()
}

/// The Swift files a walk found.
public struct WalkResult: Sendable, Hashable {
    /// Absolute, normalized paths, sorted by UTF-8 bytes, each file once.
    public var files: [String]
    /// Directories and links that could not be read, in the order met.
    public var problems: [WalkProblem]
    /// The `exclude` patterns that left out no file or folder, in configuration order (a typo, or a stale entry).
    public var unmatchedExcludes: [String] = []
    /// `*.xcodeproj` folders met inside walked directories (absolute, sorted): their targets are modules.
    public var xcodeProjects: [String] = []
    /// XcodeGen specs (`project.yml`) met inside walked directories (absolute, sorted): their targets are modules.
    public var xcodeGenSpecs: [String] = []
    /// Storyboards and `Info.plist` files met inside walked directories (absolute, sorted): the screens a window
    /// shows from launch.
    public var storyboards: [String] = []
    public var infoPlists: [String] = []
    /// Objective-C sources (`.m`, `.mm`, `.h`) the walk keeps (absolute, sorted): the other side of some notifications.
    public var objectiveCSources: [String] = []
}

/// Expands PATH arguments into the `.swift` files to analyze.
///
/// - A file argument is taken as is, whatever its extension and even when `exclude` matches it: naming a
///   file is an explicit request, as in ripgrep. A directory argument is walked even if its own name is
///   skipped or excluded; what is inside it is filtered.
/// - Inside directories: folders named in `skippedDirectoryNames` (or starting with `.build-`/`.build_`,
///   SwiftPM scratch paths; Xcode file templates ending in `.xctemplate`, whose Swift files are placeholders
///   such as `___VARIABLE_moduleName___ViewModel`; playgrounds, whose pages are demos each declaring their own
///   types under the same names: no target compiles either) and folders or files matching `exclude` are left out; when `include` is not
///   empty, a file is kept only if it or a folder above it (relative to `base`) matches `include`.
/// - Globs see paths relative to `base` (the configuration file's folder); files outside it match no glob.
/// - Symbolic links are followed, but each directory is entered once, identified by device and inode, so
///   loops end and a tree reachable twice is listed once. Links are followed only after all real folders
///   have been walked, so a file reachable both ways is listed under its real path. The same file reached
///   through several links is listed once.
/// - POSIX `opendir`/`readdir` is used rather than `FileManager`: `d_type` answers "file or folder" without
///   a stat, names of non-Swift files are rejected as C bytes before any `String` exists, and only folders
///   (for loop safety) and links are stat-ed, where a `FileManager` enumerator makes objects and strings for
///   every entry before any of them can be filtered.
public struct FileWalker: Sendable {
    /// Folder names never entered: build products, VCS data, dependency checkouts and Xcode caches.
    public static let skippedDirectoryNames: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"]

    /// The folder globs are relative to (absolute).
    public var base: String
    /// Files to keep (empty: all).
    public var include: GlobSet
    /// Files and folders to leave out.
    public var exclude: GlobSet

    /// Creates a walker whose globs apply to paths relative to `base`.
    public init(base: String, include: GlobSet = GlobSet(), exclude: GlobSet = GlobSet()) {
        self.base = base
        self.include = include
        self.exclude = exclude
    }

    /// Walks `arguments` (relative ones resolved against `currentDirectory`); throws when a PATH does not exist.
    public func walk(_ arguments: [String], currentDirectory: String) throws(FileWalkError) -> WalkResult {
        try prepare(arguments, currentDirectory: currentDirectory).run()
    }

    /// The walk of `arguments`, with every PATH checked first (throws when one does not exist), so that a caller
    /// can fail before starting anything; `run` then walks and cannot fail.
    public func prepare(_ arguments: [String], currentDirectory: String) throws(FileWalkError) -> PreparedWalk {
        var walk = Walk(walker: self, currentDirectory: currentDirectory)
        var missing: [String] = []
        var roots: [Walk.Folder] = []
        for argument in arguments {
            let path = Paths.absolute(argument, currentDirectory: currentDirectory)
            var info = stat()
            guard stat(path, &info) == 0 else {
                if errno == ENOENT || errno == ENOTDIR {
                    missing.append(argument)
                } else {
                    walk.report(path, reason: systemErrorMessage())
                }
                continue
            }
            if Walk.isDirectory(info) {
                roots.append(walk.folder(path, id: Walk.FileID(info), isIncluded: isIncluded(rootFolder: path)))
            } else {
                walk.addArgument(path)
            }
        }
        if !missing.isEmpty { throw FileWalkError(missingPaths: missing) }
        return PreparedWalk(walk: walk, roots: roots)
    }

    /// Whether everything in a PATH argument is included: `include` is empty, or matches the folder or one above it.
    private func isIncluded(rootFolder path: String) -> Bool {
        if include.isEmpty { return true }
        guard let relative = Paths.relative(path, to: base) else { return false }
        return !relative.isEmpty && include.matchesPathOrAncestor(relative, isDirectory: true)
    }

    /// Whether a walk of `root` would list the file at `path` (both absolute and normalized, `path` inside `root`):
    /// every folder on the way is entered, and the file is kept. For files that are not on disk (an old revision's).
    public func wouldList(_ path: String, walking root: String) -> Bool {
        guard let inside = Paths.relative(path, to: root), !inside.isEmpty else { return false }
        let names = inside.split(separator: "/").map(String.init)
        var folder = root
        var included = isIncluded(rootFolder: root)
        for name in names.dropLast() {
            folder = Paths.join(folder, name)
            let relative = Paths.relative(folder, to: base)
            guard entersFolder(named: name, relative: relative) else { return false }
            if !included, let relative { included = include.matches(relative, isDirectory: true) }
        }
        return keepsFile(named: names.last!, relative: Paths.relative(path, to: base), folderIncluded: included)
    }

    /// Whether a folder met inside the walk is entered.
    fileprivate func entersFolder(named name: String, relative: String?) -> Bool {
        if FileWalker.skippedDirectoryNames.contains(name) || name.hasPrefix(".build-") || name.hasPrefix(".build_")
            || name.hasSuffix(".xctemplate") || name.hasSuffix(".playground") {
            return false
        }
        guard let relative, !exclude.isEmpty else { return true }
        return !exclude.matches(relative, isDirectory: true)
    }

    /// Whether a file met inside the walk is kept.
    fileprivate func keepsFile(named name: String, relative: String?, folderIncluded: Bool) -> Bool {
        guard name.hasSuffix(".swift"), name.utf8.count > 6 else { return false }
        return keeps(relative: relative, folderIncluded: folderIncluded)
    }

    /// Whether a file met inside the walk, at `relative`, passes `include` and `exclude`.
    fileprivate func keeps(relative: String?, folderIncluded: Bool) -> Bool {
        if let relative, !exclude.isEmpty, exclude.matches(relative) { return false }
        if folderIncluded { return true }
        guard let relative else { return false }
        return include.matches(relative)
    }
}

/// A walk whose PATH arguments exist (`FileWalker.prepare`).
public struct PreparedWalk: Sendable {
    fileprivate var walk: Walk
    fileprivate var roots: [Walk.Folder]

    /// Walks. `found` gets the files as they are met, a folder's at a time (for work that starts before the walk
    /// ends): in the order met, not yet sorted, and a file reached twice (through a link, or a repeated argument)
    /// each time. The result lists each file once, sorted.
    public func run(found: @escaping @Sendable ([String]) -> Void = { _ in }) -> WalkResult {
        var walk = self.walk
        walk.announce = found
        walk.announceNewlyFound()
        for root in roots { walk.enter(root) }
        walk.followDeferredLinks()
        return walk.result()
    }
}

/// The mutable state of one walk.
private struct Walk: Sendable {
    /// A file's identity, so links and repeated arguments do not list it twice.
    struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }

    /// A folder waiting to be entered.
    struct Folder {
        var path: String
        /// Path relative to the walker's base, nil outside it.
        var relative: String?
        var id: FileID
        /// Whether an `include` glob matched it or a folder above it.
        var isIncluded: Bool
    }

    let walker: FileWalker
    let currentDirectory: String
    /// How a file was reached, in order of preference when one file is reached several ways.
    enum Origin: Int, Comparable {
        case walked, argument, linked
        static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    var visited: Set<FileID> = []
    var found: [(path: String, origin: Origin)] = []
    var problems: [WalkProblem] = []
    var xcodeProjects: [String] = []
    var xcodeGenSpecs: [String] = []
    var storyboards: [String] = []
    var infoPlists: [String] = []
    var objectiveCSources: [String] = []
    /// Linked folders, entered after every real folder.
    var deferred: [Folder] = []

    /// Hears of files as they are found (see `PreparedWalk.run`).
    var announce: @Sendable ([String]) -> Void = { _ in }
    /// How many entries of `found` have been announced.
    var announced = 0
    /// Per `exclude` pattern, whether it left something out.
    var excludeMatched: [Bool]

    init(walker: FileWalker, currentDirectory: String) {
        self.walker = walker
        self.currentDirectory = currentDirectory
        excludeMatched = Array(repeating: false, count: walker.exclude.globs.count)
    }

    mutating func announceNewlyFound() {
        guard announced < found.count else { return }
        announce(found[announced...].map(\.path))
        announced = found.count
    }

    func folder(_ path: String, id: FileID, isIncluded: Bool) -> Folder {
        Folder(path: path, relative: Paths.relative(path, to: walker.base), id: id, isIncluded: isIncluded)
    }

    mutating func addArgument(_ path: String) {
        found.append((path, .argument))
    }

    mutating func report(_ path: String, reason: String) {
        problems.append(WalkProblem(path: Paths.display(path, currentDirectory: currentDirectory), reason: reason))
    }

    /// Walks a folder tree depth-first with an explicit stack, so depth never costs call stack.
    mutating func enter(_ root: Folder) {
        var stack = [root]
        while let folder = stack.popLast() {
            guard visited.insert(folder.id).inserted else { continue }
            // Reversed so that popping visits subfolders in name order, which keeps "first found" stable.
            stack += read(folder).reversed()
            announceNewlyFound()
        }
    }

    mutating func followDeferredLinks() {
        while !deferred.isEmpty {
            let pending = deferred
            deferred = []
            for folder in pending { enter(folder) }
        }
    }

    /// Lists one folder: records its Swift files, returns its subfolders in name order, defers linked ones.
    private mutating func read(_ folder: Folder) -> [Folder] {
        guard let handle = opendir(folder.path) else {
            report(folder.path, reason: systemErrorMessage())
            return []
        }
        defer { closedir(handle) }
        let descriptor = dirfd(handle)
        var entries: [(name: String, type: Int32)] = []
        while let entry = readdir(handle) {
            let type = Int32(entry.pointee.d_type)
            let decoded = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { name -> String?? in
                    // Most entries are files that are not Swift: reject them before building a String.
                    if type == Int32(DT_REG), !Walk.hasSwiftSuffix(name), !Walk.isXcodeGenSpec(name), !Walk.describesLaunchScreens(name),
                       !Walk.isObjectiveCSource(name) { return .some(nil) }
                    return String(validatingCString: name)
                }
            }
            guard let decoded else {
                report(folder.path, reason: "an entry's name is not valid UTF-8")
                continue
            }
            guard let name = decoded, name != ".", name != ".." else { continue }
            entries.append((name, type))
        }
        entries.sort { Paths.precedes($0.name, $1.name) }

        var subfolders: [Folder] = []
        for (name, type) in entries {
            let path = Paths.join(folder.path, name)
            let relative = folder.relative.map { $0.isEmpty ? name : $0 + "/" + name }
            var kind = type
            if kind == Int32(DT_UNKNOWN) {
                // Some file systems do not fill d_type; ask, without following links, as d_type would.
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                kind = Walk.directoryEntryType(info)
            }
            switch kind {
            case Int32(DT_DIR):
                guard walker.entersFolder(named: name, relative: relative) else { noteExcluded(relative, isDirectory: true); continue }
                // A project bundle holds no sources; only its `project.pbxproj` is read, by the graph.
                if name.hasSuffix(".xcodeproj") {
                    xcodeProjects.append(path)
                    continue
                }
                // Folders need their identity (one stat each) for loop safety; files do not, see `result()`.
                var info = stat()
                guard fstatat(descriptor, name, &info, 0) == 0 else {
                    report(path, reason: systemErrorMessage())
                    continue
                }
                subfolders.append(Folder(path: path, relative: relative, id: FileID(info), isIncluded: isIncluded(folder, relative)))
            case Int32(DT_REG):
                if !name.hasSuffix(".swift") {
                    if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
                        if walker.keeps(relative: relative, folderIncluded: folder.isIncluded) { objectiveCSources.append(path) }
                    } else if name.hasSuffix(".storyboard") { storyboards.append(path) } else if name.hasSuffix(".plist") { infoPlists.append(path) } else { xcodeGenSpecs.append(path) }
                    continue
                }
                if walker.keepsFile(named: name, relative: relative, folderIncluded: folder.isIncluded) {
                    found.append((path, .walked))
                } else {
                    noteExcluded(relative, isDirectory: false)
                }
            case Int32(DT_LNK):
                var info = stat()
                guard fstatat(descriptor, name, &info, 0) == 0 else {
                    // A dangling link to a Swift file would otherwise vanish from the analysis unnoticed.
                    if name.hasSuffix(".swift") { report(path, reason: "broken symbolic link") }
                    continue
                }
                if Walk.isDirectory(info) {
                    guard walker.entersFolder(named: name, relative: relative) else { noteExcluded(relative, isDirectory: true); continue }
                    deferred.append(Folder(path: path, relative: relative, id: FileID(info), isIncluded: isIncluded(folder, relative)))
                } else if walker.keepsFile(named: name, relative: relative, folderIncluded: folder.isIncluded) {
                    found.append((path, .linked))
                }
            default:
                continue
            }
        }
        return subfolders
    }

    /// Marks the `exclude` patterns that match a folder or file the walk left out. Only left-out entries are tested,
    /// and only against patterns not yet seen to match, so a walk without `exclude` pays nothing.
    private mutating func noteExcluded(_ relative: String?, isDirectory: Bool) {
        guard let relative, excludeMatched.contains(false) else { return }
        for (i, glob) in walker.exclude.globs.enumerated() where !excludeMatched[i] && glob.matches(relative, isDirectory: isDirectory) {
            excludeMatched[i] = true
        }
    }

    /// Whether a NUL-terminated name ends in `.swift`.
    private static func hasSwiftSuffix(_ name: UnsafePointer<CChar>) -> Bool {
        let length = strlen(name)
        guard length > 6 else { return false }
        return memcmp(name + length - 6, ".swift", 6) == 0
    }

    /// `.m`, `.mm` or `.h`: an Objective-C source, read for the notifications it posts and observes.
    private static func isObjectiveCSource(_ name: UnsafePointer<CChar>) -> Bool {
        let length = strlen(name)
        return (length > 2 && (strcmp(name + length - 2, ".m") == 0 || strcmp(name + length - 2, ".h") == 0))
            || (length > 3 && strcmp(name + length - 3, ".mm") == 0)
    }

    /// A storyboard, or an `Info.plist` (`Info.plist`, `App-Info.plist`), which names the storyboard an app launches with.
    private static func describesLaunchScreens(_ name: UnsafePointer<CChar>) -> Bool {
        let length = strlen(name)
        return (length > 11 && strcmp(name + length - 11, ".storyboard") == 0) || (length >= 10 && strcmp(name + length - 10, "Info.plist") == 0)
    }

    /// `project.yml` / `project.yaml`, or a variant a repository with several specs names for its project
    /// (`project-ios.yml`, given to `xcodegen --spec`): an XcodeGen spec, whose targets are modules.
    private static func isXcodeGenSpec(_ name: UnsafePointer<CChar>) -> Bool {
        let length = strlen(name)
        guard strncmp(name, "project", 7) == 0 else { return false }
        return (length >= 11 && strcmp(name + length - 4, ".yml") == 0) || (length >= 12 && strcmp(name + length - 5, ".yaml") == 0)
    }

    private func isIncluded(_ parent: Folder, _ relative: String?) -> Bool {
        if parent.isIncluded { return true }
        guard let relative else { return false }
        return walker.include.matches(relative, isDirectory: true)
    }

    /// The files found, each once, sorted.
    ///
    /// Files met while walking are unique by path: every folder is entered once, and two folders cannot
    /// hold the same file except through hard links, which are distinct names worth listing. Duplicates
    /// come only from file arguments and links to files, so only then is every file stat-ed, and of the
    /// names of one file the walked one wins over an argument, an argument over a link, then the first in order.
    func result() -> WalkResult {
        var unique: [String]
        if found.contains(where: { $0.origin != .walked }) {
            var chosen: [FileID: (path: String, origin: Origin)] = [:]
            for (path, origin) in found {
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                let id = FileID(info)
                if let current = chosen[id], (current.origin, current.path) <= (origin, path) { continue }
                chosen[id] = (path, origin)
            }
            unique = chosen.values.map(\.path)
        } else {
            unique = found.map(\.path)
        }
        unique.sort(by: Paths.precedes)
        let unmatched = walker.exclude.globs.indices.filter { !excludeMatched[$0] }.map { walker.exclude.globs[$0].pattern }
        return WalkResult(files: unique, problems: problems, unmatchedExcludes: unmatched, xcodeProjects: xcodeProjects.sorted(by: Paths.precedes),
                          xcodeGenSpecs: xcodeGenSpecs.sorted(by: Paths.precedes), storyboards: storyboards.sorted(by: Paths.precedes),
                          infoPlists: infoPlists.sorted(by: Paths.precedes), objectiveCSources: objectiveCSources.sorted(by: Paths.precedes))
    }

    static func isDirectory(_ info: stat) -> Bool { info.st_mode & S_IFMT == S_IFDIR }

    /// The `d_type` value for a file mode.
    static func directoryEntryType(_ info: stat) -> Int32 {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return Int32(DT_DIR)
        case S_IFREG: return Int32(DT_REG)
        case S_IFLNK: return Int32(DT_LNK)
        default: return Int32(DT_UNKNOWN)
        }
    }

}
