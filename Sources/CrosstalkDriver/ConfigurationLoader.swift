#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CrosstalkGraph
import CrosstalkReport
import CrosstalkRules

extension Configuration {
    /// The nearest `.crosstalk.json` in `directory` (absolute) or a folder above it, nil when there is none.
    public static func find(from directory: String) -> String? {
        var folder = Paths.normalize(directory)
        while true {
            let candidate = Paths.join(folder, fileName)
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG { return candidate }
            if folder == "/" { return nil }
            folder = Paths.parent(folder)
        }
    }

    /// The configuration for a run: the `--config` file when given, else the nearest one, else the defaults.
    public static func load(configFlag: String?, currentDirectory: String) throws(ConfigError) -> Configuration {
        if let configFlag { return try load(file: configFlag, currentDirectory: currentDirectory) }
        guard let found = find(from: currentDirectory) else { return Configuration(baseDirectory: currentDirectory) }
        return try load(file: found, currentDirectory: currentDirectory)
    }

    /// Reads the configuration file at `path` with its `extends` chain, checks its structure and merges it.
    ///
    /// Rule ids and options are not checked here, since the rule registry lives elsewhere: call
    /// `validate(_:)` next. Every structural problem of every file in the chain is reported at once.
    public static func load(file path: String, currentDirectory: String) throws(ConfigError) -> Configuration {
        let absolute = Paths.absolute(path, currentDirectory: currentDirectory)
        var chain: [ConfigDocument] = []
        var problems: [ConfigProblem] = []
        var identities: [String] = []
        var source = Source.file(absolute)
        while true {
            let name = source.displayName(currentDirectory: currentDirectory)
            let bytes: [UInt8]
            switch source.read() {
            case .success(let read): bytes = read
            case .failure(let reason):
                if let child = chain.last, let extends = child.extends {
                    problems.append(ConfigProblem(file: child.file, keyPath: extends.keyPath, message: "cannot read '\(name)': \(reason)"))
                } else {
                    problems.append(ConfigProblem(file: name, keyPath: "", message: "cannot read the configuration: \(reason)"))
                }
                throw ConfigError(problems: problems)
            }
            identities.append(source.identity)
            var decoder = ConfigDecoder(file: name)
            var document: ConfigDocument
            do {
                document = decoder.decode(try JSONConfigReader.parse(bytes))
                if case .preset = source { document.isPreset = true }
            } catch {
                problems.append(ConfigProblem(file: name, keyPath: "", message: error.description))
                throw ConfigError(problems: problems)
            }
            problems += decoder.problems
            chain.append(document)
            guard let extends = document.extends else { break }
            switch source.resolve(extends.value) {
            case .success(let parent):
                if identities.contains(parent.identity) {
                    let cycle = (chain.map(\.file) + [parent.displayName(currentDirectory: currentDirectory)]).joined(separator: " → ")
                    problems.append(ConfigProblem(file: name, keyPath: extends.keyPath, message: "extends cycle: \(cycle)"))
                    throw ConfigError(problems: problems)
                }
                source = parent
            case .failure(let failure):
                problems.append(ConfigProblem(file: name, keyPath: extends.keyPath, message: failure.description))
                throw ConfigError(problems: problems)
            }
        }
        if !problems.isEmpty { throw ConfigError(problems: problems) }
        var configuration = Configuration(merging: chain.reversed(), file: absolute, baseDirectory: Paths.parent(absolute))
        do {
            configuration.architecture = try ArchitectureConfiguration(parsing: configuration.mergedArchitecture)
        } catch {
            throw ConfigError(problems: [configuration.locate(error)])
        }
        return configuration
    }
}

/// Where a configuration text comes from: a file, or a preset compiled into the binary.
private enum Source {
    case file(String)
    case preset(String)

