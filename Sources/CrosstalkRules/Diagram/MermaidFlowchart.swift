import CrosstalkFacts

/// A hand-drawn Mermaid flowchart as far as `check-diagram` needs it: nodes (id, label, line, enclosing subgraphs),
/// edges (ends, label, line) and `%% crosstalk: Node = Name` mappings.
///
/// The parser is Crosstalk's own and reads the flowchart grammar people write by hand: `graph`/`flowchart` headers,
/// every node shape (`[…]`, `(…)`, `([…])`, `[[…]]`, `[(…)]`, `((…))`, `{…}`, `{{…}}`, `>…]`, `[/…/]`,
/// `@{ … }`), chains and `&` groups (`A & B --> C --> D`), links of any length with or without text (`-->`,
/// `---`, `-.->`, `==>`, `<-->`, `--o`, `--x`, `-->|text|`, `-- text -->`), `subgraph … end`, `%%` comments and
/// statements separated by `;`. `classDef`, `class`, `style`, `linkStyle`, `click`, `direction` and init
/// directives are ignored; invisible links (`~~~`) are not edges.
public struct MermaidFlowchart: Sendable, Hashable {
    public struct Node: Sendable, Hashable {
        public var id: String
        /// The label without quotes or markup (the id when the node has none).
        public var label: String
        /// Line of the node's first appearance (1-based, in the file the diagram came from).
        public var line: Int
        /// Labels (or ids) of the enclosing subgraphs, outermost first.
        public var groups: [String]
    }

    public struct Edge: Sendable, Hashable {
        public var from: String
        public var to: String
        public var label: String
        public var line: Int
        /// `<-->`: information flows both ways.
        public var bothWays: Bool
        /// `---`, `-- text ---`: a line without an arrow head, which says nothing about direction.
        public var undirected: Bool = false
    }

    public var nodes: [Node] = []
    public var edges: [Edge] = []
    /// `%% crosstalk: Node = Name` lines: node id → the target or type it stands for.
    public var mappings: [String: String] = [:]
    /// Subgraph ids → their labels.
    public var subgraphs: [String: String] = [:]
    /// `%% crosstalk: arrows = dependencies`: arrows point from a node to what it uses, against the flow of
    /// information (the default, `arrows = information`, is the way `crosstalk graph` draws them).
    public var arrowsShowDependencies = false

    public init() {}

    /// Parses a flowchart whose first line is line `firstLine` of its file.
    public init(parsing text: String, firstLine: Int = 1) {
        var groups: [String] = []
        var nodeIndex: [String: Int] = [:]
        var lineNumber = firstLine - 1
        var inFrontmatter = false
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let line = trimmed(raw)
            if line == "---" { inFrontmatter.toggle(); continue }
            if inFrontmatter || line.isEmpty { continue }
            if line.hasPrefix("%%") {
                if let mapping = MermaidFlowchart.mapping(line) {
                    if mapping.0 == "arrows" { arrowsShowDependencies = mapping.1 == "dependencies" } else { mappings[mapping.0] = mapping.1 }
                }
                continue
            }
            for statement in MermaidFlowchart.statements(line) {
                let words = statement.split(separator: " ", maxSplits: 1)
                guard let keyword = words.first.map(String.init) else { continue }
                switch keyword {
                case "graph", "flowchart", "classDef", "class", "style", "linkStyle", "click", "direction", "accTitle", "accDescr": continue
                case "end":
                    if !groups.isEmpty { groups.removeLast() }
                    continue
                case "subgraph":
                    let rest = words.count > 1 ? String(words[1]) : ""
                    var scanner = FlowchartScanner(rest)
                    let parsed = scanner.node() ?? (rest, rest)
                    let id = parsed.id
                    var label = parsed.label
                    // `subgraph id [Title]`: the title may follow a space.
                    scanner.skipSpaces()
                    if label == id, !scanner.atEnd, let title = scanner.shapeText() { label = title }
                    subgraphs[id] = label
                    groups.append(label)
                    continue
                default: break
                }
                var scanner = FlowchartScanner(statement)
                var previous: [String] = []
                var pendingLink: FlowchartScanner.Link?
                while !scanner.atEnd {
                    var group: [String] = []
                    while let (id, label) = scanner.node() {
                        if let k = nodeIndex[id] {
                            if nodes[k].label == nodes[k].id && label != id { nodes[k].label = label }
                        } else {
                            nodeIndex[id] = nodes.count
                            nodes.append(Node(id: id, label: label, line: lineNumber, groups: groups))
                        }
                        group.append(id)
                        guard scanner.skip("&") else { break }
                    }
                    if group.isEmpty { break }
                    if let link = pendingLink, link.visible {
                        for a in previous {
                            for b in group { edges.append(Edge(from: a, to: b, label: link.label, line: lineNumber, bothWays: link.bothWays, undirected: link.undirected)) }
                        }
                    }
                    previous = group
                    guard let link = scanner.link() else { break }
                    pendingLink = link
                }
            }
        }
    }

    /// Every ```` ```mermaid ```` block of a Markdown text that is a flowchart, each with its first line.
    public static func blocks(inMarkdown text: String) -> [(text: String, firstLine: Int)] {
        var result: [(String, Int)] = []
        var current: [Substring]?
        var start = 0
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let stripped = trimmed(line)
            if current == nil, stripped.hasPrefix("```mermaid") || stripped.hasPrefix("~~~mermaid") {
                current = []
                start = i + 2
            } else if current != nil, stripped.hasPrefix("```") || stripped.hasPrefix("~~~") {
                result.append((current!.joined(separator: "\n"), start))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return result.filter { block in
            let first = block.0.split(separator: "\n").map { trimmed($0) }.first { !$0.isEmpty && !$0.hasPrefix("%%") }
            return first?.hasPrefix("graph") == true || first?.hasPrefix("flowchart") == true
        }
    }

    /// `%% crosstalk: Node = Name` → (Node, Name).
    static func mapping(_ line: String) -> (String, String)? {
        let body = trimmed(line.dropFirst(2))
        guard body.hasPrefix("crosstalk:") else { return nil }
        let parts = body.dropFirst("crosstalk:".count).split(separator: "=", maxSplits: 1).map { trimmed($0) }
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        return (parts[0], parts[1])
    }

    /// A line split at `;` outside quotes and brackets.
    static func statements(_ line: String) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        var quoted = false
        for c in line {
            if c == "\"" { quoted.toggle() }
            if !quoted {
                if "[({".contains(c) { depth += 1 } else if "])}".contains(c) { depth = max(0, depth - 1) }
                if c == ";" && depth == 0 {
                    result.append(trimmed(current))
                    current = ""
                    continue
                }
            }
            current.append(c)
        }
        result.append(trimmed(current))
        return result.filter { !$0.isEmpty }
    }
}

