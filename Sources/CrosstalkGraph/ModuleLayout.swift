/// A `Package.swift` found by the driver: its folder (in the same form as the analyzed paths) and its text.
public struct PackageManifest: Sendable, Hashable {
    public var directory: String
    public var text: String
    public init(directory: String, text: String) {
        self.directory = directory
        self.text = text
    }
}

/// Where the analyzed sources live, for module detection. Filled by the driver (not read from JSON):
/// the analyzed root and the `Package.swift` files found under it. CrosstalkGraph never reads the file system.
public struct SourceLayout: Sendable, Hashable {
    /// The analyzed root, in the same form as `FileFacts.path` (`""` or `.` when paths are relative to it).
    public var root: String
    public var packages: [PackageManifest]

    public init(root: String = "", packages: [PackageManifest] = []) {
        self.root = root
        self.packages = packages
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

/// SwiftPM targets of one manifest: target name → folder relative to the package directory.
struct PackageTargets {
    var directory: String
    var targets: [(name: String, path: String)]

    /// Reads `.target(name: "X", path: "Y")` calls from the manifest text; targets without `path:` live in
    /// `Sources/X` (or `Tests/X` for test targets). A light scan, not an evaluation: a manifest that computes its
    /// target list gets the folder convention through `Sources/<name>` in `ModuleResolver` instead.
    init(_ manifest: PackageManifest) {
        directory = manifest.directory
        targets = []
        let text = Array(manifest.text.utf8)
        let kindBytes = ["target", "executableTarget", "testTarget", "macro", "plugin", "binaryTarget", "systemLibrary"].map { ($0, Array($0.utf8)) }
        var i = 0
        while i < text.count {
            guard text[i] == UInt8(ascii: ".") else { i += 1; continue }
            var matched: String?
            for (kind, k) in kindBytes {
                if i + 1 + k.count < text.count, text[(i + 1)..<(i + 1 + k.count)].elementsEqual(k), text[i + 1 + k.count] == UInt8(ascii: "(") {
                    matched = kind
                    break
                }
            }
            guard let kind = matched else { i += 1; continue }
            // The balanced argument list.
            let open = i + 1 + kind.utf8.count
            var depth = 0
            var j = open
            while j < text.count {
                if text[j] == UInt8(ascii: "(") { depth += 1 } else if text[j] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                j += 1
            }
            let args = Array(text[open..<min(j, text.count)])
            if let name = PackageTargets.stringArgument("name", in: args) {
                let path = PackageTargets.stringArgument("path", in: args) ?? ((kind == "testTarget" ? "Tests/" : "Sources/") + name)
                targets.append((name, path))
            }
            i = open + 1
        }
    }

    /// The string after `label:` at nesting depth 1 (the call's own arguments, not a nested call's).
    static func stringArgument(_ label: String, in args: [UInt8]) -> String? {
        let key = Array(label.utf8)
        var depth = 0
        var i = 0
        while i < args.count {
            let c = args[i]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") { depth += 1 } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") { depth -= 1 }
            if c == UInt8(ascii: "\"") {
                // Skip string contents.
                i += 1
                while i < args.count && args[i] != UInt8(ascii: "\"") { if args[i] == UInt8(ascii: "\\") { i += 1 }; i += 1 }
                i += 1
                continue
            }
            if depth == 1, i + key.count < args.count, args[i..<(i + key.count)].elementsEqual(key),
               i == 0 || !isIdentifierByte(args[i - 1]) {
                var k = i + key.count
                while k < args.count && args[k] == UInt8(ascii: " ") { k += 1 }
                if k < args.count && args[k] == UInt8(ascii: ":") {
                    k += 1
                    while k < args.count && (args[k] == UInt8(ascii: " ") || args[k] == UInt8(ascii: "\n")) { k += 1 }
                    if k < args.count && args[k] == UInt8(ascii: "\"") {
                        var end = k + 1
                        while end < args.count && args[end] != UInt8(ascii: "\"") { end += 1 }
                        return String(decoding: args[(k + 1)..<end], as: UTF8.self)
                    }
                }
            }
            i += 1
        }
        return nil
    }

    static func isIdentifierByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }
}

