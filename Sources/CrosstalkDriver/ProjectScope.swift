import Foundation

/// The project whole-program rules see, and the part of it a `lint` run reports on (docs/rules.md, "Whole-program rules").
///
/// The project is `--project-root` when given, else the folder of the configuration file, else the nearest git work
/// tree around the PATHs, else their common parent. It is analyzed whole (so a notification observed in a file not
/// named still counts as observed); the PATHs, and `--since`, only narrow which findings are printed.
struct ProjectScope {
    /// The project folder (absolute, normalized).
    var root: String
    /// The PATHs reported on (absolute, normalized; the current folder when none was given), each also with links
    /// resolved, since the walk lists files under their real paths.
    var reported: [String]
    /// What to walk: the project, then the PATHs.
    var walked: [String]

    /// Finds the project for `operands` (checked to exist by the walk) under `configuration`.
    static func resolve(operands: [String], configuration: Configuration, projectRootFlag: String?, currentDirectory: String) throws -> ProjectScope {
        let paths = (operands.isEmpty ? ["."] : operands).map { Paths.absolute($0, currentDirectory: currentDirectory) }
        let root: String
        if let projectRootFlag {
            root = Paths.absolute(projectRootFlag, currentDirectory: currentDirectory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw DriverError("\(Flag.projectRoot.spelling): '\(projectRootFlag)' is not a directory")
            }
        } else if let file = configuration.file {
            root = Paths.parent(file)
        } else {
            let parent = commonParent(paths)
            root = enclosingWorkTree(of: parent) ?? parent
        }
        var reported = paths
        for path in paths {
            if let real = realPath(path), real != path { reported.append(real) }
        }
        // The PATHs are walked too (as typed, so a missing one is reported as typed): a file named explicitly is
        // analyzed even where the project's walk skips it, and the walk lists every file once.
        return ProjectScope(root: root, reported: reported, walked: [root] + (operands.isEmpty ? ["."] : operands))
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
