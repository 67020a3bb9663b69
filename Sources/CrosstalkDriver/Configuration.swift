import CrosstalkGraph
import CrosstalkRules

/// One thing wrong with a configuration, located by file and key path.
public struct ConfigProblem: Sendable, Hashable, CustomStringConvertible {
    /// The file as the user knows it (a display path, or `preset 'strict'`).
    public var file: String
    /// Where in the file: `rules.weak_delegat`, `architecture[0].forbid[1]`; empty for the whole file.
    public var keyPath: String
    /// Lowercase, no trailing period.
    public var message: String

    /// `.crosstalk.json: rules.weak_delegat: unknown rule id (did you mean 'weak_delegate'?)`.
    public var description: String {
        keyPath.isEmpty ? "\(file): \(message)" : "\(file): \(keyPath): \(message)"
    }
}

/// A configuration that cannot be used; the driver prints every problem and exits with `ExitCode.usage`.
public struct ConfigError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every problem found, in file order, then key-path order.
    public var problems: [ConfigProblem]

    /// One line per problem.
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}

/// One rule's entry under `rules`: each part is nil or empty when the entry does not set it.
public struct RuleSetting: Sendable, Hashable {
    /// `"off"` → false; `"on"` or a severity → true.
    public var isEnabled: Bool?
    /// The severity the entry sets.
    public var severity: Severity?
    /// Option name → value, as written; `Configuration.validate` checks them against the rule's schema.
    public var options: [String: JSONValue]

    /// Creates a setting.
    public init(isEnabled: Bool? = nil, severity: Severity? = nil, options: [String: JSONValue] = [:]) {
        self.isEnabled = isEnabled
        self.severity = severity
        self.options = options
    }

    /// `self` over `parent`: each part this entry sets wins, options merge by name.
    func overriding(_ parent: RuleSetting) -> RuleSetting {
        RuleSetting(
            isEnabled: isEnabled ?? parent.isEnabled, severity: severity ?? parent.severity,
            options: parent.options.merging(options) { _, child in child })
    }
}

/// A named layer under `layers`: the types that belong to it.
/// The configuration a run uses: every `extends` resolved and merged, the defaults when no file exists.
///
/// Shape of `.crosstalk.json` (JSON; `//` and `/* */` comments and trailing commas allowed):
/// ```
/// {
///   "description": "free text, ignored",
///   "extends": "recommended",            // a preset ("recommended", "strict") or a path relative to this file
///   "include": ["Sources"],              // globs; when non-empty, only matching files (or files in matching folders)
///   "exclude": ["Generated", "*.pb.swift"],
///   "enableAll": false,                  // true: every rule on at its default severity unless `rules` says otherwise
///   "failBuildOnErrors": false,          // true: `--format xcode` (build plugin, Run Script) prints errors as errors and fails
///   "documentationURL": "https://git.example.com/ios/crosstalk/-/blob/main",   // where the team publishes this repository
///   "rules": {
///     "subject_exposed": "warning",      // "error" | "warning" | "info" | "on" (default severity) | "off"
///     "mutable_singleton": { "severity": "error", "names": ["shared"] }   // severity optional; the rest are options
///   },
///   "modules": { "Core": ["Sources/Core", "Sources/CoreUtils"] },        // module name → globs
///   "layers": {
///     "ui": { "modules": ["App"], "paths": ["Sources/App/Views"], "types": ["*View", "*ViewModel"] },
///     "domain": ["Core"]                 // shorthand for { "modules": [...] }
///   },
///   "architecture": [
///     { "from": "domain", "to": "ui", "allow": ["combine", "delegate"] },
///     { "from": "ui", "to": "domain", "forbid": ["singleton"], "except": ["AppDelegate"], "message": "inject the store" }
///   ]
/// }
/// ```
/// Globs (`include`, `exclude`, `modules`, layer `paths`) are relative to the folder of the file that was
/// found or given with `--config`, whichever file of the `extends` chain wrote them. An `architecture`
/// entry governs graph edges from a type in layer `from` to one in layer `to` (edges point the way
/// information flows, docs/graph.md); it has exactly one of `allow` or `forbid`, and at most one entry per
/// `from`/`to` pair exists.
///
/// Merging along `extends`, parent first: `include`, `exclude`, `enableAll`, `failBuildOnErrors` and `documentationURL` are replaced when the child
/// sets them; `rules` merge per rule and per option (a child's `"on"` keeps the parent's severity, and
/// setting options never turns a rule on); `modules` and `layers` are replaced per name; `architecture`
/// entries are replaced per `from`/`to` pair, others appended. Layers are kept sorted by name, since JSON
/// objects carry no order.
public struct Configuration: Sendable {
    /// The file name looked for in the current folder and its parents.
    public static let fileName = ".crosstalk.json"