/// Assigns every file to a module (docs/graph.md, "Nodes"): configured `modules` globs first (the longest matching
/// pattern wins), then the SwiftPM target of the innermost package holding the file, then the first folder under
/// the analyzed root — after dropping the folders every analyzed file shares, so a tree kept entirely under
/// `App/` or `Sources/` still splits into its real parts.
public struct ModuleResolver: Sendable {
    let layout: SourceLayout
    let configured: [(name: String, pattern: String)]
    let packages: [(directory: String, targets: [(name: String, path: String)])]
    /// Index into `packages` by directory (`""` for the root), first one kept.
    let packageByDirectory: [String: Int]

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
        let parsed = layout.packages.map { PackageTargets($0) }
        // Target folders normalized once (`./Sources/X/` → `Sources/X/`), longest first.
        self.packages = parsed.map { p in
            let targets = p.targets.map { target -> (name: String, path: String) in
                var t = Substring(target.path)
                while t.hasPrefix("./") { t = t.dropFirst(2) }
                while t.hasSuffix("/") { t = t.dropLast() }
                return (target.name, t.isEmpty ? "" : String(t) + "/")
            }
            return (SourceLayout.relative(p.directory, to: layout.root), targets.sorted { $0.path.count > $1.path.count })
        }.sorted { $0.0.count > $1.0.count }
        var byDirectory: [String: Int] = [:]
        for (k, package) in packages.enumerated() {
            let directory = package.directory == "." ? "" : package.directory
            if byDirectory[directory] == nil { byDirectory[directory] = k }
        }
        packageByDirectory = byDirectory
    }

    /// Module names for `paths` (in order).
    public func modules(for paths: [String]) -> [String] {
        let relative = paths.map { layout.relativePath($0) }
        var result = [String?](repeating: nil, count: paths.count)
        var rest: [Int] = []
        for (i, path) in relative.enumerated() {
            if let m = configuredModule(path) ?? packageModule(path) { result[i] = m } else { rest.append(i) }
        }
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
            result[i] = d.count > common.count ? d[common.count] : rootName
        }
        return result.map { $0! }
    }

    func configuredModule(_ path: String) -> String? {
        for (name, pattern) in configured where Glob.matchesPath(pattern, path) { return name }
        return nil
    }

    /// The package whose folder most deeply encloses `path` decides. Its folders are looked up from the innermost
    /// out: testing every package's folder as a prefix cost files × packages (0.04 s on a tree with 100 packages).
    func packageModule(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        var end = bytes.count
        while let slash = bytes[..<end].lastIndex(of: UInt8(ascii: "/")) {
            end = slash
            if let k = packageByDirectory[String(decoding: bytes[..<end], as: UTF8.self)] {
                return targetModule(packages[k].targets, bytes[(end + 1)...])
            }
        }
        return packageByDirectory[""].flatMap { targetModule(packages[$0].targets, bytes[...]) }
    }

    /// The target holding `inside` (a path relative to its package), byte-wise (String.hasPrefix compares
    /// grapheme clusters), else a conventional `Sources/<Name>/` folder.
    func targetModule(_ targets: [(name: String, path: String)], _ inside: ArraySlice<UInt8>) -> String? {
        for target in targets where target.path.isEmpty || inside.starts(with: target.path.utf8) { return target.name }
        // Conventional folders even when the manifest scan found nothing.
        let parts = inside.split(separator: UInt8(ascii: "/"))
        if parts.count >= 3, ["Sources", "Source", "src", "srcs", "Tests"].contains(String(decoding: parts[0], as: UTF8.self)) {
            return String(decoding: parts[1], as: UTF8.self)
        }
        return nil
    }
}
