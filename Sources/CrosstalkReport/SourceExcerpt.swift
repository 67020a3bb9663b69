import CrosstalkRules

/// The text of line `line` (1-based) of a reported file, without its line break; nil when the file is unknown.
public typealias SourceLineLookup = @Sendable (_ file: String, _ line: Int) -> String?

/// The source line under a diagnostic with a caret at its column, as clang and swiftc print it:
///
/// ```
///    12 |     var delegate: FeedDelegate?
///       |         ^ (crosstalk explain weak_delegate)
/// ```
enum SourceExcerpt {
    /// Gutter width: the widest line number of the report, at least three digits so short files still indent.
    static func gutterWidth(_ findings: [Finding]) -> Int {
        let widest = findings.flatMap { [$0.line] + $0.related.map(\.line) }.max() ?? 0
        return max(3, String(widest).count)
    }

    /// Two lines: the source line with its number, and the caret under `column` (UTF-8 bytes), followed by `hint`.
    /// Empty when the line is unknown. Tabs become four spaces in both lines, so the caret lines up.
    static func render(line text: String?, number: Int, column: Int, hint: String?, gutter: Int, color: Bool) -> String {
        guard let text else { return "" }
        let prefix = String(decoding: text.utf8.prefix(max(0, column - 1)), as: UTF8.self)
        let padding = String(repeating: " ", count: prefix.reduce(0) { $0 + ($1 == "\t" ? 4 : 1) })
        let number = String(number)
        let blank = String(repeating: " ", count: gutter + 1)
        let bar = color ? "\(ANSI.boldBlue)|\(ANSI.reset)" : "|"
        let caret = color ? "\(ANSI.boldGreen)^\(ANSI.reset)" : "^"
        var out = String(repeating: " ", count: gutter - number.count + 1) + (color ? "\(ANSI.boldBlue)\(number)\(ANSI.reset)" : number)
        out += " \(bar) \(Escaping.singleLine(text.replacingTabs()))\n"
        out += "\(blank) \(bar) \(padding)\(caret)"
        if let hint { out += color ? " \(ANSI.dim)\(hint)\(ANSI.reset)" : " \(hint)" }
        return out + "\n"
    }
}

extension String {
    /// Each tab as four spaces.
    func replacingTabs() -> String {
        guard utf8.contains(0x09) else { return self }
        return split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "    ")
    }
}

/// SGR escape sequences of the text formats.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let boldRed = "\u{1B}[1;31m"
    static let boldGreen = "\u{1B}[1;32m"
    static let boldYellow = "\u{1B}[1;33m"
    static let boldBlue = "\u{1B}[1;34m"
    static let boldCyan = "\u{1B}[1;36m"
}
