/// `--help` output and Markdown reference text, generated from `FlagTable` so they cannot drift from parsing.
public enum HelpText {
    /// Help lines wrap at this column, the width of a default terminal.
    static let width = 80

    /// `crosstalk --help`: commands and global flags.
    public static func tool() -> String {
        var text = "crosstalk: an architecture-conformance analyzer for Swift\n\n"
        text += "Usage: crosstalk <command> [options]\n"
        text += "       crosstalk --help | --version\n\n"
        text += "Commands:\n"
        text += table(Command.allCases.map { ("  " + $0.rawValue, $0.summary) }
            + Command.aliases.sorted { $0.key < $1.key }.map { ("  " + $0.key, "same as '\($0.value.command.rawValue) \($0.value.flags.joined(separator: " "))'") })
        text += "\nOptions:\n"
        text += table(FlagTable.flags(for: nil).map { (flagColumn($0), $0.summary) })
        text += "\nRun 'crosstalk <command> --help' for a command's options.\n"
        return text
    }

    /// `crosstalk COMMAND --help`: usage, operands and every flag the command accepts.
    public static func command(_ command: Command) -> String {
        var text = wrap(usageItems(command), firstPrefix: "Usage: crosstalk \(command.rawValue) ") + "\n"
        text += "\n" + command.summary + "\n"
        let rows = FlagTable.flags(for: command).map { (flagColumn($0), flagSummary($0, command: command)) }
        var operandRow: (String, String)?
        if let doc = command.operandDoc { operandRow = (operandName(command), doc) }
        // One column width for both sections so the descriptions line up.
        let column = (rows + (operandRow.map { [$0] } ?? [])).map { $0.0.utf8.count }.max() ?? 0
        if let operandRow {
            text += "\nArguments:\n" + table([operandRow], column: column)
        }
        if !rows.isEmpty {
            text += "\nOptions:\n" + table(rows, column: column)
        }
        return text
    }

    /// The synopsis `crosstalk lint [PATH ...] [--config FILE] …`, unwrapped, as docs/cli.md writes it.
    public static func synopsis(_ command: Command) -> String {
        (["crosstalk", command.rawValue] + usageItems(command)).joined(separator: " ")
    }

    /// A Markdown section per command (synopsis and a flag table with the long docs), for README files.
    public static func markdownReference() -> String {
        var text = ""
        for command in Command.allCases {
            text += "### `crosstalk \(command.rawValue)`\n\n"
            text += command.summary.prefix(1).uppercased() + command.summary.dropFirst() + ".\n\n"
            text += "```\n" + wrap(usageItems(command), firstPrefix: "crosstalk \(command.rawValue) ") + "\n```\n\n"
            let flags = FlagTable.flags(for: command).filter { $0 != .help }
            guard !flags.isEmpty else { continue }
            text += "| flag | description |\n|---|---|\n"
            for flag in flags {
                var description = flag.details
                if let choices = flag.choices[command] { description += " Values: " + choices.map { "`\($0)`" }.joined(separator: ", ") + "." }
                if let value = flag.defaults[command] { description += " Default: `\(value)`." }
                let usage = flag.valueName.isEmpty ? flag.spelling : flag.spelling + " " + flag.valueName
                text += "| `\(usage)` | \(description.replacingPipes()) |\n"
            }
            text += "\n"
        }
        return text
    }

    /// The bracketed items after `crosstalk COMMAND`: operands, then each flag except `--help`.
    ///
    /// A flag with at most three choices shows them (`--level type|module`), longer lists show the value
    /// name (`--format F`), as usage synopses abbreviate.
    private static func usageItems(_ command: Command) -> [String] {
        var items: [String] = []
        switch command.operands {
        case .none: break
        case .paths: items.append("[PATH ...]")
        case .one(let name): items.append(name)
        case .oneThenPaths(let name): items += [name, "[PATH ...]"]
        }
        for flag in FlagTable.flags(for: command) where flag != .help {
            var item = flag.spelling
            if flag.value != .none {
                if let choices = flag.choices[command], choices.count <= 3 {
                    item += " " + choices.joined(separator: "|")
                } else {
                    item += " " + flag.valueName
                }
            }
            items.append("[" + item + "]")
        }
        return items
    }

    private static func operandName(_ command: Command) -> String {
        switch command.operands {
        case .none: return ""
        case .paths: return "  PATH"
        case .one(let name), .oneThenPaths(let name): return "  " + name
        }
    }

    /// `  -h, --help` or `      --config FILE`: long names line up whether or not a short alias exists.
    private static func flagColumn(_ flag: Flag) -> String {
        let value = flag.valueName.isEmpty ? "" : " " + flag.valueName
        if let short = flag.short { return "  -\(short), \(flag.spelling)\(value)" }
        return "      \(flag.spelling)\(value)"
    }

    /// The one-line doc plus the command's choices and default, which differ per command (`--format`).
    private static func flagSummary(_ flag: Flag, command: Command) -> String {
        var text = flag.summary
        if let choices = flag.choices[command] { text += ": " + ArgumentParser.listing(choices) }
        if let value = flag.defaults[command] { text += " (default: \(value))" }
        return text
    }

    private static func table(_ rows: [(String, String)], column: Int? = nil) -> String {
        let width = column ?? rows.map { $0.0.utf8.count }.max() ?? 0
        var text = ""
        for (left, right) in rows {
            let pad = String(repeating: " ", count: width - left.utf8.count + 2)
            text += wrap(right.split(separator: " ").map(String.init), firstPrefix: left + pad) + "\n"
        }
        return text
    }

    /// Words joined by spaces, broken before `width`; continuation lines indent to where the first word began.
    private static func wrap(_ words: [String], firstPrefix: String) -> String {
        guard !words.isEmpty else { return String(firstPrefix.dropLast(while: { $0 == " " })) }
        let indent = String(repeating: " ", count: firstPrefix.utf8.count)
        var text = firstPrefix
        var lineLength = firstPrefix.utf8.count
        var lineHasWord = false
        for word in words {
            let length = word.utf8.count
            if lineHasWord, lineLength + 1 + length > width {
                text += "\n" + indent
                lineLength = indent.utf8.count
                lineHasWord = false
            }
            if lineHasWord {
                text += " "
                lineLength += 1
            }
            text += word
            lineLength += length
            lineHasWord = true
        }
        return text
    }
}

extension StringProtocol {
    /// The string without its trailing run of characters matching `predicate`.
    fileprivate func dropLast(while predicate: (Character) -> Bool) -> SubSequence {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[startIndex..<end]
    }
}

extension String {
    /// The string with `|` escaped for a Markdown table cell.
    fileprivate func replacingPipes() -> String {
        split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
