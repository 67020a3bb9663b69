import CrosstalkFacts
import CrosstalkGraph

/// A command line that cannot be run as written; the driver prints the message and exits with `ExitCode.usage`.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Lowercase, no trailing period, names the offending argument.
    public var message: String
    /// The command being parsed when the error was found, so the caller can point at its help.
    public var command: Command?

    /// Creates an error about `command`'s arguments (nil: before any command).
    public init(_ message: String, command: Command? = nil) {
        self.message = message
        self.command = command
    }

    /// The message.
    public var description: String { message }
}

/// A parsed command ready to run: the command, its operands and the flags given.
public struct Invocation: Sendable, Hashable {
    /// The command to run.
    public let command: Command
    /// PATHs (defaulting to `.`) for lint, graph and facts; the RULE for explain; empty otherwise.
    public let operands: [String]
    /// Flag name → values in command-line order; switches map to an empty array.
    let values: [String: [String]]

    /// Creates an invocation; the parser is the usual source, tests and callers may build one directly.
    public init(command: Command, operands: [String], values: [String: [String]] = [:]) {
        self.command = command
        self.operands = operands
        self.values = values
    }

    /// Whether `flag` appears on the command line.
    public func isSet(_ flag: Flag) -> Bool { values[flag.name] != nil }

    /// A single-valued flag's value, or the table's default for this command when absent.
    public func value(_ flag: Flag) -> String? { values[flag.name]?.last ?? flag.defaults[command] }

    /// An integer flag's value (validated by the parser), or its default.
    public func integer(_ flag: Flag) -> Int? { value(flag).flatMap { Int($0) } }

    /// A list flag's items across all its repeats, in command-line order; empty when absent.
    public func list(_ flag: Flag) -> [String] { values[flag.name] ?? [] }
}

/// What the command line asks for.
public enum ParsedCommand: Sendable, Hashable {
    /// Print help: the tool's (nil) or a command's.
    case help(Command?)
    /// Print the version.
    case version
    /// Run a command.
    case run(Invocation)
}

