import CrosstalkSyntax

/// The targets a Tuist `Project.swift` declares, read with Crosstalk's own lexer — never evaluated (docs/graph.md,
/// "Nodes").
///
/// Reads every target call (`.target(…)`, `Target(…)`, `Target.target(…)` with a `product:`, and a helper's
/// `.make(name:product:…)` with both) with its `name:`,
/// `product:`, `sources:` (globs: the folder before the first wildcard) and `dependencies:` (`.target(name:)`,
/// `.project(target:path:)`, `.external(name:)`, `.package(product:)`, and constants that
/// `Tuist/ProjectDescriptionHelpers` defines, such as `.Core.networking` for
/// `static let networking = TargetDependency.project(target: "Networking", …)`, and `.target(models)` for a
/// manifest variable holding a target, `let models: Target = .target(name: "AppModels", …)`). A dependency in a form
/// no helper constant names (`.Layer.Domain`, an enum the helpers turn into dependencies in code) stands for its last
/// name, and its target is taken to see every target (`BuildTarget.hasUnreadDependencies`): a dependency the reader
/// cannot follow must not hide the communication it allows. A string constant of
/// the manifest (`let name = "Home"`) stands for its value. A target whose `name:` cannot be read (computed in a
/// helper function) is named after the folder of its first `sources:` glob, so its files stay its own rather than
/// falling to another target whose globs also cover them (a test bundle compiling the app's sources). A project whose targets a helper function builds
/// (`Project.makeModule(name: "Home", dependencies: […])`, also split as `internalDependencies:` /
/// `externalDependencies:`) is read as one target named by that call's `name:`, compiling every Swift file under the
/// manifest's folder.
struct TuistProject {
    var targets: [BuildTarget] = []

    /// `product:` values → the kind of target they build.
    static let productKinds: [String: BuildTarget.Kind] = [
        "app": .app, "appClip": .app, "watch2App": .app, "commandLineTool": .executable, "macro": .macro,
        "appExtension": .appExtension, "watch2Extension": .appExtension, "messagesExtension": .appExtension,
        "stickerPackExtension": .appExtension, "extensionKitExtension": .appExtension, "tvTopShelfExtension": .appExtension,
        "unitTests": .test, "uiTests": .test,
    ]

