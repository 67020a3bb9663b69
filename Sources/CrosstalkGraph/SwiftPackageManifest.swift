import CrosstalkSyntax

/// The targets and products a `Package.swift` declares, read with Crosstalk's own lexer — never evaluated.
///
/// Reads every `.target`, `.executableTarget`, `.testTarget`, `.macro` and `.plugin` call with its `name:`,
/// `path:`, `sources:`, `exclude:` and `dependencies:` (plain strings, `.target(name:)`, `.product(name:)`,
/// `.byName(name:)`), and every `.library`/`.executable` product's `targets:`. A dependency list may name the
/// manifest's own constants (`dependencies: sharedDeps + [.product(…)]`, `let sharedDeps: [Target.Dependency] = [ … ]`,
/// also one constant per dependency). Other arguments built from variables or function calls are not followed: such
/// a target keeps SwiftPM's default folder (`Sources/<Name>`, `Tests/<Name>` for tests, `Plugins/<Name>` for
/// plugins).
struct SwiftPackageManifest {
    var targets: [BuildTarget] = []
    /// Product name → the targets it vends.
    var products: [String: [String]] = [:]

    /// The call names that declare a target, with the kind each gives.
    static let targetCalls: [String: BuildTarget.Kind] = [
        "target": .library, "executableTarget": .executable, "testTarget": .test, "macro": .macro, "plugin": .plugin,
    ]
    static let productCalls: Set<String> = ["library", "executable"]

    /// Reads `manifest`; folders come out relative to the analyzed root (`root`).
    init(_ manifest: BuildFile, root: String) {
        let stream = Lexer.lex(SourceFile(path: "Package.swift", bytes: Array(manifest.text.utf8)))
        let directory = SourceLayout.relative(manifest.directory, to: root).trimmingDot
        let reader = TokenReader(stream: stream)
        let tokens = stream.tokens
        let constants = reader.topLevelConstants()
        var i = 0
        while i + 2 < tokens.count {
            guard tokens[i].kind == .period, tokens[i + 1].kind == .identifier, tokens[i + 2].kind == .leftParen else { i += 1; continue }
            let call = stream.text(tokens[i + 1])
            let kind = SwiftPackageManifest.targetCalls[call]
            guard kind != nil || SwiftPackageManifest.productCalls.contains(call) else { i += 1; continue }
            let arguments = reader.arguments(openingAt: i + 2)
            i = arguments.end + 1
            guard let name = arguments.values["name"].flatMap(reader.string) else { continue }
            if let kind {
                targets.append(SwiftPackageManifest.target(name: name, kind: kind, arguments: arguments.values, reader: reader, constants: constants,
                                                           directory: directory))
            } else {
                products[name] = arguments.values["targets"].map(reader.strings) ?? []
            }
        }
    }

    static func target(name: String, kind: BuildTarget.Kind, arguments: [String: Int], reader: TokenReader, constants: [String: Int],
                       directory: String) -> BuildTarget {
        func join(_ base: String, _ path: String) -> String {
            var p = Substring(path)
            while p.hasPrefix("./") { p = p.dropFirst(2) }
            while p.hasSuffix("/") { p = p.dropLast() }
            if p.isEmpty || p == "." { return base }
            return base.isEmpty ? String(p) : base + "/" + p
        }
        let folder: String
        if let path = arguments["path"].flatMap(reader.string) {
            folder = join(directory, path)
        } else {
            let convention = kind == .test ? "Tests" : kind == .plugin ? "Plugins" : "Sources"
            folder = join(directory, convention + "/" + name)
        }
        let sources = arguments["sources"].map(reader.strings) ?? []
        var dependencies: [String] = []
        if let list = arguments["dependencies"] { dependencies = reader.dependencyNames(list, constants: constants) }
        return BuildTarget(name: name, kind: kind, folders: sources.isEmpty ? [folder] : sources.map { join(folder, $0) },
                           excluded: (arguments["exclude"].map(reader.strings) ?? []).map { join(folder, $0) },
                           dependencies: dependencies, packageDirectory: directory)
    }
}

/// Reads call arguments, string literals and arrays of them from a token stream.
struct TokenReader {
    let stream: TokenStream

