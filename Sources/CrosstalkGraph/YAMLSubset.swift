import CrosstalkFacts

/// A value of the part of YAML that project specs (XcodeGen's `project.yml`) are written in: block mappings and
/// sequences by indentation, flow sequences and mappings (`[iOS, macOS]`, `{path: App}`), plain and quoted
/// scalars, `#` comments. Block scalars (`|`, `>`) are read as empty, anchors, aliases, tags and multi-line flow
/// collections as plain text: a spec's targets, sources and dependencies never need them.
indirect enum YAMLValue: Equatable {
    case scalar(String)
    case sequence([YAMLValue])
    case mapping([(key: String, value: YAMLValue)])

    static func == (a: YAMLValue, b: YAMLValue) -> Bool {
        switch (a, b) {
        case let (.scalar(x), .scalar(y)): x == y
        case let (.sequence(x), .sequence(y)): x == y
        case let (.mapping(x), .mapping(y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
        default: false
        }
    }

    /// The value under `key` of a mapping (the first, as YAML keys are unique); nil otherwise.
    subscript(key: String) -> YAMLValue? {
        guard case .mapping(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    var string: String? { if case .scalar(let s) = self { s } else { nil } }

    /// A sequence's elements; a lone scalar or mapping counts as a sequence of one, as specs allow `sources: App`.
    var elements: [YAMLValue] {
        switch self {
        case .sequence(let items): items
        case .scalar(let s): s.isEmpty ? [] : [self]
        case .mapping: [self]
        }
    }

    var pairs: [(key: String, value: YAMLValue)] { if case .mapping(let p) = self { p } else { [] } }

    /// The document in `text`; malformed parts read as scalars, never fail.
    static func parse(_ text: String) -> YAMLValue {
        var reader = YAMLBlockReader(lines: YAMLBlockReader.significantLines(text))
        guard let first = reader.lines.first else { return .mapping([]) }
        return reader.block(indent: first.indent)
    }
}

/// Reads indentation-structured blocks line by line.
struct YAMLBlockReader {
    struct Line {
        var indent: Int
        var text: Substring
    }

    var lines: [Line]
    var index = 0

    /// Lines without comments, blank lines or document markers, with their indentation.
    static func significantLines(_ text: String) -> [Line] {
        var result: [Line] = []
        var blockScalarIndent: Int?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.last == "\r" ? raw.dropLast() : raw
            let indent = line.prefix { $0 == " " }.count
            let content = stripComment(line.dropFirst(indent))
            if let scalarIndent = blockScalarIndent {
                if content.isEmpty || indent > scalarIndent { continue }
                blockScalarIndent = nil
            }
            if content.isEmpty || content == "---" || content == "..." || content.hasPrefix("%") { continue }
            result.append(Line(indent: indent, text: content))
            // `key: |` / `key: >-`: the indented lines after it are text, not structure.
            if let last = content.split(separator: " ").last, last.first == "|" || last.first == ">" { blockScalarIndent = indent }
        }
        return result
    }

    /// `text` without a trailing comment (a `#` at the start or after a space, outside quotes) and trailing spaces.
    static func stripComment(_ text: Substring) -> Substring {
        var quote: Character?
        var previous: Character = " "
        var end = text.endIndex
        for i in text.indices {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
            } else if c == "\"" || c == "'" {
                if previous == " " || previous == "[" || previous == "{" || previous == ":" || previous == "," || previous == "-" { quote = c }
            } else if c == "#" && (previous == " " || previous == "\t") || c == "#" && i == text.startIndex {
                end = i
                break
            }
            previous = c
        }
        var result = text[..<end]
        while result.last == " " || result.last == "\t" { result = result.dropLast() }
        return result
    }

    /// The block at the current line, whose lines are indented `indent`.
    mutating func block(indent: Int) -> YAMLValue {
        guard index < lines.count else { return .scalar("") }
        return isSequenceItem(lines[index].text) ? sequence(indent: indent) : mapping(indent: indent)
    }

    func isSequenceItem(_ text: Substring) -> Bool { text == "-" || text.hasPrefix("- ") }

    mutating func sequence(indent: Int) -> YAMLValue {
        var items: [YAMLValue] = []
        while index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index].text) {
            let rest = lines[index].text.dropFirst().drop { $0 == " " }
            if rest.isEmpty {
                index += 1
                items.append(index < lines.count && lines[index].indent > indent ? block(indent: lines[index].indent) : .scalar(""))
            } else if YAMLBlockReader.keyAndValue(rest) != nil || isSequenceItem(rest) {
                // `- path: App` starts a mapping (or `- - a` a sequence) whose column is the text's.
                let column = indent + (lines[index].text.count - rest.count)
                lines[index] = Line(indent: column, text: rest)
                items.append(block(indent: column))
            } else {
                index += 1
                items.append(YAMLBlockReader.inline(rest))
                skipContinuation(deeperThan: indent)
            }
        }
        return .sequence(items)
    }

    mutating func mapping(indent: Int) -> YAMLValue {
        var pairs: [(key: String, value: YAMLValue)] = []
        while index < lines.count, lines[index].indent == indent, !isSequenceItem(lines[index].text) {
            guard let (key, rest) = YAMLBlockReader.keyAndValue(lines[index].text) else {
                index += 1
                continue
            }
            index += 1
            if !rest.isEmpty {
                pairs.append((key, YAMLBlockReader.inline(rest)))
                skipContinuation(deeperThan: indent)
            } else if index < lines.count, lines[index].indent > indent {
                pairs.append((key, block(indent: lines[index].indent)))
            } else if index < lines.count, lines[index].indent == indent, isSequenceItem(lines[index].text) {
                // A sequence may sit at its key's own indentation.
                pairs.append((key, sequence(indent: indent)))
            } else {
                pairs.append((key, .scalar("")))
            }
        }
        return .mapping(pairs)
    }

    /// Skips the lines that continue a value written inline (a plain scalar or flow collection over several lines).
    mutating func skipContinuation(deeperThan indent: Int) {
        while index < lines.count, lines[index].indent > indent { index += 1 }
    }

    /// `key: value` split at the first `:` followed by a space or the end, outside quotes and brackets.
    static func keyAndValue(_ text: Substring) -> (String, Substring)? {
        var quote: Character?
        var depth = 0
        for i in text.indices {
            let c = text[i]
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": if i == text.startIndex { quote = c }
            case "[", "{": depth += 1
            case "]", "}": depth -= 1
            case ":" where depth == 0:
                let next = text.index(after: i)
                if next == text.endIndex || text[next] == " " {
                    let key = unquote(text[..<i])
                    return (key, text[next...].drop { $0 == " " })
                }
            default: break
            }
        }
        return nil
    }

    /// A value written on one line: a flow collection or a scalar.
    static func inline(_ text: Substring) -> YAMLValue {
        var flow = FlowReader(text: Array(text))
        if text.first == "[" || text.first == "{", let value = flow.value(), flow.atEnd { return value }
        return .scalar(unquote(text))
    }

    static func unquote(_ text: Substring) -> String {
        let t = trimmed(text)
        if t.count >= 2, let f = t.first, f == "\"" || f == "'", t.last == f { return String(t.dropFirst().dropLast()) }
        return String(t)
    }

    /// `[a, b]` and `{k: v}` on one line, nested.
    struct FlowReader {
        var text: [Character]
        var i = 0
        var atEnd: Bool { !text[i...].contains { $0 != " " } }

        mutating func skipSpaces() { while i < text.count, text[i] == " " { i += 1 } }

        mutating func value() -> YAMLValue? {
            skipSpaces()
            guard i < text.count else { return nil }
            if text[i] == "[" {
                i += 1
                var items: [YAMLValue] = []
                while true {
                    skipSpaces()
                    guard i < text.count else { return nil }
                    if text[i] == "]" { i += 1; return .sequence(items) }
                    guard let item = value() else { return nil }
                    items.append(item)
                    skipSpaces()
                    if i < text.count, text[i] == "," { i += 1 }
                }
            }
            if text[i] == "{" {
                i += 1
                var pairs: [(key: String, value: YAMLValue)] = []
                while true {
                    skipSpaces()
                    guard i < text.count else { return nil }
                    if text[i] == "}" { i += 1; return .mapping(pairs) }
                    let key = scalar(stoppingAt: ":,}")
                    skipSpaces()
                    var value = YAMLValue.scalar("")
                    if i < text.count, text[i] == ":" {
                        i += 1
                        guard let v = self.value() else { return nil }
                        value = v
                    }
                    pairs.append((key, value))
                    skipSpaces()
                    if i < text.count, text[i] == "," { i += 1 }
                }
            }
            return .scalar(scalar(stoppingAt: ",]}"))
        }

        mutating func scalar(stoppingAt stops: String) -> String {
            skipSpaces()
            if i < text.count, text[i] == "\"" || text[i] == "'" {
                let q = text[i]
                let start = i + 1
                i += 1
                while i < text.count, text[i] != q { i += 1 }
                let s = String(text[start ..< min(i, text.count)])
                if i < text.count { i += 1 }
                return s
            }
            let start = i
            while i < text.count, !stops.contains(text[i]) { i += 1 }
            return trimmed(String(text[start ..< i]))
        }
    }
}
