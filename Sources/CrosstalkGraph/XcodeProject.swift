import Dispatch
import Synchronization

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`.
enum PropertyListValue {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])

    var string: String? { if case .string(let s) = self { return s } else { return nil } }
    var array: [PropertyListValue] { if case .array(let a) = self { return a } else { return [] } }
    var dictionary: [String: PropertyListValue] { if case .dictionary(let d) = self { return d } else { return [:] } }
    subscript(key: String) -> PropertyListValue? { dictionary[key] }
}

/// Parses old-style property lists: `{ key = value; }`, `( a, b, )`, quoted and bare strings, `/* */` and `//`
/// comments. Malformed input ends the value being read; what was read so far is kept.
struct PropertyListParser {
    let bytes: [UInt8]
    var i = 0
    /// Keys kept in the dictionaries at depth `filteredDepth` (the top level is depth 0); the values of other keys
    /// are skipped without being built. Nil keeps everything.
    let keptKeys: Set<String>?
    let filteredDepth: Int

    init(_ text: String, keeping keptKeys: Set<String>? = nil, atDepth filteredDepth: Int = 0) {
        bytes = Array(text.utf8)
        self.keptKeys = keptKeys
        self.filteredDepth = filteredDepth
    }

    /// The top-level value, or nil when there is none.
    static func parse(_ text: String) -> PropertyListValue? {
        var parser = PropertyListParser(text)
        return parser.value()
    }

    mutating func skipTrivia() {
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") {
                i += 1
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i + 1 < bytes.count, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i += 2
            } else if c == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int = 0) -> PropertyListValue? {
        skipTrivia()
        guard i < bytes.count else { return nil }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1
            var result: [String: PropertyListValue] = [:]
            let filters = depth == filteredDepth ? keptKeys : nil
            while true {
                skipTrivia()
                guard i < bytes.count else { return .dictionary(result) }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(result) }
                guard let key = string() else { return .dictionary(result) }
                skipTrivia()
                guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return .dictionary(result) }
                i += 1
                if let filters, !filters.contains(key) {
                    guard skipValue() else { return .dictionary(result) }
                } else {
                    guard let v = value(depth: depth + 1) else { return .dictionary(result) }
                    result[key] = v
                }
                skipTrivia()
                if i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1 }
            }
        case UInt8(ascii: "("):
            i += 1
            var result: [PropertyListValue] = []
            while true {
                skipTrivia()
                guard i < bytes.count else { return .array(result) }
                if bytes[i] == UInt8(ascii: ")") { i += 1; return .array(result) }
                guard let v = value(depth: depth + 1) else { return .array(result) }
                result.append(v)
                skipTrivia()
                if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 }
            }
        default:
            return string().map(PropertyListValue.string)
        }
    }

    /// Moves past one value without building it (a target's build settings, a shell script phase); false when the
    /// input ends or holds no value here.
    mutating func skipValue() -> Bool {
        skipTrivia()
        guard i < bytes.count else { return false }
        let open = bytes[i]
        guard open == UInt8(ascii: "{") || open == UInt8(ascii: "(") else { return skipString() }
        i += 1
        var nesting = 1
        while nesting > 0 {
            skipTrivia()
            guard i < bytes.count else { return false }
            switch bytes[i] {
            case UInt8(ascii: "{"), UInt8(ascii: "("): nesting += 1; i += 1
            case UInt8(ascii: "}"), UInt8(ascii: ")"): nesting -= 1; i += 1
            case UInt8(ascii: "\""): guard skipString() else { return false }
            default:
                if !skipString() { i += 1 }
            }
        }
        return true
    }

    /// Moves past a quoted string or a bare word; false when there is none here.
    mutating func skipString() -> Bool {
        guard i < bytes.count else { return false }
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
            i += 1
            return true
        }
        let start = i
        while i < bytes.count, PropertyListParser.isBareByte(bytes[i]) { i += 1 }
        return i > start
    }

    /// A quoted string (backslash escapes kept as the escaped byte) or a bare word.
    mutating func string() -> String? {
        skipTrivia()
        guard i < bytes.count else { return nil }
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            var out: [UInt8] = []
            while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                    i += 1
                    out.append(bytes[i] == UInt8(ascii: "n") ? UInt8(ascii: "\n") : bytes[i])
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            i += 1
            return String(decoding: out, as: UTF8.self)
        }
        let start = i
        while i < bytes.count, PropertyListParser.isBareByte(bytes[i]) { i += 1 }
        return i > start ? String(decoding: bytes[start..<i], as: UTF8.self) : nil
    }

    static func isBareByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
            || c == UInt8(ascii: "/") || c == UInt8(ascii: "$") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c >= 0x80
    }
}