/// Reads node references and links from one statement.
struct FlowchartScanner {
    let chars: [Character]
    var i = 0

    init(_ text: String) { chars = Array(text) }

    var atEnd: Bool {
        var k = i
        while k < chars.count, chars[k] == " " || chars[k] == "\t" { k += 1 }
        return k >= chars.count
    }

    mutating func skipSpaces() {
        while i < chars.count, chars[i] == " " || chars[i] == "\t" { i += 1 }
    }

    mutating func skip(_ c: Character) -> Bool {
        skipSpaces()
        guard i < chars.count, chars[i] == c else { return false }
        i += 1
        return true
    }

    static func isIDCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" || c == ":" }

    /// An id with its optional shape; the label is the shape's text (the id when there is none).
    mutating func node() -> (id: String, label: String)? {
        skipSpaces()
        let start = i
        while i < chars.count {
            let c = chars[i]
            if FlowchartScanner.isIDCharacter(c) { i += 1; continue }
            // A dash or dot inside an id (`my-node`), never the start of a link.
            if (c == "-" || c == ".") && i > start && i + 1 < chars.count && FlowchartScanner.isIDCharacter(chars[i + 1]) { i += 1; continue }
            break
        }
        var id = String(chars[start..<i])
        var label = id
        if id.isEmpty {
            // A quoted subgraph title without an id.
            guard i < chars.count, chars[i] == "\"" else { return nil }
            let text = quotedText()
            return (text, text)
        }
        if i < chars.count, let text = shapeText() { label = text }
        if id.hasSuffix(":::") { id.removeLast(3) }
        // `A:::className`
        if let range = id.firstRange(of: ":::") { id = String(id[..<range.lowerBound]) }
        return (id, label)
    }

    mutating func quotedText() -> String {
        i += 1
        let start = i
        while i < chars.count, chars[i] != "\"" { i += 1 }
        let text = String(chars[start..<min(i, chars.count)])
        if i < chars.count { i += 1 }
        return text
    }

