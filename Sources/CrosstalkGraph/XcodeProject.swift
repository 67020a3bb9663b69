import CrosstalkSyntax

/// A string of a property list: where its bytes are in the text (inside the quotes for a quoted one), and whether
/// it holds backslash escapes. It becomes a `String` only when asked: a project's object IDs and keys are mostly
/// compared, not kept.
struct PropertyListString {
    var range: Range<Int>
    var escaped: Bool
}

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, as places in its text.
enum PropertyListValue {
    case string(PropertyListString)
    case array([PropertyListValue])
    /// Entries in the order written; of a key written twice, the last one counts.
    case dictionary([(key: PropertyListString, value: PropertyListValue)])
}

/// An old-style property list read from its bytes: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `/* */` and `//` comments. Malformed input ends the value being read; what was read so far is kept. Values are
/// ranges of the text, so reading a project makes no string or dictionary per object: `XcodeProject` asks for the
/// few it needs.
struct PropertyList {
    let bytes: [UInt8]
    /// The top-level value; nil when there is none.
    private(set) var root: PropertyListValue?

    /// Reads `text`. With `keptKeys`, the dictionaries at depth `filteredDepth` (the top level is depth 0) keep only
    /// those keys; the values of other keys are skipped without being built.
    init(_ text: String, keeping keptKeys: [String]? = nil, atDepth filteredDepth: Int = 0) {
        bytes = Array(text.utf8)
        // The reader scans every byte of a project of megabytes: it reads them in place, without the array's checks.
        root = bytes.withUnsafeBufferPointer { buffer in
            var reader = Reader(bytes: buffer, keptKeys: keptKeys.map { $0.map { Array($0.utf8) } }, filteredDepth: filteredDepth)
            return reader.value(depth: 0)
        }
    }

    /// The text of a string, escapes resolved (`\n` is a newline, any other escaped byte stands for itself).
    func text(_ s: PropertyListString) -> String {
        guard s.escaped else { return String(decoding: bytes[s.range], as: UTF8.self) }
        var out: [UInt8] = []
        var i = s.range.lowerBound
        while i < s.range.upperBound {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < s.range.upperBound {
                i += 1
                out.append(bytes[i] == UInt8(ascii: "n") ? UInt8(ascii: "\n") : bytes[i])
            } else {
                out.append(bytes[i])
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the string reads `expected`. Every key lookup asks this of each key of an object: the lengths first.
    func matches(_ s: PropertyListString, _ expected: String) -> Bool {
        s.escaped ? text(s) == expected : s.range.count == expected.utf8.count && bytes[s.range].elementsEqual(expected.utf8)
    }

    /// The value under `key` when `value` is a dictionary.
    func value(_ key: String, in value: PropertyListValue?) -> PropertyListValue? {
        guard case .dictionary(let entries)? = value else { return nil }
        return entries.last { matches($0.key, key) }?.value
    }

    /// The string under `key` of a dictionary; nil when missing or not a string.
    func string(_ key: String, in dictionary: PropertyListValue?) -> String? {
        guard case .string(let s)? = self.value(key, in: dictionary) else { return nil }
        return text(s)
    }

    /// The strings of the array under `key` of a dictionary (other elements left out); empty when there is none.
    func strings(_ key: String, in dictionary: PropertyListValue?) -> [String] {
        guard case .array(let items)? = self.value(key, in: dictionary) else { return [] }
        return items.compactMap { item in
            guard case .string(let s) = item else { return nil }
            return text(s)
        }
    }

    /// Whether the string under `key` of a dictionary reads `expected`.
    func has(_ key: String, _ expected: String, in dictionary: PropertyListValue?) -> Bool {
        guard case .string(let s)? = self.value(key, in: dictionary) else { return false }
        return matches(s, expected)
    }

    /// The reading position over the bytes.
    private struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        let keptKeys: [[UInt8]]?
        let filteredDepth: Int
        var i = 0

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

        mutating func value(depth: Int) -> PropertyListValue? {
            skipTrivia()
            guard i < bytes.count else { return nil }
            switch bytes[i] {
            case UInt8(ascii: "{"):
                i += 1
                var entries: [(key: PropertyListString, value: PropertyListValue)] = []
                let filters = depth == filteredDepth ? keptKeys : nil
                while true {
                    skipTrivia()
                    guard i < bytes.count else { return .dictionary(entries) }
                    if bytes[i] == UInt8(ascii: "}") { i += 1; return .dictionary(entries) }
                    guard let key = string() else { return .dictionary(entries) }
                    skipTrivia()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { return .dictionary(entries) }
                    i += 1
                    if let filters, !filters.contains(where: { isKey(key, $0) }) {
                        guard skipValue() else { return .dictionary(entries) }
                    } else {
                        guard let v = value(depth: depth + 1) else { return .dictionary(entries) }
                        entries.append((key, v))
                    }
                    skipTrivia()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ";") { i += 1 }
                }
            case UInt8(ascii: "("):
                i += 1
                var items: [PropertyListValue] = []
                while true {
                    skipTrivia()
                    guard i < bytes.count else { return .array(items) }
                    if bytes[i] == UInt8(ascii: ")") { i += 1; return .array(items) }
                    guard let v = value(depth: depth + 1) else { return .array(items) }
                    items.append(v)
                    skipTrivia()
                    if i < bytes.count, bytes[i] == UInt8(ascii: ",") { i += 1 }
                }
            default:
                return string().map(PropertyListValue.string)
            }
        }

        /// Whether a key's bytes are `kept` (keys of a project are never escaped; an escaped one is kept no more).
        func isKey(_ key: PropertyListString, _ kept: [UInt8]) -> Bool {
            !key.escaped && key.range.count == kept.count && bytes[key.range].elementsEqual(kept)
        }

        /// Moves past one value without building it (a target's build settings, a shell script phase); false when the
        /// input ends or holds no value here.
        mutating func skipValue() -> Bool {
            skipTrivia()
            guard i < bytes.count else { return false }
            let open = bytes[i]
            guard open == UInt8(ascii: "{") || open == UInt8(ascii: "(") else { return string() != nil }
            i += 1
            var nesting = 1
            while nesting > 0 {
                skipTrivia()
                guard i < bytes.count else { return false }
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "("): nesting += 1; i += 1
                case UInt8(ascii: "}"), UInt8(ascii: ")"): nesting -= 1; i += 1
                case UInt8(ascii: "\""): guard string() != nil else { return false }
                default:
                    if string() == nil { i += 1 }
                }
            }
            return true
        }

