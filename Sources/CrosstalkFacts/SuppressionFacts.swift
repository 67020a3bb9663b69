import CrosstalkSyntax

/// `// crosstalk:disable…` / `enable` directives read from the file's comments.
extension FactWalker {
    /// Every comment that starts with `crosstalk:` and names a directive becomes a suppression directive.
    mutating func extractSuppressions() {
        for trivia in tree.stream.trivia where trivia.kind == .lineComment || trivia.kind == .blockComment {
            // Most comments are prose: look for the marker in bytes before making a String.
            guard tree.file.contains("crosstalk:", in: Int(trivia.start) ..< trivia.end) else { continue }
            let text = Substring(tree.file.text(Int(trivia.start), Int(trivia.length)))
            // A directive is a comment that starts with the marker (as SwiftLint's do): prose that mentions one, or
            // code commented out in a block around a directive, is not one.
            let body = text.drop { $0 == "/" || $0 == "*" }.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("crosstalk:") else { continue }
            let rest = body.dropFirst("crosstalk:".count)
            let kind: SuppressionDirective.Kind
            var tail: Substring
            if rest.hasPrefix("disable:next") { kind = .next; tail = rest.dropFirst(12) }
            else if rest.hasPrefix("disable:previous") { kind = .previous; tail = rest.dropFirst(16) }
            else if rest.hasPrefix("disable:this") { kind = .this; tail = rest.dropFirst(12) }
            else if rest.hasPrefix("disable") { kind = .disable; tail = rest.dropFirst(7) }
            else if rest.hasPrefix("enable") { kind = .enable; tail = rest.dropFirst(6) }
            else { continue }
            if tail.hasSuffix("*/") { tail = tail.dropLast(2) }
            var rules: [String] = []
            for word in tail.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
                guard word.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }), !word.isEmpty else { break }
                rules.append(String(word))
            }
            let loc = location(offset: Int(trivia.start))
            let target: Int
            switch kind {
            case .next: target = nextCodeLine(after: loc.line)
            case .previous: target = previousCodeLine(before: loc.line)
            case .this, .disable, .enable: target = loc.line
            }
            facts.suppressions.append(SuppressionDirective(kind: kind, rules: rules, line: loc.line, location: loc, targetLine: target))
        }
    }

    /// The first line after `line` that is not blank and not only a line comment (`line + 1` when none is).
    func nextCodeLine(after line: Int) -> Int {
        var l = line + 1
        while l <= tree.file.lineStarts.count {
            if isCode(l) { return l }
            l += 1
        }
        return line + 1
    }

    /// The last line before `line` that is not blank and not only a line comment (`line - 1` when none is).
    func previousCodeLine(before line: Int) -> Int {
        var l = line - 1
        while l >= 1 {
            if isCode(l) { return l }
            l -= 1
        }
        return line - 1
    }

    /// Whether line `line` holds more than blanks and a line comment.
    private func isCode(_ line: Int) -> Bool {
        var t = Substring(tree.file.lineText(line))
        while let f = t.first, f == " " || f == "\t" { t = t.dropFirst() }
        return !t.isEmpty && !t.hasPrefix("//")
    }
}