    /// The text inside a node shape starting at `i`, cleaned of shape characters, quotes and markup.
    mutating func shapeText() -> String? {
        let openers: Set<Character> = ["[", "(", "{", ">"]
        if chars[i] == "@", i + 1 < chars.count, chars[i + 1] == "{" {
            // `A@{ shape: rect, label: "Text" }`
            let start = i
            while i < chars.count, chars[i] != "}" { i += 1 }
            let body = String(chars[(start + 2)..<min(i, chars.count)])
            if i < chars.count { i += 1 }
            if let range = body.firstRange(of: "label:") {
                return FlowchartScanner.clean(String(body[range.upperBound...].split(separator: ",").first ?? ""))
            }
            return nil
        }
        guard openers.contains(chars[i]) else { return nil }
        var depth = 0
        var quoted = false
        let start = i
        while i < chars.count {
            let c = chars[i]
            if c == "\"" { quoted.toggle() }
            if !quoted {
                if c == "[" || c == "(" || c == "{" { depth += 1 }
                if c == "]" || c == ")" || c == "}" {
                    depth -= 1
                    if depth <= 0 { i += 1; break }
                }
                if c == ">" && i == start { depth += 1 }
            }
            i += 1
        }
        return FlowchartScanner.clean(String(chars[start..<min(i, chars.count)]))
    }

    /// Shape delimiters, quotes, markdown backticks and HTML tags removed; entity codes and `<br>` become spaces.
    static func clean(_ text: String) -> String {
        var t = text.trimming("[](){}<>/\\ \t")
        t = t.trimming("\"`' ")
        var out = ""
        var inTag = false
        for c in t {
            if c == "<" { inTag = true; out.append(" "); continue }
            if c == ">" && inTag { inTag = false; continue }
            if !inTag { out.append(c) }
        }
        return out.split(separator: " ").joined(separator: " ")
    }

    /// A link between nodes: its text, `<…>` (both ways), no head at all (undirected), `~~~` (invisible).
    struct Link {
        /// The text on the link (`-->|text|`, `-- text -->`), cleaned.
        var label: String
        /// `<-->`.
        var bothWays: Bool
        /// False for `~~~`, which only places nodes.
        var visible: Bool
        /// No arrow head (`---`).
        var undirected: Bool
    }

    /// The link at the cursor; nil when no link follows.
    mutating func link() -> Link? {
        skipSpaces()
        let start = i
        var bothWays = false
        if i < chars.count, chars[i] == "<" { bothWays = true; i += 1 }
        if i + 1 < chars.count, chars[i] == "~", chars[i + 1] == "~" {
            while i < chars.count, chars[i] == "~" { i += 1 }
            return Link(label: "", bothWays: false, visible: false, undirected: false)
        }
        let linkChars: Set<Character> = ["-", "=", "."]
        var body = ""
        while i < chars.count, linkChars.contains(chars[i]) { body.append(chars[i]); i += 1 }
        guard body.count >= 2 || (body.count == 1 && i < chars.count && chars[i] == ">") else { i = start; return nil }
        var label = ""
        var head = false
        if i < chars.count, chars[i] == ">" || chars[i] == "o" || chars[i] == "x" {
            // The arrow head (`o` and `x` only when no id follows directly).
            if chars[i] == ">" || i + 1 >= chars.count || !FlowchartScanner.isIDCharacter(chars[i + 1]) { i += 1; head = true }
        } else if body.hasSuffix("-") || body.hasSuffix("=") || body.hasSuffix(".") {
            // `-- text -->`: the text runs to the closing link.
            skipSpaces()
            if i < chars.count, !(chars[i] == "|") {
                let textStart = i
                while i < chars.count {
                    if linkChars.contains(chars[i]), i + 1 < chars.count, linkChars.contains(chars[i + 1]) || chars[i + 1] == ">" { break }
                    i += 1
                }
                let text = trimmed(String(chars[textStart..<i]))
                var closing = ""
                while i < chars.count, linkChars.contains(chars[i]) { closing.append(chars[i]); i += 1 }
                if i < chars.count, chars[i] == ">" || chars[i] == "o" || chars[i] == "x" { i += 1; head = true }
                if closing.isEmpty { i = textStart } else { label = text }
            }
        }
        skipSpaces()
        if i < chars.count, chars[i] == "|" {
            i += 1
            let textStart = i
            while i < chars.count, chars[i] != "|" { i += 1 }
            label = FlowchartScanner.clean(String(chars[textStart..<min(i, chars.count)]))
            if i < chars.count { i += 1 }
        }
        return Link(label: FlowchartScanner.clean(label), bothWays: bothWays, visible: true, undirected: !head && !bothWays)
    }
}

extension StringProtocol {
    /// Without the leading and trailing characters that `characters` holds (the brackets around a node's label).
    func trimming(_ characters: String) -> String {
        let set = Set(characters)
        guard let first = firstIndex(where: { !set.contains($0) }), let last = lastIndex(where: { !set.contains($0) }) else { return "" }
        return String(self[first...last])
    }
}