    /// What identifies the source in the `extends` chain; files by real path, so links cannot hide a cycle.
    var identity: String {
        switch self {
        case .preset(let name): return "preset:" + name
        case .file(let path):
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    func displayName(currentDirectory: String) -> String {
        switch self {
        case .preset(let name): return "preset '\(name)'"
        case .file(let path): return Paths.display(path, currentDirectory: currentDirectory)
        }
    }

    func read() -> Result<[UInt8], SourceFailure> {
        switch self {
        case .preset(let name):
            // Only names from `Presets.names` become sources, so the text exists.
            return .success(Array((Presets.text(named: name) ?? "").utf8))
        case .file(let path):
            return readFile(path).mapError { SourceFailure(description: $0.description) }
        }
    }

    /// The source an `extends` value names: a preset name, or a path relative to this file's folder.
    ///
    /// A value is a path when it contains a slash or ends in `.json`; anything else must be a preset.
    func resolve(_ value: String) -> Result<Source, SourceFailure> {
        if value.contains("/") || value.hasSuffix(".json") {
            guard case .file(let path) = self else { return .failure(SourceFailure(description: "a preset cannot extend a file")) }
            return .success(.file(Paths.absolute(value, currentDirectory: Paths.parent(path))))
        }
        guard Presets.names.contains(value) else {
            return .failure(SourceFailure(description: "unknown preset '\(value)'" + Suggestion.didYouMean(value, among: Presets.names)
                + "; presets are " + ArgumentParser.listing(Presets.names.map { "'\($0)'" }) + ", files are written as paths like './base.json'"))
        }
        return .success(.preset(value))
    }
}

/// Why a source could not be read or resolved, as a message.
private struct SourceFailure: Error, CustomStringConvertible {
    var description: String
}

/// Structural decoding of one configuration file: types, known keys, globs, severities, mechanisms.
///
/// It keeps going after a problem so that one run reports all of a file's problems.
struct ConfigDecoder {
    /// How messages name the file.
    let file: String
    private(set) var problems: [ConfigProblem] = []

    /// The top-level keys, in the order the documentation lists them.
    static let topLevelKeys = ["description", "extends", "include", "exclude", "enableAll", "failBuildOnErrors", "documentationURL", "rules", "modules", "layers", "architecture"]

    /// A decoder whose problems name `file`.
    init(file: String) { self.file = file }

    /// The document `root` describes; what does not fit is left out and recorded in `problems`.
    mutating func decode(_ root: JSONValue) -> ConfigDocument {
        var document = ConfigDocument(file: file)
        guard case .object(let entries) = root else {
            fail("", "expected a JSON object at the top level, got \(root.typeName)")
            return document
        }
        for key in entries.keys.sorted() {
            let value = entries[key] ?? .null
            switch key {
            case "description": _ = string(value, at: key)
            case "extends": document.extends = string(value, at: key).map { ($0, key) }
            case "include": document.include = globs(value, at: key)
            case "exclude": document.exclude = globs(value, at: key)
            case "enableAll": document.enableAll = bool(value, at: key)
            case "failBuildOnErrors": document.failBuildOnErrors = bool(value, at: key)
            case "documentationURL": document.documentationURL = webAddress(value, at: key)
            case "rules": document.rules = rules(value)
            case "modules": document.modules = object(value, at: key) ?? [:]
            case "layers": document.layers = object(value, at: key) ?? [:]
            case "architecture": document.architecture = array(value, at: key) ?? []
            default: fail(key, "unknown key" + Suggestion.didYouMean(key, among: Self.topLevelKeys))
            }
        }
        return document
    }

    private mutating func rules(_ value: JSONValue) -> [String: RuleSetting] {
        guard case .object(let entries) = value else {
            fail("rules", "expected an object, got \(value.typeName)")
            return [:]
        }
        var rules: [String: RuleSetting] = [:]
        for id in entries.keys.sorted() {
            let path = Self.key("rules", id)
            switch entries[id] ?? .null {
            case .string(let level):
                if let setting = self.level(level, at: path) { rules[id] = setting }
            case .object(let fields):
                var setting = RuleSetting()
                for name in fields.keys.sorted() {
                    let field = fields[name] ?? .null
                    guard name == "severity" else {
                        setting.options[name] = field
                        continue
                    }
                    if let level = string(field, at: Self.key(path, name)), let parsed = self.level(level, at: Self.key(path, name)) {
                        setting.isEnabled = parsed.isEnabled
                        setting.severity = parsed.severity
                    }
                }
                rules[id] = setting
            case let other:
                fail(path, "expected a severity string or an object, got \(other.typeName)")
            }
        }
        return rules
    }

    /// `"error"`, `"warning"`, `"info"`, `"on"` or `"off"` as a setting.
    private mutating func level(_ text: String, at path: String) -> RuleSetting? {
        switch text {
        case "off": return RuleSetting(isEnabled: false)
        case "on": return RuleSetting(isEnabled: true)
        default:
            if let severity = Severity(rawValue: text) { return RuleSetting(isEnabled: true, severity: severity) }
            let levels = ["error", "warning", "info", "on", "off"]
            let hint = Suggestion.didYouMean(text, among: levels)
            fail(path, "unknown severity '\(text)'" + (hint.isEmpty ? " (expected \(ArgumentParser.listing(levels)))" : hint))
            return nil
        }
    }

    /// A JSON object (the shapes inside are checked after merging, by the graph's decoder).
    private mutating func object(_ value: JSONValue, at path: String) -> [String: JSONValue]? {
        guard case .object(let entries) = value else {
            fail(path, "expected an object, got \(value.typeName)")
            return nil
        }
        return entries
    }

    /// A JSON array (checked after merging, like `object`).
    private mutating func array(_ value: JSONValue, at path: String) -> [JSONValue]? {
        guard case .array(let items) = value else {
            fail(path, "expected an array, got \(value.typeName)")
            return nil
        }
        return items
    }

    private mutating func mechanisms(_ value: JSONValue, at path: String) -> [String]? {
        guard let names = strings(value, at: path) else { return nil }
        for (index, name) in names.enumerated() where !communicationMechanisms.contains(name) {
            fail("\(path)[\(index)]", "unknown mechanism '\(name)'" + Suggestion.didYouMean(name, among: communicationMechanisms))
        }
        return names
    }

    private mutating func globs(_ value: JSONValue, at path: String) -> GlobSet? {
        guard let patterns = strings(value, at: path) else { return nil }
        var valid = true
        for (index, pattern) in patterns.enumerated() {
            do {
                _ = try Glob(pattern)
            } catch {
                fail("\(path)[\(index)]", error.description)
                valid = false
            }
        }
        return valid ? try? GlobSet(patterns) : nil
    }

    private mutating func strings(_ value: JSONValue, at path: String) -> [String]? {
        guard case .array(let items) = value else {
            fail(path, "expected an array of strings, got \(value.typeName)")
            return nil
        }
        var strings: [String] = []
        for (index, item) in items.enumerated() {
            guard case .string(let string) = item else {
                fail("\(path)[\(index)]", "expected a string, got \(item.typeName)")
                return nil
            }
            strings.append(string)
        }
        return strings
    }

    private mutating func string(_ value: JSONValue, at path: String) -> String? {
        guard case .string(let string) = value else {
            fail(path, "expected a string, got \(value.typeName)")
            return nil
        }
        return string
    }

    /// An absolute `https://` or `http://` address.
    private mutating func webAddress(_ value: JSONValue, at path: String) -> String? {
        guard let text = string(value, at: path) else { return nil }
        guard text.hasPrefix("https://") || text.hasPrefix("http://"), !text.contains(" ") else {
            fail(path, "expected an absolute http(s) address such as 'https://git.example.com/ios/crosstalk/-/blob/main', got '\(text)'")
            return nil
        }
        return text
    }

    private mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let bool) = value else {
            fail(path, "expected true or false, got \(value.typeName)")
            return nil
        }
        return bool
    }

    private mutating func fail(_ keyPath: String, _ message: String) {
        problems.append(ConfigProblem(file: file, keyPath: keyPath, message: message))
    }

    /// `parent.name`, or `parent["odd name"]` when the name is not a plain identifier, so paths stay unambiguous.
    static func key(_ parent: String, _ name: String) -> String {
        let plain = !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
        if !plain { return parent + "[\"\(name)\"]" }
        return parent.isEmpty ? name : parent + "." + name
    }
}