    /// The labeled arguments of the call whose `(` is token `open`: label → index of the value's first token; and the
    /// index of the closing `)`.
    func arguments(openingAt open: Int) -> (values: [String: Int], end: Int) {
        let tokens = stream.tokens
        var values: [String: Int] = [:]
        var depth = 0
        var i = open
        while i < tokens.count {
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                depth -= 1
                if depth == 0 { return (values, i) }
            case .identifier, .keyword:
                if depth == 1, i + 1 < tokens.count, tokens[i + 1].kind == .colon,
                   tokens[i - 1].kind == .leftParen || tokens[i - 1].kind == .comma {
                    values[stream.text(tokens[i])] = i + 2
                }
            case .endOfFile: return (values, i)
            default: break
            }
            i += 1
        }
        return (values, tokens.count - 1)
    }

    /// The text of the plain string literal starting at token `i` (nil for anything else, or with interpolation).
    func string(at i: Int) -> String? {
        let tokens = stream.tokens
        guard i < tokens.count, tokens[i].kind == .stringQuote else { return nil }
        var text = ""
        var k = i + 1
        while k < tokens.count, tokens[k].kind == .stringSegment {
            text += stream.text(tokens[k])
            k += 1
        }
        return k < tokens.count && tokens[k].kind == .stringQuote ? text : nil
    }

    /// The plain strings of the array literal starting at token `i`.
    func strings(at i: Int) -> [String] {
        elements(at: i).compactMap { string(at: $0) }
    }

    /// Target and product names of a `dependencies:` list starting at token `i`: arrays of `"Name"`, `.target(name:
    /// "Name")`, `.product(name: "Name", …)`, `.byName(name: "Name")`, joined by `+`, where an array or an element may be
    /// one of the manifest's `constants` (`topLevelConstants()`).
    func dependencyNames(_ i: Int, constants: [String: Int] = [:], depth: Int = 0) -> [String] {
        let tokens = stream.tokens
        guard depth < 4 else { return [] }
        func element(_ e: Int) -> [String] {
            if let s = string(at: e) { return [s] }
            if tokens[e].kind == .identifier, let value = constants[stream.text(tokens[e])] {
                return dependencyNames(value, constants: constants, depth: depth + 1)
            }
            guard e + 2 < tokens.count, tokens[e].kind == .period, tokens[e + 2].kind == .leftParen else { return [] }
            return arguments(openingAt: e + 2).values["name"].flatMap { string(at: $0) }.map { [$0] } ?? []
        }
        var names: [String] = []
        var operand = i
        while operand < tokens.count {
            names += tokens[operand].kind == .leftBracket ? elements(at: operand).flatMap(element) : element(operand)
            // `a + [ … ]`: the next operand follows a `+` after this one.
            guard let end = operandEnd(operand), end + 1 < tokens.count, tokens[end + 1].kind == .operator, stream.text(tokens[end + 1]) == "+" else { break }
            operand = end + 2
        }
        return names
    }

    /// The last token of the operand starting at token `i`: a bracketed array, or a name.
    func operandEnd(_ i: Int) -> Int? {
        let tokens = stream.tokens
        if tokens[i].kind == .identifier { return i }
        guard tokens[i].kind == .leftBracket else { return nil }
        var depth = 0
        for k in i ..< tokens.count {
            switch tokens[k].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                depth -= 1
                if depth == 0 { return k }
            default: break
            }
        }
        return nil
    }

    /// The manifest's top-level `let`/`var` constants (`let sharedDeps: [Target.Dependency] = [ … ]`): name → index of
    /// the value's first token.
    func topLevelConstants() -> [String: Int] {
        let tokens = stream.tokens
        var constants: [String: Int] = [:]
        var depth = 0
        var i = 0
        while i + 2 < tokens.count {
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: depth += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd: depth -= 1
            case .keyword where depth == 0 && tokens[i + 1].kind == .identifier && (stream.text(tokens[i]) == "let" || stream.text(tokens[i]) == "var"):
                // Past a type annotation (`: [Target.Dependency]`) to the `=`.
                var k = i + 2
                var nested = 0
                while k < tokens.count, nested > 0 || !(tokens[k].kind == .equal || tokens[k].kind == .keyword || tokens[k].kind == .endOfFile) {
                    if tokens[k].kind == .leftBracket || tokens[k].kind == .leftParen { nested += 1 }
                    if tokens[k].kind == .rightBracket || tokens[k].kind == .rightParen { nested -= 1 }
                    k += 1
                }
                if k + 1 < tokens.count, tokens[k].kind == .equal { constants[stream.text(tokens[i + 1])] = k + 1 }
            default: break
            }
            i += 1
        }
        return constants
    }

    /// The first token of each element of the array literal starting at token `i` (empty when it is not one).
    func elements(at i: Int) -> [Int] {
        let tokens = stream.tokens
        guard i < tokens.count, tokens[i].kind == .leftBracket else { return [] }
        var result: [Int] = []
        var depth = 0
        var k = i
        var expectsElement = true
        while k < tokens.count {
            switch tokens[k].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart:
                depth += 1
                if depth == 1 { k += 1; continue }
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd:
                depth -= 1
                if depth == 0 { return result }
            case .comma where depth == 1:
                expectsElement = true
                k += 1
                continue
            case .endOfFile: return result
            default: break
            }
            if depth == 1 && expectsElement {
                result.append(k)
                expectsElement = false
            }
            k += 1
        }
        return result
    }
}
