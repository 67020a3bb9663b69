import Foundation

/// The project whole-program rules see, and the part of it a `lint` run reports on (docs/cli.md, "Paths").
///
/// The project is `--project-root` when given, else the folder of the configuration file, else the first of these
/// that does not hold unrelated trees (`holdsUnrelatedTrees`): the nearest git work tree around the PATHs' common
/// folder, the nearest folder at or above it holding a project manifest, the common folder itself unless it sits right
/// under `/`. It is analyzed whole (so a notification observed in a file not named still counts as observed); the
/// PATHs, and `--since`, only narrow which findings are printed. When none qualifies (PATHs in unrelated folders meet
/// only at `/` or `/tmp`), no project is guessed: only the PATHs are analyzed, and `notice` says so.
struct ProjectScope {
    /// The project folder (absolute, normalized); the current folder when only the PATHs are analyzed.
    var root: String
    /// The PATHs reported on (absolute, normalized; the current folder when none was given), each also with links
    /// resolved, since the walk lists files under their real paths.
    var reported: [String]
    /// What to walk: the project, then the PATHs.
    var walked: [String]
    /// What the run tells the user on standard error about the scope it chose, if anything.
    var notice: String?

    /// Files and folders whose presence makes a folder a project's root when there is no git work tree: SwiftPM,
    /// XcodeGen and Tuist manifests and crosstalk's own configuration (an `.xcodeproj` or `.xcworkspace` bundle
    /// counts too).
    static let manifestNames = ["Package.swift", "project.yml", "Project.swift", "Workspace.swift", Configuration.fileName]

    /// Finds the project for `operands` (checked to exist by the walk) under `configuration`.
    static func resolve(operands: [String], configuration: Configuration, projectRootFlag: String?, currentDirectory: String) throws -> ProjectScope {
        let paths = (operands.isEmpty ? ["."] : operands).map { Paths.absolute($0, currentDirectory: currentDirectory) }
        let parent = commonParent(paths)
        let root: String
        if let projectRootFlag {
            root = Paths.absolute(projectRootFlag, currentDirectory: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw DriverError("\(Flag.projectRoot.spelling): '\(projectRootFlag)' is not a directory")
            }
        } else if let file = configuration.file {
            root = Paths.parent(file)
        } else if let workTree = enclosingWorkTree(of: parent), !holdsUnrelatedTrees(workTree) {
            root = workTree
        } else if let manifestFolder = enclosingManifestFolder(of: parent), !holdsUnrelatedTrees(manifestFolder) {
            root = manifestFolder
        } else if Paths.parent(parent) != "/" && !holdsUnrelatedTrees(parent) {
            // Without a marker, a folder right under `/` (`/tmp`, `/home`, `/Users`, `/Volumes`) is a place, not a project.
            root = parent
        } else {
            return ProjectScope(root: currentDirectory, reported: reportedPaths(paths), walked: operands.isEmpty ? ["."] : operands,
                                notice: "no project found around the PATHs (their common folder '\(parent)' is too broad to analyze whole): "
                                    + "analyzing only the PATHs; \(Flag.projectRoot.spelling) DIR names the project")
        }
        // The PATHs are walked too (as typed, so a missing one is reported as typed): a file named explicitly is
        // analyzed even where the project's walk skips it, and the walk lists every file once.
        return ProjectScope(root: root, reported: reportedPaths(paths), walked: [root] + (operands.isEmpty ? ["."] : operands))
    }

    /// `paths` (absolute), each followed by its real path when links make that differ.
    static func reportedPaths(_ paths: [String]) -> [String] {
        var reported = paths
        for path in paths {
            if let real = realPath(path), real != path { reported.append(real) }
        }
        return reported
    }

    /// Whether `folder` holds unrelated trees even when a git work tree or a manifest marks it (a dotfiles repository
    /// in the home folder): the file system root, the home folder or the temporary folder. `--project-root` and a
    /// configuration file still name any folder.
    static func holdsUnrelatedTrees(_ folder: String) -> Bool {
        if folder == "/" { return true }
        let broad = [NSHomeDirectory(), NSTemporaryDirectory()].filter { !$0.isEmpty }.map { Paths.normalize($0) }
        let real = realPath(folder)
        return broad.contains { $0 == folder || (real != nil && realPath($0) == real) }
    }

    /// The nearest folder at or above `folder` holding a project manifest (`manifestNames`, an `.xcodeproj` or an
    /// `.xcworkspace`).
    static func enclosingManifestFolder(of folder: String) -> String? {
        var current = folder
        while true {
            if manifestNames.contains(where: { FileManager.default.fileExists(atPath: Paths.join(current, $0)) }) { return current }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) { return current }
            if current == "/" { return nil }
            current = Paths.parent(current)
        }
    }

    /// Whether findings in the file at `path` (absolute) are reported.
    func reports(_ path: String) -> Bool {
        reported.contains { Paths.relative(path, to: $0) != nil }
    }

    /// `path` (absolute) relative to the project, as baselines record files; unchanged outside it.
    func relative(_ path: String) -> String {
        Paths.relative(path, to: root).map { $0.isEmpty ? "." : $0 } ?? path
    }

    /// The deepest folder holding every path (a folder path holds itself).
    static func commonParent(_ paths: [String]) -> String {
        let folders = paths.map { path -> [Substring] in
            var isDirectory: ObjCBool = false
            let folder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue ? Paths.parent(path) : path
            return folder.split(separator: "/")
        }
        var common = folders.first ?? []
        for parts in folders.dropFirst() {
            var n = 0
            while n < min(common.count, parts.count) && common[n] == parts[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        return "/" + common.joined(separator: "/")
    }

    /// The nearest folder at or above `folder` holding a `.git` entry (a folder, or the file of a linked work tree or
    /// submodule); found by looking, so a run without `--since` never starts git.
    static func enclosingWorkTree(of folder: String) -> String? {
        var current = folder
        while true {
            if FileManager.default.fileExists(atPath: Paths.join(current, ".git")) { return current }
            if current == "/" { return nil }
            current = Paths.parent(current)
        }
    }

    /// `path` with symbolic links resolved, nil when it cannot be.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