    /// Reads `manifest` (a `Project.swift`); `dependencyConstants` from `TuistProject.dependencyConstants(helpers:)`;
    /// folders come out relative to the analyzed root (`root`).
    init(_ manifest: BuildFile, dependencyConstants: [String: String], root: String) {
        let stream = Lexer.lex(SourceFile(path: "Project.swift", bytes: Array(manifest.text.utf8)))
        let directory = SourceLayout.relative(manifest.directory, to: root).trimmingDot
        let reader = TokenReader(stream: stream)
        let tokens = stream.tokens
        func text(_ i: Int) -> String { stream.text(tokens[i]) }
        // `let name = "Home"`: names the manifest gives its strings.
        var constants: [String: String] = [:]
        for i in tokens.indices.dropLast(3) where tokens[i].kind == .keyword && text(i) == "let" && tokens[i + 1].kind == .identifier
            && tokens[i + 2].kind == .equal {
            if let value = reader.string(at: i + 3) { constants[text(i + 1)] = value }
        }
        func value(_ i: Int?) -> String? {
            guard let i, i < tokens.count else { return nil }
            return reader.string(at: i) ?? (tokens[i].kind == .identifier ? constants[text(i)] : nil)
        }
        // The target calls (index of the word `Target`/`target`, its arguments) and the targets' names by the manifest
        // variables that hold them (`let models: Target = .target(name: "AppModels", …)`).
        var calls: [(index: Int, arguments: [String: Int])] = []
        var targetVariables: [String: String] = [:]
        for i in tokens.indices.dropLast() where tokens[i].isWord && tokens[i + 1].kind == .leftParen {
            let word = text(i)
            // A team's own target helper (`.make(name: "UseCase", product: .framework, …)`) takes the same arguments.
            // A project helper (`Project.makeModule(name:product:…)`, not `Project.target(…)`) is read below as the
            // project's one target.
            let isMember = i > 0 && tokens[i - 1].kind == .period
                && (word == "target" || !(i > 1 && tokens[i - 2].isWord && text(i - 2) == "Project"))
            guard word == "Target" || isMember else { continue }
            let arguments = reader.arguments(openingAt: i + 1).values
            guard arguments["product"] != nil, word == "Target" || word == "target" || arguments["name"] != nil else { continue }
            calls.append((i, arguments))
            if let variable = TuistProject.variable(holdingCallAt: i, in: stream), let name = value(arguments["name"]) { targetVariables[variable] = name }
        }
        func kind(_ i: Int?) -> BuildTarget.Kind {
            guard let i, i + 1 < tokens.count, tokens[i].kind == .period else { return .library }
            return TuistProject.productKinds[text(i + 1)] ?? .library
        }
        // Whether a dependency list held an element the reader could not name (set by `dependencies`).
        var unread = false
        func dependencies(_ i: Int?, external: Bool = false) -> [String] {
            guard let i else { return [] }
            // `dependencies: common + [.core]`: a list built in code.
            guard tokens[i].kind == .leftBracket else { unread = true; return [] }
            return reader.elements(at: i).compactMap { e in
                var k = e
                if tokens[k].kind == .identifier, text(k) == "TargetDependency" { k += 1 }
                guard k + 1 < tokens.count, tokens[k].kind == .period, tokens[k + 1].kind == .identifier else { unread = true; return nil }
                if k + 2 < tokens.count, tokens[k + 2].kind == .leftParen {
                    let arguments = reader.arguments(openingAt: k + 2).values
                    // `.target(models)`: a variable holding a target.
                    let named = arguments.isEmpty && k + 4 < tokens.count && tokens[k + 3].kind == .identifier && tokens[k + 4].kind == .rightParen
                        ? targetVariables[text(k + 3)] : value(arguments["target"] ?? arguments["name"] ?? arguments["product"])
                    if named == nil { unread = true }
                    return named
                }
                // `.xctest`: the test framework, no target.
                if text(k + 1) == "xctest", k + 2 >= tokens.count || tokens[k + 2].kind != .period { return nil }
                // `.Core.networking`: a helper constant, by its full path, else its own name.
                var path: [String] = []
                while k + 1 < tokens.count, tokens[k].kind == .period, tokens[k + 1].kind == .identifier {
                    path.append(text(k + 1))
                    k += 2
                }
                if let name = dependencyConstants[path.joined(separator: ".")] ?? dependencyConstants[path.last ?? ""] { return name }
                // A list of external packages (`externalDependencies: [.SPM.moya]`) names no target of the sources.
                if external { return nil }
                // A helper's own path (`.Layer.Domain`, an enum the helpers switch over): its last name may be the target's.
                unread = true
                return path.last
            }
        }
        var projectCall: [String: Int]?
        for i in tokens.indices.dropLast() where tokens[i].isWord && text(i) == "Project" {
            // `Project(…)` or a helper `Project.makeModule(…)`.
            var open = i + 1
            if tokens[open].kind == .period, open + 2 < tokens.count, tokens[open + 1].kind == .identifier { open += 2 }
            if tokens[open].kind == .leftParen {
                projectCall = reader.arguments(openingAt: open).values
                break
            }
        }
        for (_, arguments) in calls {
            let (folders, files, excluded) = TuistProject.sources(arguments["sources"], reader: reader, directory: directory)
            guard let name = value(arguments["name"]) ?? TuistProject.folderName(folders.first ?? files.first) else { continue }
            unread = false
            var target = BuildTarget(name: name, kind: kind(arguments["product"]), folders: folders, excluded: excluded, files: files,
                                     dependencies: dependencies(arguments["dependencies"]), packageDirectory: directory)
            target.hasUnreadDependencies = unread
            targets.append(target)
        }
        if targets.isEmpty, let call = projectCall, let name = value(call["name"]) {
            // Helpers often split the list: `internalDependencies: [.domain]`, `externalDependencies: [.SPM.kit]`.
            var needs: [String] = []
            unread = false
            for label in call.keys.sorted() where label == "dependencies" || label.hasSuffix("Dependencies") {
                needs += dependencies(call[label], external: label.hasPrefix("external"))
            }
            var target = BuildTarget(name: name, kind: kind(call["product"]), folders: [directory], dependencies: needs, packageDirectory: directory)
            target.hasUnreadDependencies = unread
            targets.append(target)
        }
    }

    /// The variable a target call is stored in: `let models: Target = .target(…)`, `let app = Target.target(…)`,
    /// `static let kit = Target(…)`; `call` is the index of the word `target` or `Target`.
    static func variable(holdingCallAt call: Int, in stream: TokenStream) -> String? {
        let tokens = stream.tokens
        var k = call
        if tokens[k].kind == .identifier, stream.text(tokens[k]) == "target", k > 0, tokens[k - 1].kind == .period {
            k -= 1
            if k > 0, tokens[k - 1].kind == .identifier, stream.text(tokens[k - 1]) == "Target" { k -= 1 }
        }
        guard k >= 3, tokens[k - 1].kind == .equal else { return nil }
        var j = k - 2
        // `: Target` between the name and `=`.
        if j >= 2, tokens[j].kind == .identifier, tokens[j - 1].kind == .colon { j -= 2 }
        guard j >= 1, tokens[j].kind == .identifier, tokens[j - 1].is(.let_) || tokens[j - 1].is(.var_) else { return nil }
        return stream.text(tokens[j])
    }