    /// The folder globs are relative to (absolute): the configuration file's folder, or the current one.
    public var baseDirectory: String
    /// The configuration file used (absolute), nil when none was found.
    public var file: String?
    /// Files to keep (empty: all).
    public var include = GlobSet()
    /// Files and folders to leave out.
    public var exclude = GlobSet()
    /// Whether rules that are off by default are on.
    public var enableAll = false
    /// Whether builds (`--format xcode`: the build-tool plugin, an Xcode Run Script phase) fail on error findings;
    /// otherwise every finding prints as a warning and the build goes on.
    public var failBuildOnErrors = false
    /// Where the team publishes Crosstalk's repository (`Rules/<id>.md` below it): SARIF links each rule's page
    /// there; nil, the default, links nowhere, since the project has no public home of its own.
    public var documentationURL: String?
    /// Rule id → merged setting, for the rules the configuration mentions.
    public var rules: [String: RuleSetting] = [:]
    /// `modules`, `layers` and `architecture` after merging the `extends` chain, decoded by the graph's own
    /// decoder (one schema, one decoder: `ArchitectureConfiguration(parsing:)`); the driver adds the source layout.
    public var architecture = ArchitectureConfiguration()
    /// The files of the `extends` chain as read, root ancestor first; `validate` reports against them.
    var documents: [ConfigDocument] = []
    /// The merged architecture keys, before decoding.
    var mergedArchitecture: [String: JSONValue] = [:]
    /// For each merged `architecture` entry, the file that wrote it and its index there.
    var architectureSources: [(file: String, index: Int)] = []

    /// The configuration used when no file exists: defaults, globs relative to `baseDirectory`.
    public init(baseDirectory: String) {
        self.baseDirectory = baseDirectory
    }

    /// A walker honoring this configuration's `include` and `exclude`.
    public var fileWalker: FileWalker {
        FileWalker(base: baseDirectory, include: include, exclude: exclude)
    }
}

/// One file of the `extends` chain, structurally decoded but not yet checked against the rule registry.
struct ConfigDocument: Sendable {
    /// How messages name the file.
    var file: String
    /// Whether the text is a preset compiled into the binary rather than a file of the user's.
    var isPreset = false
    /// The `extends` value and its key path; nil when absent. The other fields are nil or empty when absent.
    var extends: (value: String, keyPath: String)?
    /// `include`.
    var include: GlobSet?
    /// `exclude`.
    var exclude: GlobSet?
    /// `enableAll`.
    var enableAll: Bool?
    /// `failBuildOnErrors`.
    var failBuildOnErrors: Bool?
    /// `documentationURL`.
    var documentationURL: String?
    /// `rules`, by rule id.
    var rules: [String: RuleSetting] = [:]
    /// `modules`, `layers` and `architecture` as written; the graph's decoder checks them after merging.
    var modules: [String: JSONValue] = [:]
    var layers: [String: JSONValue] = [:]
    var architecture: [JSONValue] = []
}

extension Configuration {
    /// The configuration `documents` (root ancestor first) add up to.
    init(merging documents: [ConfigDocument], file: String?, baseDirectory: String) {
        self.init(baseDirectory: baseDirectory)
        self.file = file
        self.documents = documents
        var modules: [String: JSONValue] = [:]
        var layers: [String: JSONValue] = [:]
        var architecture: [JSONValue] = []
        var sources: [(file: String, index: Int)] = []
        for document in documents {
            if let include = document.include { self.include = include }
            if let exclude = document.exclude { self.exclude = exclude }
            if let enableAll = document.enableAll { self.enableAll = enableAll }
            if let failBuildOnErrors = document.failBuildOnErrors { self.failBuildOnErrors = failBuildOnErrors }
            if let documentationURL = document.documentationURL { self.documentationURL = documentationURL }
            for (id, setting) in document.rules {
                rules[id] = setting.overriding(rules[id] ?? RuleSetting())
            }
            modules.merge(document.modules) { _, child in child }
            layers.merge(document.layers) { _, child in child }
            for (position, constraint) in document.architecture.enumerated() {
                if let index = architecture.firstIndex(where: { Self.sameEnds($0, constraint) }) {
                    architecture[index] = constraint
                    sources[index] = (document.file, position)
                } else {
                    architecture.append(constraint)
                    sources.append((document.file, position))
                }
            }
        }
        var merged: [String: JSONValue] = [:]
        if !modules.isEmpty { merged["modules"] = .object(modules) }
        if !layers.isEmpty { merged["layers"] = .object(layers) }
        if !architecture.isEmpty { merged["architecture"] = .array(architecture) }
        mergedArchitecture = merged
        architectureSources = sources
    }

    /// A problem of the merged architecture keys, named in the file of the chain that wrote the key and with the
    /// key path as written there (`architecture[0]` of a parent may be the child's third entry after merging).
    func locate(_ error: ArchitectureConfigurationError) -> ConfigProblem {
        var file = documents.last?.file ?? Configuration.fileName
        var keyPath = error.keyPath
        let heads = { (path: String, prefix: String) in path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[") }
        if keyPath.hasPrefix("architecture["), let close = keyPath.firstIndex(of: "]"),
           let index = Int(keyPath[keyPath.index(keyPath.startIndex, offsetBy: 13) ..< close]), index < architectureSources.count {
            let source = architectureSources[index]
            file = source.file
            keyPath = "architecture[\(source.index)]" + keyPath[keyPath.index(after: close)...]
        } else {
            for (key, entries) in [("modules", \ConfigDocument.modules), ("layers", \ConfigDocument.layers)] {
                // The last file of the chain that sets a name heading the key path: its entry won the merge.
                for document in documents {
                    let names = document[keyPath: entries].keys.filter { heads(keyPath, "\(key).\($0)") }
                    if !names.isEmpty { file = document.file }
                }
            }
        }
        return ConfigProblem(file: file, keyPath: keyPath, message: error.message)
    }

    /// Two `architecture` entries with the same `from` and `to` (a child's entry replaces its parent's).
    static func sameEnds(_ a: JSONValue, _ b: JSONValue) -> Bool {
        guard case .object(let x) = a, case .object(let y) = b else { return false }
        return x["from"] == y["from"] && x["to"] == y["to"]
    }
}