/// Turns `CommandLine.arguments.dropFirst()` into a `ParsedCommand`, reading only the flag table.
///
/// Accepted forms: `--flag value`, `--flag=value`, switches, comma-separated lists (`--only a,b`,
/// repeats accumulate), `-h`, and `--` to end flags. A value may not start with `-` unless written
/// with `=` (`--output=-x`), so a forgotten value is reported instead of swallowing the next flag;
/// `-` alone is a value, and a negative number after an integer flag is taken so the error can say
/// "non-negative". `--help` anywhere before `--` wins over everything else, as in git and ripgrep,
/// so a user who is stuck always gets help rather than another error.
public enum ArgumentParser {
    /// Parses arguments, excluding the program name.
    public static func parse(arguments: [String]) -> Result<ParsedCommand, UsageError> {
        do {
            return .success(try parseOrThrow(arguments))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ arguments: [String]) throws(UsageError) -> ParsedCommand {
        var wantsHelp = false
        var wantsVersion = false
        var index = 0
        // Before the command only the global flags are meaningful.
        while index < arguments.count, arguments[index].hasPrefix("-") {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": wantsHelp = true
            case "--version": wantsVersion = true
            case "--": throw UsageError("missing command before '--'")
            default:
                let name = flagName(argument)
                if let flag = FlagTable.flag(named: name), !flag.isGlobal {
                    throw UsageError("flag '\(flag.spelling)' must follow a command, as in 'crosstalk \(flag.commands[0].rawValue) \(flag.spelling)'")
                }
                if FlagTable.flag(named: name)?.isGlobal == true {
                    throw UsageError("flag '--\(name)' does not take a value")
                }
                throw unknownFlag(argument, command: nil)
            }
            index += 1
        }
        guard index < arguments.count else {
            if wantsVersion, !wantsHelp { return .version }
            return .help(nil)
        }
        let word = arguments[index]
        let alias = Command.aliases[word]
        guard let command = alias?.command ?? Command(rawValue: word) else {
            let hint = Suggestion.nearest(to: word, among: Command.allCases.map(\.rawValue) + Command.aliases.keys)
                .map { "did you mean '\($0)'?" } ?? "see 'crosstalk --help'"
            throw UsageError("unknown command '\(word)'; \(hint)")
        }
        let rest = (alias?.flags ?? []) + arguments[(index + 1)...]
        if wantsHelp || rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            return .help(command)
        }
        if wantsVersion { return .version }
        return .run(try parse(command: command, arguments: Array(rest)))
    }

    private static func parse(command: Command, arguments: [String]) throws(UsageError) -> Invocation {
        var values: [String: [String]] = [:]
        var operands: [String] = []
        var index = 0
        var flagsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if flagsEnded || argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                flagsEnded = true
                continue
            }
            let flag = try lookUp(argument, command: command)
            var inline: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                inline = String(argument[argument.index(after: equals)...])
            }
            if values[flag.name] != nil, !flag.isRepeatable {
                throw UsageError("flag '\(flag.spelling)' is given more than once", command: command)
            }
            if flag.value == .none {
                if inline != nil { throw UsageError("flag '\(flag.spelling)' does not take a value", command: command) }
                values[flag.name] = []
                continue
            }
            var raw = inline
            if raw == nil, index < arguments.count, acceptsAsValue(arguments[index], for: flag) {
                raw = arguments[index]
                index += 1
            }
            guard let raw, !raw.isEmpty else {
                throw UsageError("flag '\(flag.spelling)' needs a value (\(flag.valueName))", command: command)
            }
            values[flag.name, default: []] += try validated(raw, for: flag, command: command)
        }
        return Invocation(command: command, operands: try checkedOperands(operands, command: command), values: values)
    }

    /// The flag an argument names, or an error saying why it is not one `command` accepts.
    private static func lookUp(_ argument: String, command: Command) throws(UsageError) -> Flag {
        let flag: Flag?
        if argument.hasPrefix("--") {
            flag = FlagTable.flag(named: flagName(argument))
        } else {
            flag = FlagTable.flag(short: String(argument.dropFirst()))
        }
        guard let flag else { throw unknownFlag(argument, command: command) }
        guard flag.applies(to: command) else {
            throw UsageError("flag '\(flag.spelling)' does not apply to '\(command.rawValue)'", command: command)
        }
        return flag
    }

    private static func acceptsAsValue(_ next: String, for flag: Flag) -> Bool {
        if next == "-" || !next.hasPrefix("-") { return true }
        return flag.value == .integer && Int(next) != nil
    }

    /// The values a raw flag argument contributes, checked against the flag's kind and choices.
    private static func validated(_ raw: String, for flag: Flag, command: Command) throws(UsageError) -> [String] {
        var items = [raw]
        switch flag.value {
        case .none, .text:
            break
        case .integer:
            guard let number = Int(raw), number >= 0 else {
                throw UsageError("flag '\(flag.spelling)' expects a non-negative integer, got '\(raw)'", command: command)
            }
        case .list:
            items = raw.split(separator: ",").map { trimmed($0) }.filter { !$0.isEmpty }
            if items.isEmpty {
                throw UsageError("flag '\(flag.spelling)' needs at least one value (\(flag.valueName))", command: command)
            }
        }
        if let choices = flag.choices[command] {
            for item in items where !choices.contains(item) {
                var message = "flag '\(flag.spelling)' does not accept '\(item)' (expected \(listing(choices)))"
                if let near = Suggestion.nearest(to: item, among: choices) { message += "; did you mean '\(near)'?" }
                throw UsageError(message, command: command)
            }
        }
        return items
    }

    private static func checkedOperands(_ operands: [String], command: Command) throws(UsageError) -> [String] {
        switch command.operands {
        case .paths:
            return operands.isEmpty ? ["."] : operands
        case .one(let name):
            if operands.isEmpty { throw UsageError("'\(command.rawValue)' needs a \(name)", command: command) }
            if operands.count > 1 {
                throw UsageError("unexpected argument '\(operands[1])' for '\(command.rawValue)'", command: command)
            }
            return operands
        case .oneThenPaths(let name):
            if operands.isEmpty { throw UsageError("'\(command.rawValue)' needs a \(name)", command: command) }
            return operands.count == 1 ? operands + ["."] : operands
        case .none:
            if let first = operands.first {
                throw UsageError("unexpected argument '\(first)' for '\(command.rawValue)'", command: command)
            }
            return []
        }
    }

    private static func unknownFlag(_ argument: String, command: Command?) -> UsageError {
        let name = flagName(argument)
        let spelling = argument.hasPrefix("--") ? "--" + name : argument
        // Names are compared without dashes, so the tolerance scales with the name the user meant;
        // one-letter aliases are no candidates, since every one-letter typo is one edit from `-h`.
        let candidates = FlagTable.flags(for: command).map(\.name)
        let near = candidates.contains(name) ? name : Suggestion.nearest(to: name, among: candidates)
        let hint = near.map { "did you mean '--\($0)'?" } ?? "see 'crosstalk \(command.map { $0.rawValue + " " } ?? "")--help'"
        return UsageError("unknown flag '\(spelling)'; \(hint)", command: command)
    }

    /// `--name=value` → `name`.
    private static func flagName(_ argument: String) -> String {
        let body = argument.drop(while: { $0 == "-" })
        return String(body.prefix(while: { $0 != "=" }))
    }

    /// `a, b or c`, for messages that list allowed values.
    static func listing(_ values: [String]) -> String {
        guard values.count > 1 else { return values.first ?? "" }
        return values.dropLast().joined(separator: ", ") + " or " + values[values.count - 1]
    }
}