    /// The name for a target whose `name:` cannot be read: the last folder of its first source path (`App` for
    /// `App/**/*.swift`), or the manifest's folder when its sources glob the whole project.
    static func folderName(_ source: String?) -> String? {
        guard var path = source else { return nil }
        if path.hasSuffix(".swift") { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path.split(separator: "/").last.map(String.init)
    }

    /// The folders, single files and excluded paths of a `sources:` value: a glob, an array of globs, `.glob("…",
    /// excluding: […])` elements; each glob stands for the folder before its first wildcard.
    static func sources(_ i: Int?, reader: TokenReader, directory: String) -> (folders: [String], files: [String], excluded: [String]) {
        guard let i else { return ([], [], []) }
        let tokens = reader.stream.tokens
        var included: [String] = []
        var excluded: [String] = []
        func globs(at e: Int) {
            if let s = reader.string(at: e) { included.append(s); return }
            guard e + 2 < tokens.count, tokens[e].kind == .period, tokens[e + 2].kind == .leftParen else {
                for element in reader.elements(at: e) { globs(at: element) }
                return
            }
            // `.glob("Sources/**", excluding: ["Sources/Legacy/**"])`, `.sourceFilesList(globs: [...])`, `.paths([...])`.
            let arguments = reader.arguments(openingAt: e + 2).values
            if e + 4 < tokens.count, tokens[e + 4].kind != .colon { globs(at: e + 3) }
            for (label, value) in arguments where label != "excluding" { globs(at: value) }
            if let list = arguments["excluding"] {
                excluded += reader.string(at: list).map { [$0] } ?? reader.strings(at: list)
            }
        }
        globs(at: i)
        func path(_ glob: String) -> String {
            var parts: [Substring] = []
            for part in glob.split(separator: "/") {
                if part.contains(where: { "*?{[".contains($0) }) { break }
                if part != "." { parts.append(part) }
            }
            let inside = parts.joined(separator: "/")
            return directory.isEmpty ? inside : inside.isEmpty ? directory : directory + "/" + inside
        }
        var folders: [String] = [], files: [String] = []
        for glob in included {
            let p = path(glob)
            if p.hasSuffix(".swift") { files.append(p) } else { folders.append(p) }
        }
        return (folders, files, excluded.map(path))
    }

    /// The dependency constants of Tuist's helper files (`Tuist/ProjectDescriptionHelpers/*.swift`, also a plugin's
    /// `Plugins/<Name>/ProjectDescriptionHelpers`): a
    /// `static let networking = TargetDependency.project(target: "Networking", …)` inside `class Core` is found as
    /// `Core.networking` and, when no other constant has that name, as `networking`.
    static func dependencyConstants(helpers: [String]) -> [String: String] {
        var byPath: [String: String] = [:]
        var byName: [String: String?] = [:]
        for helper in helpers {
            let stream = Lexer.lex(SourceFile(path: "Helper.swift", bytes: Array(helper.utf8)))
            let reader = TokenReader(stream: stream)
            let tokens = stream.tokens
            func text(_ i: Int) -> String { stream.text(tokens[i]) }
            // Enclosing types (`class Core {`) with the brace depth inside them.
            var scopes: [(name: String, depth: Int)] = []
            var pending: String?
            var depth = 0
            for i in tokens.indices {
                switch tokens[i].kind {
                case .leftBrace:
                    depth += 1
                    if let name = pending { scopes.append((name, depth)) }
                    pending = nil
                case .rightBrace:
                    if scopes.last?.depth == depth { scopes.removeLast() }
                    depth -= 1
                case .keyword where ["class", "struct", "enum"].contains(text(i)) && i + 1 < tokens.count && tokens[i + 1].kind == .identifier:
                    pending = text(i + 1)
                case .keyword where text(i) == "let" && i + 3 < tokens.count && tokens[i + 1].kind == .identifier && tokens[i + 2].kind == .equal:
                    var k = i + 3
                    // `TargetDependency.project(…)`, also through a typealias (`Dep.project(…)`).
                    if tokens[k].kind == .identifier, text(k).first?.isUppercase == true { k += 1 }
                    guard k + 2 < tokens.count, tokens[k].kind == .period, ["project", "target"].contains(text(k + 1)), tokens[k + 2].kind == .leftParen else { continue }
                    let arguments = reader.arguments(openingAt: k + 2).values
                    guard let target = (arguments["target"] ?? arguments["name"]).flatMap(reader.string) else { continue }
                    let name = text(i + 1)
                    byPath[(scopes.map(\.name) + [name]).joined(separator: ".")] = target
                    byName[name] = byName[name] == nil ? target : .some(nil)
                default: break
                }
            }
        }
        for (name, target) in byName { if let target, byPath[name] == nil { byPath[name] = target } }
        return byPath
    }
}
