import CrosstalkReport
import CrosstalkRules

/// The JSON type a rule option expects.
public enum OptionType: Sendable, Hashable {
    /// `true`/`false`, a number without a fraction, a string, an array of strings.
    case boolean, integer, string, strings

    /// The type as messages name it: `expected an array of strings, got string`.
    public var name: String {
        switch self {
        case .boolean: return "a boolean"
        case .integer: return "an integer"
        case .string: return "a string"
        case .strings: return "an array of strings"
        }
    }

    /// Whether `value` has this type (an integer is a number without a fractional part).
    public func accepts(_ value: JSONValue) -> Bool {
        switch self {
        case .boolean: if case .bool = value { return true } else { return false }
        case .integer: return value.intValue != nil
        case .string: if case .string = value { return true } else { return false }
        case .strings: return value.stringsValue != nil
        }
    }
}

/// What configuration checking and rule selection need to know about one rule.
///
/// The driver builds these from the rule registry; this module never looks at rules themselves, which
/// keeps configuration handling testable without any analysis.
public struct RuleSchema: Sendable, Hashable {
    /// The rule id, e.g. `weak_delegate`.
    public var id: String
    /// The severity a rule has unless configured.
    public var defaultSeverity: Severity
    /// Whether the rule runs unless configured.
    public var isEnabledByDefault: Bool
    /// Option name → expected type.
    public var options: [String: OptionType]

    /// Creates a schema entry.
    public init(id: String, defaultSeverity: Severity, isEnabledByDefault: Bool, options: [String: OptionType] = [:]) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.options = options
    }
}

/// A rule selected to run, with its final severity and the options the configuration sets.
public struct ResolvedRule: Sendable, Hashable {
    /// The rule id.
    public var id: String
    /// The severity its findings get.
    public var severity: Severity
    /// Option name → configured value, already checked against the rule's `OptionType`s; defaults are not filled in.
    public var options: [String: JSONValue]
}

extension Configuration {
    /// Checks rule ids and options in every file of the `extends` chain against the registry's schema.
    ///
    /// Problems are reported for the file that wrote them, the user's own file first.
    public func validate(_ schema: [RuleSchema]) throws(ConfigError) {
        let byId = Dictionary(schema.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ids = schema.map(\.id)
        var problems: [ConfigProblem] = []
        for document in documents.reversed() {
            for id in document.rules.keys.sorted() {
                let path = ConfigDecoder.key("rules", id)
                guard let rule = byId[id] else {
                    problems.append(ConfigProblem(file: document.file, keyPath: path, message: "unknown rule id" + Suggestion.didYouMean(id, among: ids)))
                    continue
                }
                let options = document.rules[id]?.options ?? [:]
                for name in options.keys.sorted() {
                    let optionPath = ConfigDecoder.key(path, name)
                    guard let type = rule.options[name] else {
                        let known = rule.options.keys.sorted()
                        let hint = known.isEmpty
                            ? " ('\(id)' has no options)"
                            : Suggestion.didYouMean(name, among: known).nonEmpty ?? " (options: \(ArgumentParser.listing(known)))"
                        problems.append(ConfigProblem(file: document.file, keyPath: optionPath, message: "unknown option" + hint))
                        continue
                    }
                    if let value = options[name], !type.accepts(value) {
                        problems.append(ConfigProblem(file: document.file, keyPath: optionPath, message: "expected \(type.name), got \(value.typeName)"))
                    }
                }
            }
        }
        if !problems.isEmpty { throw ConfigError(problems: problems) }
    }

    /// The rules to run, in schema order, after the configuration and the `--only`, `--enable` and
    /// `--disable` lists (applied in that order, so `--disable` wins).
    ///
    /// A rule runs when its entry says so (`"off"`, `"on"`, a severity), else when `enableAll` is set or
    /// it is on by default. Unknown ids in the lists are a usage error naming the flag.
    public func resolveRules(_ schema: [RuleSchema], only: [String] = [], enable: [String] = [], disable: [String] = []) throws(UsageError) -> [ResolvedRule] {
        let ids = schema.map(\.id)
        for (flag, list) in [(Flag.only, only), (Flag.enable, enable), (Flag.disable, disable)] {
            for id in list where !ids.contains(id) {
                throw UsageError("unknown rule '\(id)' in '\(flag.spelling)'" + Suggestion.didYouMean(id, among: ids), command: .lint)
            }
        }
        var resolved: [ResolvedRule] = []
        for rule in schema {
            let setting = rules[rule.id] ?? RuleSetting()
            var isEnabled = setting.isEnabled ?? (enableAll || rule.isEnabledByDefault)
            if !only.isEmpty { isEnabled = only.contains(rule.id) }
            if enable.contains(rule.id) { isEnabled = true }
            if disable.contains(rule.id) { isEnabled = false }
            guard isEnabled else { continue }
            resolved.append(ResolvedRule(id: rule.id, severity: setting.severity ?? rule.defaultSeverity, options: setting.options))
        }
        return resolved
    }
}

extension String {
    /// Nil for the empty string, so `??` can supply an alternative.
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
