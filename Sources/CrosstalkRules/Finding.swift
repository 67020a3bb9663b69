/// How serious a finding is; ordered so that `error > warning > info`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One diagnostic: a rule's verdict at a 1-based line and UTF-8 byte column of a file.
public struct Finding: Sendable, Hashable {
    /// The rule id, e.g. `unstored_subscription`.
    public var rule: String
    public var severity: Severity
    /// The file path as reports print it (relative to the current directory when the file lies under it).
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 byte column.
    public var column: Int
    /// Lowercase, no trailing period, names the thing.
    public var message: String
    /// Baseline fingerprint (rule, file, trimmed line text, occurrence); empty until the pipeline fills it.
    public var fingerprint: String
    /// Other places that explain the finding (the other sites of one edge, the `self` use inside a nested
    /// closure, the site that constructs a delegate), in the order the rule found them.
    public var related: [RelatedLocation]
    /// What the finding counts under in the text report's grouped summary (`features → host by combine`); nil: not grouped.
    public var group: String?

    public init(rule: String, severity: Severity, file: String, line: Int, column: Int, message: String,
                fingerprint: String = "", related: [RelatedLocation] = [], group: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.fingerprint = fingerprint
        self.related = related
        self.group = group
    }
}

/// A secondary place a finding points at: SARIF `relatedLocations`, a JSON `related` entry, a text note.
public struct RelatedLocation: Sendable, Hashable {
    /// The file path, in the same form as `Finding.file`.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// 1-based UTF-8 byte column.
    public var column: Int
    /// Lowercase, no trailing period: what this place is (`other site of the edge`, `constructed here`).
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}

/// What a rule is, for `crosstalk rules`, `explain`, SARIF `tool.driver.rules` and the generated `Rules/*.md` pages.
public struct RuleDescription: Sendable, Hashable {
    /// snake_case id, e.g. `weak_delegate`.
    public var id: String
    /// Category folder: `Combine`, `Delegates`, `Closures`, `Singletons`, `Notifications`, `Architecture`.
    public var category: String
    public var defaultSeverity: Severity
    public var enabledByDefault: Bool
    /// One line: what it finds.
    public var summary: String
    /// Markdown body with the fixed headings: What it does / Why is this bad? / Example / Use instead / (Configuration, Known limits).
    public var documentation: String

    public init(id: String, category: String, defaultSeverity: Severity, enabledByDefault: Bool, summary: String, documentation: String) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.enabledByDefault = enabledByDefault
        self.summary = summary
        self.documentation = documentation
    }
}