        /// A quoted string or a bare word, moved past; nil when there is none here.
        mutating func string() -> PropertyListString? {
            guard i < bytes.count else { return nil }
            if bytes[i] == UInt8(ascii: "\"") {
                i += 1
                let start = i
                var escaped = false
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") {
                    if bytes[i] == UInt8(ascii: "\\") { escaped = true; i += 1 }
                    i += 1
                }
                let end = min(i, bytes.count)
                i += 1
                return PropertyListString(range: start..<end, escaped: escaped)
            }
            let start = i
            while i < bytes.count, Reader.isBareByte(bytes[i]) { i += 1 }
            return i > start ? PropertyListString(range: start..<i, escaped: false) : nil
        }

        static func isBareByte(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
                || c == UInt8(ascii: "/") || c == UInt8(ascii: "$") || c == UInt8(ascii: "-") || c == UInt8(ascii: ":") || c >= 0x80
        }
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
        let plist = PropertyList(file.text, keeping: XcodeProject.objectKeys, atDepth: 2)
        guard let top = plist.root, let rootID = plist.string("rootObject", in: top) else { return }
        // ID → object, in the order written (an ID written twice: the last one counts).
        var objects: [String: PropertyListValue] = [:]
        var order: [String] = []
        if case .dictionary(let entries)? = plist.value("objects", in: top) {
            objects.reserveCapacity(entries.count)
            for (key, value) in entries {
                let id = plist.text(key)
                if objects.updateValue(value, forKey: id) == nil { order.append(id) }
            }
        }
        guard let project = objects[rootID] else { return }
        let projectDirectory = XcodeProject.join(SourceLayout.relative(file.directory, to: root), plist.string("projectDirPath", in: project) ?? "")
        // Paths of every group and file reference, from the main group down.
        var paths: [String: String] = [:]
        var pending: [String] = []
        if let main = plist.string("mainGroup", in: project), let group = objects[main] {
            paths[main] = XcodeProject.join(projectDirectory, plist.string("path", in: group) ?? "")
            pending.append(main)
        }
        while let id = pending.popLast() {
            guard let own = paths[id], let group = objects[id] else { continue }
            for childID in plist.strings("children", in: group) {
                guard let childObject = objects[childID],
                      let childPath = XcodeProject.path(of: childObject, in: plist, parent: own, projectDirectory: projectDirectory) else { continue }
                paths[childID] = childPath
                if plist.value("children", in: childObject) != nil { pending.append(childID) }
            }
        }
        let targetIDs = plist.strings("targets", in: project)
        var names: [String: String] = [:]
        // A target's product (`passKit.framework`) → the target: linking it in a frameworks phase depends on that target,
        // whether or not a target dependency is also written.
        var productOwners: [String: String] = [:]
        for id in targetIDs {
            guard let name = plist.string("name", in: objects[id]) else { continue }
            names[id] = name
            if let product = plist.string("productReference", in: objects[id]) { productOwners[product] = name }
        }
        // Exception sets flip a synchronized folder's files for their target.
        var flipped: [String: [(folder: String, files: [String])]] = [:]
        for groupID in order where plist.has("isa", "PBXFileSystemSynchronizedRootGroup", in: objects[groupID]) {
            guard let folder = paths[groupID] else { continue }
            for exceptionID in plist.strings("exceptions", in: objects[groupID]) {
                guard let exception = objects[exceptionID], let target = plist.string("target", in: exception) else { continue }
                let files = plist.strings("membershipExceptions", in: exception)
                flipped[target, default: []].append((folder, files.map { XcodeProject.join(folder, $0) }))
            }
        }
        for id in targetIDs {
            guard let target = objects[id], plist.has("isa", "PBXNativeTarget", in: target), let name = names[id] else { continue }
            var files: [String] = []
            var dependencies: [String] = []
            for phaseID in plist.strings("buildPhases", in: target) {
                guard let phase = objects[phaseID] else { continue }
                if plist.has("isa", "PBXSourcesBuildPhase", in: phase) {
                    for buildFileID in plist.strings("files", in: phase) {
                        if let ref = plist.string("fileRef", in: objects[buildFileID]), let path = paths[ref], path.hasSuffix(".swift") { files.append(path) }
                    }
                } else if plist.has("isa", "PBXFrameworksBuildPhase", in: phase) {
                    for buildFileID in plist.strings("files", in: phase) {
                        if let ref = plist.string("fileRef", in: objects[buildFileID]), let owner = productOwners[ref], !dependencies.contains(owner) {
                            dependencies.append(owner)
                        }
                    }
                }
            }
            let folders = plist.strings("fileSystemSynchronizedGroups", in: target).compactMap { paths[$0] }
            var excluded: [String] = []
            for (folder, exceptionFiles) in flipped[id] ?? [] {
                if folders.contains(folder) { excluded += exceptionFiles } else { files += exceptionFiles.filter { $0.hasSuffix(".swift") } }
            }
            for dependencyID in plist.strings("dependencies", in: target) {
                if let targetID = plist.string("target", in: objects[dependencyID]), let dependency = names[targetID], !dependencies.contains(dependency) {
                    dependencies.append(dependency)
                }
            }
            for productID in plist.strings("packageProductDependencies", in: target) {
                if let product = plist.string("productName", in: objects[productID]) { dependencies.append(product) }
            }
            targets.append(BuildTarget(name: name, kind: XcodeProject.kind(plist.string("productType", in: target) ?? ""), folders: folders,
                                       excluded: excluded, files: files, dependencies: dependencies))
        }
    }

    /// The keys of a project's objects that the targets are read from; the rest (build settings, scripts) is skipped.
    static let objectKeys = [
        "isa", "children", "path", "sourceTree", "name", "fileRef", "files", "buildPhases", "fileSystemSynchronizedGroups",
        "exceptions", "target", "membershipExceptions", "dependencies", "packageProductDependencies", "productName",
        "productType", "mainGroup", "projectDirPath", "targets", "productReference",
    ]

    /// The targets of each project, in the order given. Projects are read on all cores: an app's `project.pbxproj`
    /// runs to megabytes, and an app folder often holds several (the app's, its packages' demos, tools').
    static func targets(of projects: [BuildFile], root: String) -> [[BuildTarget]] {
        concurrentMap(count: projects.count) { XcodeProject(projects[$0], root: root).targets }
    }

    /// The path of a group or file reference under a parent group at `parent`; nil for references outside the tree.
    static func path(of object: PropertyListValue, in plist: PropertyList, parent: String, projectDirectory: String) -> String? {
        let own = plist.string("path", in: object) ?? ""
        switch plist.string("sourceTree", in: object) ?? "<group>" {
        case "<group>": return join(parent, own)
        case "SOURCE_ROOT": return join(projectDirectory, own)
        default: return nil
        }
    }

    /// `base/path` with `./` and `..` segments resolved.
    static func join(_ base: String, _ path: String) -> String {
        // A child's path under its group's (itself a join) is nearly always a plain name: nothing to resolve, and
        // splitting the parent again for each of a project's thousands of references showed.
        if isPlain(path, allowingParent: false) && isPlain(base, allowingParent: true) {
            return base.isEmpty ? path : path.isEmpty ? base : base + "/" + path
        }
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

    /// Whether `path` is its own `join` with nothing: no empty or `.` segment (so no leading, trailing or doubled `/`),
    /// and no `..` either unless `allowingParent` (a base keeps its `..` segments as written).
    static func isPlain(_ path: String, allowingParent: Bool) -> Bool {
        var segment = 0, dots = 0
        for c in path.utf8 {
            if c == UInt8(ascii: "/") {
                if segment == 0 || (segment == dots && (dots == 1 || !allowingParent)) { return false }
                segment = 0
                dots = 0
            } else {
                segment += 1
                if c == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return path.isEmpty || !(segment == 0 || (segment == dots && (dots == 1 || !allowingParent)))
    }

    /// The target kind of an Xcode product type (`com.apple.product-type.bundle.unit-test` → test).
    static func kind(_ productType: String) -> BuildTarget.Kind {
        if productType.containsUTF8("test") { return .test }
        if productType.hasSuffix(".application") || productType.containsUTF8("application.") { return .app }
        if productType.containsUTF8("extension") { return .appExtension }
        if productType.hasSuffix(".tool") { return .executable }
        return .library
    }
}
