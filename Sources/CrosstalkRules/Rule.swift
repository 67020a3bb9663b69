import CrosstalkFacts
import CrosstalkGraph

/// A typed rule option value, as configured in `.crosstalk.json`.
public enum OptionValue: Sendable, Hashable {
    case strings([String])
    case bool(Bool)
    case int(Int)

    /// The JSON type name, for configuration errors.
    public var typeName: String {
        switch self {
        case .strings: return "array of strings"
        case .bool: return "boolean"
        case .int: return "integer"
        }
    }
}

/// A rule's documented option: name, default and one-line doc.
public struct RuleOption: Sendable, Hashable {
    public var name: String
    public var defaultValue: OptionValue
    public var doc: String
    public init(name: String, defaultValue: OptionValue, doc: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.doc = doc
    }
}

/// The option values a rule runs with (defaults merged with configuration).
public struct RuleOptions: Sendable, Hashable {
    public var values: [String: OptionValue]
    public init(_ values: [String: OptionValue] = [:]) { self.values = values }

    /// A string-list option, or `fallback` when unset or of another type.
    public func strings(_ name: String, default fallback: [String]) -> [String] {
        if case .strings(let v)? = values[name] { return v }
        return fallback
    }
}

/// Whether a rule reads one file's facts (runs per file, in parallel) or the whole project (runs once).
public enum RuleScope: Sendable {
    case file, project
}

/// What a rule reports before configuration decides its severity and the driver its display path.
public struct Diagnostic: Sendable, Hashable {
    /// Index of the file in `LintInput.files`.
    public var file: Int
    public var location: SourceLocation
    public var message: String
    /// Other places that explain the finding (the other sites of one edge), in the order the rule found them.
    public var related: [RelatedSite]
    /// What the finding counts under in the text report's grouped summary (`features → host by combine`); nil: not grouped.
    public var group: String?
    public init(file: Int, location: SourceLocation, message: String, related: [RelatedSite] = [], group: String? = nil) {
        self.file = file
        self.location = location
        self.message = message
        self.related = related
        self.group = group
    }
}

/// A secondary place a diagnostic points at, before the driver turns the file index into a path.
public struct RelatedSite: Sendable, Hashable {
    /// Index of the file in `RuleContext.files`.
    public var file: Int
    public var location: SourceLocation
    /// Lowercase, no trailing period: what this place is (`other site of the edge`).
    public var message: String
    public init(file: Int, location: SourceLocation, message: String) {
        self.file = file
        self.location = location
        self.message = message
    }
}

/// Everything a rule may read: the project's facts and index. Rules never read files, the environment or the clock.
public struct RuleContext: Sendable {
    public let index: ProjectIndex
    public let options: RuleOptions
    public let configuration: ArchitectureConfiguration
    /// The run's one communication graph (with `configuration`), shared by every rule and built on first use.
    let sharedGraph: GraphOnDemand
    public var files: [FileFacts] { index.files }
    /// The communication graph of the project, built once per run however many rules read it.
    public var graph: CommunicationGraph { sharedGraph.graph }
}

/// A lint rule: a pure function of facts. One type per file, named for what it flags.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    var scope: RuleScope { get }
    var options: [RuleOption] { get }
    /// Findings in file `file` (file-scope rules).
    func check(file: Int, context: RuleContext) -> [Diagnostic]
    /// Findings across the project (project-scope rules).
    func checkProject(context: RuleContext) -> [Diagnostic]
}

extension Rule {
    public var scope: RuleScope { .file }
    public var options: [RuleOption] { [] }
    public func check(file: Int, context: RuleContext) -> [Diagnostic] { [] }
    public func checkProject(context: RuleContext) -> [Diagnostic] { [] }
    /// The rule id.
    public var id: String { description.id }
}
