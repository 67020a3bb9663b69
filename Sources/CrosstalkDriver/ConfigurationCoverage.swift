import CrosstalkFacts
import CrosstalkGraph

/// A gate that checks nothing must not pass: every module glob, and every layer's module, path and type pattern written
/// in the user's own configuration files must select something in the analyzed project. A typo (`"Acount"`) would
/// otherwise empty a layer and turn every violation into a silent pass.
///
/// Patterns that come from a preset are not checked: a preset describes many codebases, and a layer of it that this
/// one does not have is expected (override it by name to use it).
extension Configuration {
    /// One problem per pattern that matches nothing, naming its file and key path, with the nearest existing name.
    /// `placements` are the files' modules, as the build's targets give them.
    func coverageProblems(files: [FileFacts], architecture: ArchitectureConfiguration, placements: ModuleResolver.Placements) -> [ConfigProblem] {
        // Without modules or layers of the user's own there is no pattern to check.
        guard !mergedModuleNames.isEmpty || !mergedLayerNames.isEmpty else { return [] }
        let layout = architecture.layout
        let relativePaths = files.map { layout.relativePath($0.path) }
        let moduleNames = Set(placements.modules.map { $0[0] }).sorted()
        var typeNames: Set<String> = []
        for file in files {
            for type in file.types {
                typeNames.insert(type.name)
                typeNames.insert(type.qualifiedName)
            }
        }
        let sortedTypeNames = typeNames.sorted()
        var problems: [ConfigProblem] = []
        func check(_ value: JSONValue, _ keyPath: String, in document: ConfigDocument, what: String, among names: [String],
                   matches: (String) -> Bool) {
            for (pattern, path) in Self.patterns(value, keyPath) where !matches(pattern) {
                problems.append(ConfigProblem(file: document.file, keyPath: path,
                                              message: "'\(pattern)' matches no \(what)" + Suggestion.didYouMean(pattern, among: names)))
            }
        }
        for name in mergedModuleNames {
            guard let document = owner(of: name, \.modules), let value = document.modules[name] else { continue }
            check(value, "modules.\(name)", in: document, what: "file", among: []) { p in relativePaths.contains { Glob.matchesPath(p, $0) } }
        }
        for name in mergedLayerNames {
            guard let document = owner(of: name, \.layers), let value = document.layers[name] else { continue }
            let keyPath = "layers.\(name)"
            let fields: [(key: String, value: JSONValue)]
            switch value {
            case .object(let body): fields = ["modules", "paths", "types"].compactMap { key in body[key].map { (key, $0) } }
            default: fields = [("", value)]  // the shorthand: an array of module names
            }
            for field in fields {
                let path = field.key.isEmpty ? keyPath : "\(keyPath).\(field.key)"
                switch field.key {
                case "paths":
                    check(field.value, path, in: document, what: "file", among: []) { p in relativePaths.contains { Glob.matchesPath(p, $0) } }
                case "types":
                    check(field.value, path, in: document, what: "type", among: sortedTypeNames) { p in typeNames.contains { Glob.matchesName(p, $0) } }
                default:
                    check(field.value, path, in: document, what: "module", among: moduleNames) { p in moduleNames.contains { Glob.matchesName(p, $0) } }
                }
            }
        }
        return problems
    }

    /// Names under `modules` after merging.
    private var mergedModuleNames: [String] {
        guard case .object(let entries)? = mergedArchitecture["modules"] else { return [] }
        return entries.keys.sorted()
    }

    /// Names under `layers` after merging.
    private var mergedLayerNames: [String] {
        guard case .object(let entries)? = mergedArchitecture["layers"] else { return [] }
        return entries.keys.sorted()
    }

    /// The user's file whose entry `name` won the merge (the last of the chain that sets it); nil when a preset's did.
    private func owner(of name: String, _ entries: KeyPath<ConfigDocument, [String: JSONValue]>) -> ConfigDocument? {
        guard let document = documents.last(where: { $0[keyPath: entries][name] != nil }), !document.isPreset else { return nil }
        return document
    }

    /// The strings of a pattern list (one string, or an array of them) with the key path of each.
    private static func patterns(_ value: JSONValue, _ keyPath: String) -> [(String, String)] {
        switch value {
        case .string(let s): return [(s, keyPath)]
        case .array(let items):
            return items.enumerated().compactMap { i, item in
                guard case .string(let s) = item else { return nil }
                return (s, "\(keyPath)[\(i)]")
            }
        default: return []
        }
    }
}

extension Configuration {
    /// Where an `exclude` pattern was written, for messages: `ci/crosstalk.json: exclude[1]`.
    func excludeKeyPath(of pattern: String) -> String {
        let index = exclude.patterns.firstIndex(of: pattern).map { "[\($0)]" } ?? ""
        let file = documents.last(where: { $0.exclude != nil })?.file ?? Configuration.fileName
        return "\(file): exclude\(index)"
    }
}