/// The native targets of an Xcode project, with the Swift files each compiles, read from `project.pbxproj`.
///
/// File references are resolved through the group tree (`sourceTree` `<group>` and `SOURCE_ROOT`; other roots
/// such as `BUILT_PRODUCTS_DIR` hold no sources of the tree). Xcode 16 folders
/// (`PBXFileSystemSynchronizedRootGroup`) give a target every Swift file under them, with the files of the
/// group's exception sets flipped: left out of a target that holds the folder, added to one that does not.
/// Target dependencies come from `PBXTargetDependency` and from Swift package products
/// (`packageProductDependencies`, matched to SwiftPM products or targets by name).
struct XcodeProject {
    var targets: [BuildTarget] = []

    init(_ file: BuildFile, root: String) {
        var parser = PropertyListParser(file.text, keeping: XcodeProject.objectKeys, atDepth: 2)
        guard let plist = parser.value(), let rootID = plist["rootObject"]?.string else { return }
        let objects = plist["objects"]?.dictionary ?? [:]
        guard let project = objects[rootID] else { return }
        let projectDirectory = XcodeProject.join(SourceLayout.relative(file.directory, to: root), project["projectDirPath"]?.string ?? "")
        // Paths of every group and file reference, from the main group down.
        var paths: [String: String] = [:]
        var pending: [String] = []
        if let main = project["mainGroup"]?.string, let group = objects[main] {
            paths[main] = XcodeProject.join(projectDirectory, group["path"]?.string ?? "")
            pending.append(main)
        }
        while let id = pending.popLast() {
            guard let own = paths[id], let group = objects[id] else { continue }
            for child in group["children"]?.array ?? [] {
                guard let childID = child.string, let childObject = objects[childID],
                      let childPath = XcodeProject.path(of: childObject, parent: own, projectDirectory: projectDirectory) else { continue }
                paths[childID] = childPath
                if childObject["children"] != nil { pending.append(childID) }
            }
        }
        let targetIDs = (project["targets"]?.array ?? []).compactMap(\.string)
        var names: [String: String] = [:]
        for id in targetIDs { if let name = objects[id]?["name"]?.string { names[id] = name } }
        // Exception sets flip a synchronized folder's files for their target.
        var flipped: [String: [(folder: String, files: [String])]] = [:]
        for (groupID, group) in objects where group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
            guard let folder = paths[groupID] else { continue }
            for exceptionID in (group["exceptions"]?.array ?? []).compactMap(\.string) {
                guard let exception = objects[exceptionID], let target = exception["target"]?.string else { continue }
                let files = (exception["membershipExceptions"]?.array ?? []).compactMap(\.string)
                flipped[target, default: []].append((folder, files.map { XcodeProject.join(folder, $0) }))
            }
        }
        for id in targetIDs {
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget", let name = names[id] else { continue }
            var files: [String] = []
            for phaseID in (target["buildPhases"]?.array ?? []).compactMap(\.string) {
                guard let phase = objects[phaseID], phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in (phase["files"]?.array ?? []).compactMap(\.string) {
                    if let ref = objects[buildFileID]?["fileRef"]?.string, let path = paths[ref], path.hasSuffix(".swift") { files.append(path) }
                }
            }
            let folders = (target["fileSystemSynchronizedGroups"]?.array ?? []).compactMap { $0.string.flatMap { paths[$0] } }
            var excluded: [String] = []
            for (folder, exceptionFiles) in flipped[id] ?? [] {
                if folders.contains(folder) { excluded += exceptionFiles } else { files += exceptionFiles.filter { $0.hasSuffix(".swift") } }
            }
            var dependencies: [String] = []
            for dependencyID in (target["dependencies"]?.array ?? []).compactMap(\.string) {
                if let targetID = objects[dependencyID]?["target"]?.string, let dependency = names[targetID] { dependencies.append(dependency) }
            }
            for productID in (target["packageProductDependencies"]?.array ?? []).compactMap(\.string) {
                if let product = objects[productID]?["productName"]?.string { dependencies.append(product) }
            }
            targets.append(BuildTarget(name: name, kind: XcodeProject.kind(target["productType"]?.string ?? ""), folders: folders,
                                       excluded: excluded, files: files, dependencies: dependencies))
        }
    }

    /// The keys of a project's objects that the targets are read from; the rest (build settings, scripts) is skipped.
    static let objectKeys: Set<String> = [
        "isa", "children", "path", "sourceTree", "name", "fileRef", "files", "buildPhases", "fileSystemSynchronizedGroups",
        "exceptions", "target", "membershipExceptions", "dependencies", "packageProductDependencies", "productName",
        "productType", "mainGroup", "projectDirPath", "targets",
    ]

    /// The targets of each project, in the order given. Projects are read on all cores: an app's `project.pbxproj`
    /// runs to megabytes, and an app folder often holds several (the app's, its packages' demos, tools').
    static func targets(of projects: [BuildFile], root: String) -> [[BuildTarget]] {
        let read = Mutex([[BuildTarget]](repeating: [], count: projects.count))
        DispatchQueue.concurrentPerform(iterations: projects.count) { k in
            let targets = XcodeProject(projects[k], root: root).targets
            read.withLock { $0[k] = targets }
        }
        return read.withLock { $0 }
    }

    /// The path of a group or file reference under a parent group at `parent`; nil for references outside the tree.
    static func path(of object: PropertyListValue, parent: String, projectDirectory: String) -> String? {
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>": return join(parent, own)
        case "SOURCE_ROOT": return join(projectDirectory, own)
        default: return nil
        }
    }

    /// `base/path` with `./` and `..` segments resolved.
    static func join(_ base: String, _ path: String) -> String {
        // Bytes, not Substrings: every group and file reference of a project (tens of thousands) is joined, and
        // Substring comparison with "." and ".." is Unicode-aware.
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        func isDot(_ part: ArraySlice<UInt8>) -> Bool { part.count == 1 && part.first == dot }
        func isDotDot(_ part: ArraySlice<UInt8>) -> Bool { part.count == 2 && part.first == dot && part.last == dot }
        var parts = Array(base.utf8).split(separator: slash).filter { !isDot($0) }
        for part in Array(path.utf8).split(separator: slash) {
            if isDot(part) { continue }
            if isDotDot(part), let last = parts.last, !isDotDot(last) { parts.removeLast() } else { parts.append(part) }
        }
        var result: [UInt8] = []
        result.reserveCapacity(base.utf8.count + path.utf8.count + 1)
        for (k, part) in parts.enumerated() {
            if k > 0 { result.append(slash) }
            result.append(contentsOf: part)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The target kind of an Xcode product type (`com.apple.product-type.bundle.unit-test` → test).
    static func kind(_ productType: String) -> BuildTarget.Kind {
        if productType.contains("test") { return .test }
        if productType.hasSuffix(".application") || productType.contains("application.") { return .app }
        if productType.contains("extension") { return .appExtension }
        if productType.hasSuffix(".tool") { return .executable }
        return .library
    }
}
