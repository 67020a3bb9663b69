/// Postfix chains (`a.b(c).d { }`), call arguments, trailing closures and closures with their capture lists.
extension ParserState {
    /// A primary expression followed by member accesses, calls, subscripts, postfix operators and trailing closures.
    mutating func parsePostfixChain(parent: Int32, allowTrailingClosure: Bool) -> Bool {
        if depth >= Parser.maxDepth {
            if ParserState.isOpener(tok.kind) { _ = skipTooDeep(parent: parent); return true }
        }
        depth += 1
        defer { depth -= 1 }
        let primaryIndex = Int32(nodes.count)
        guard parsePrimary(parent: parent, allowTrailingClosure: allowTrailingClosure) else { return false }
        var chain: Int32 = -1
        var lastWasValue = nodes[Int(primaryIndex)].kind != .literal && nodes[Int(primaryIndex)].kind != .stringLiteral
        while !atEnd {
            let t = tok
            let suffixKind: NodeKind
            switch t.kind {
            case .period:
                let next = peek()
                guard next.isWord || next.kind == .integerLiteral || next.kind == .dollarIdentifier, !next.flags.contains(.newlineBefore) else {
                    return finish(chain)
                }
                suffixKind = .member
            case .postfixQuestion, .postfixBang:
                suffixKind = .postfix
            case .operator where t.flags.contains(.postfixOperator):
                suffixKind = .postfix
            case .leftParen where !t.flags.contains(.newlineBefore):
                suffixKind = .call
            case .leftBracket where !t.flags.contains(.newlineBefore):
                suffixKind = .subscriptCall
            case .leftBrace where lastWasValue && startsTrailingClosure(allowed: allowTrailingClosure):
                suffixKind = .call
            default:
                return finish(chain)
            }
            if chain < 0 { chain = wrap(primaryIndex, in: .postfixChain, parent: parent) }
            switch suffixKind {
            case .member:
                advance()
                let member = open(.member, parent: chain)
                nodes[Int(member)].firstToken = Int32(p - 1)
                skipModuleSelector()
                nodes[Int(member)].name = Int32(p)
                advance()
                if opensGenericArguments() { skipAngles() }
                close(member)
            case .postfix:
                let node = open(.postfix, parent: chain, name: Int32(p))
                advance()
                close(node)
            case .subscriptCall:
                let node = open(.subscriptCall, parent: chain)
                parseArguments(parent: node, closer: .rightBracket)
                close(node)
            default:
                let node = open(.call, parent: chain)
                if t.kind == .leftParen { parseArguments(parent: node, closer: .rightParen) }
                if tok.kind == .leftBrace && startsTrailingClosure(allowed: allowTrailingClosure) {
                    parseTrailingClosures(parent: node)
                }
                close(node)
            }
            lastWasValue = true
        }
        return finish(chain)
    }

    /// Closes the chain node when one was opened; always true (a primary was parsed).
    mutating func finish(_ chain: Int32) -> Bool {
        if chain >= 0 { close(chain) }
        return true
    }

    /// Whether the `{` at the cursor, after a value, opens a trailing closure.
    ///
    /// Where trailing closures are allowed it always does, on the value's line or the next (unless it opens
    /// `didSet`/`willSet`). In an
    /// `if`/`guard`/`while` condition it is the statement's body, except where the Swift compiler decides
    /// otherwise by what follows the matching `}`: `{`, `where` or `,` anywhere, or a token that continues an
    /// expression (`.`, `(`, `?`, `as`, `=`, an operator, …) on the same line. So
    /// `guard let x = a.first { $0 > 1 }, ok else` has a trailing closure and `guard a.contains { … } else`
    /// does not (swiftc rejects it too). A group whose first token starts a new line, or that starts with `case`,
    /// `default` or an attribute (a `switch` body), or that is longer than `conditionClosureLookahead` tokens, is a
    /// body.
    func startsTrailingClosure(allowed: Bool) -> Bool {
        guard !isAccessorBrace() else { return false }
        // As in swiftc, a `{` on the next line is a trailing closure too (the Allman style `Task\n{ … }`).
        if allowed { return true }
        guard !tok.flags.contains(.newlineBefore) else { return false }
        // Like swiftc: a body whose first token starts a line, or whose first word is `case`/`default` (a
        // `switch` subject's body), is never taken as a closure.
        let first = peek()
        if first.flags.contains(.newlineBefore) || first.is(.case_) || first.is(.default_) || first.kind == .atSign { return false }
        var level = 0
        var i = p
        let limit = min(tokens.count, p + ParserState.conditionClosureLookahead)
        while i < limit {
            switch tokens[i].kind {
            case .leftParen, .leftBracket, .leftBrace, .interpolationStart: level += 1
            case .rightParen, .rightBracket, .rightBrace, .interpolationEnd: level -= 1
            case .endOfFile: return false
            default: break
            }
            i += 1
            if level == 0 { break }
        }
        guard level == 0, i < tokens.count else { return false }
        let after = tokens[i]
        switch after.kind {
        case .leftBrace, .comma: return true
        case .leftParen, .leftBracket, .period, .postfixQuestion, .postfixBang, .colon, .equal, .operator:
            return !after.flags.contains(.newlineBefore)
        default:
            if after.is(.where_) { return true }
            if after.is(.is_) || after.is(.as_) { return !after.flags.contains(.newlineBefore) }
            return false
        }
    }

    /// How far a condition's `{` group is scanned to decide whether it is a trailing closure.
    static let conditionClosureLookahead = 512

    /// `{ didSet …` / `{ willSet …` after an initializer belongs to the property, not to a trailing closure.
    func isAccessorBrace() -> Bool {
        let next = peek()
        return (next.is(.didSet) || next.is(.willSet)) && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen || peek(2).flags.contains(.newlineBefore))
    }

    /// The trailing closure at the cursor and any labeled ones after it, each an `argument` flagged `trailingClosure`.
    mutating func parseTrailingClosures(parent: Int32) {
        let first = open(.argument, parent: parent, flags: ArgumentFlags.isTrailingClosure)
        parseClosure(parent: first)
        close(first)
        // Labeled trailing closures: `} receiveValue: { … }`.
        while tok.isWord && peek().kind == .colon && peek(2).kind == .leftBrace {
            let arg = open(.argument, parent: parent, name: Int32(p), flags: ArgumentFlags.isTrailingClosure)
            advance(); advance()
            parseClosure(parent: arg)
            close(arg)
        }
    }

    /// At a `<` after a name: true when it opens generic arguments. As in swiftc, whitespace before
    /// it does not decide (`CellRegistration\n    <Cell, Item>\n{ … }` is generic, `a\n    < b` a comparison): the
    /// list must close and be followed by what a type-expression allows. A spaced `<` must stand alone, so
    /// `bits << shift, mask >> (n)` stays two shifts.
    func opensGenericArguments() -> Bool {
        let t = tok
        guard t.kind == .operator, opensAngle(t) else { return false }
        if t.flags.contains(.spaceBefore) && !spelled(t, "<") { return false }
        return looksLikeGenericArguments()
    }

    /// After `name<`: a generic argument list only if it closes (with its parentheses and brackets balanced) and is
    /// followed by something a type-expression allows.
    func looksLikeGenericArguments() -> Bool {
        var level = 0
        var groups = 0
        var i = p
        var steps = 0
        while i < tokens.count && steps < 64 {
            let t = tokens[i]
            steps += 1
            switch t.kind {
            case .operator:
                let bytes = stream.file.bytes[Int(t.start) ..< t.end]
                // Optional marks are glued to their type: a spaced `?` is a ternary (`a < b ? x : y, z > (w)`).
                if t.flags.contains(.spaceBefore) && (bytes.first == UInt8(ascii: "?") || bytes.first == UInt8(ascii: "!")) { return false }
                for b in bytes {
                    if b == UInt8(ascii: "<") { level += 1 }
                    else if b == UInt8(ascii: ">") { level -= 1 }
                    else if b != UInt8(ascii: "?") && b != UInt8(ascii: "!") && b != UInt8(ascii: "&") && b != UInt8(ascii: ".") { return false }
                }
                if level <= 0 {
                    // `a < (b > c)`: the angle closes inside a group the list opened.
                    if groups > 0 { return false }
                    let next = tokens[i + 1]
                    return next.kind == .leftParen || next.kind == .period || next.kind == .rightParen || next.kind == .comma
                        || next.kind == .rightBracket || next.kind == .colon || next.kind == .semicolon || next.kind == .endOfFile
                        || next.kind == .postfixQuestion || next.kind == .postfixBang || next.kind == .rightBrace || next.kind == .equal
                        || next.flags.contains(.newlineBefore) || next.kind == .leftBrace
                }
            case .identifier, .keyword, .comma, .period, .colon, .postfixQuestion, .postfixBang, .arrow, .atSign:
                // `Box<Label, _>(value:)`: a placeholder type (`_`) stands for an inferred argument; a function type
                // argument has attributes and effects (`Box<(@Sendable (_ code: Int) throws -> Void)?>(nil)`).
                if t.kind == .keyword && !(t.is(.Any_) || t.is(.Self_) || t.is(.wildcard) || t.is(.throws_) || t.is(.rethrows_) || t.is(.inout_)) { return false }
            case .leftParen, .leftBracket:
                groups += 1
            case .rightParen, .rightBracket:
                // A closer the list did not open ends the enclosing group: `(a < b)` then `(c > .zero)` is no list.
                if groups == 0 { return false }
                groups -= 1
            default:
                return false
            }
            i += 1
        }
        return false
    }

    /// `( … )`, `[ … ]` or `\( … )`: comma-separated arguments with optional labels, up to the closer.
    mutating func parseArguments(parent: Int32, closer: TokenKind) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        advance()
        while !atEnd && tok.kind != closer {
            let before = p
            let arg = open(.argument, parent: parent)
            // `(_ name: Int32) -> Int32` spelled as an expression (`unsafeBitCast(f, to: (@convention(c) (_ name:
            // Int32) -> Int32).self)`): a function type's parameter, `_` before its name.
            if tok.is(.wildcard) && peek().isWord && peek(2).kind == .colon { advance() }
            if tok.isWord && peek().kind == .colon && !atModuleSelector {
                nodes[Int(arg)].name = Int32(p)
                advance(); advance()
            }
            // `f(a:b:)` names a function: labels follow labels with no values.
            let compoundName = tok.kind == closer || (tok.isWord && peek().kind == .colon && !atModuleSelector)
            if tok.kind != .comma && !compoundName {
                parseExpression(parent: arg, allowTrailingClosure: true)
            }
            close(arg)
            if tok.kind == .comma { advance(); continue }
            if tok.kind == closer { break }
            if compoundName { continue }
            // Something unexpected inside the group: skip to the next comma or the closer.
            if p == before || !ParserState.isCloser(tok.kind) || tok.kind != closer {
                diagnose("unexpected '\(stream.text(tok))' in argument list")
                while !atEnd && tok.kind != closer && tok.kind != .comma {
                    if ParserState.isCloser(tok.kind) || tok.kind == .rightBrace { break }
                    if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
                }
                if tok.kind == .comma { advance() } else if tok.kind != closer { break }
            }
        }
        if tok.kind == closer { advance() } else { diagnose("expected closing delimiter") }
    }

    /// A closure from its `{`: attributes, capture list and signature (when an `in` ends one), then the body.
    mutating func parseClosure(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let node = open(.closure, parent: parent)
        advance()
        if let inIndex = closureSignatureEnd() {
            while tok.kind == .atSign {
                let attr = open(.attribute, parent: node)
                advance()
                if tok.isWord { nodes[Int(attr)].name = Int32(p); advance() }
                if tok.kind == .leftParen && !tok.flags.contains(.spaceBefore) { skipBalanced() }
                close(attr)
            }
            if tok.kind == .leftBracket { parseCaptureList(parent: node) }
            if p < inIndex {
                let signature = open(.closureSignature, parent: node)
                p = inIndex
                close(signature)
            }
            p = inIndex
            advance()
        }
        parseStatements(parent: node)
        if tok.kind == .rightBrace { advance() } else { diagnose("expected '}' to close the closure") }
        close(node)
    }

    /// Index of the `in` ending a closure signature, or nil when the closure has none. Scans only tokens that
    /// can appear in attributes, capture lists and parameter clauses, so `{ [1, 2].map … }` is a body.
    func closureSignatureEnd() -> Int? {
        var i = p
        var steps = 0
        while i < tokens.count && steps < 512 {
            steps += 1
            let t = tokens[i]
            switch t.kind {
            case .keyword:
                if t.is(.in_) { return i }
                if !(t.is(.wildcard) || t.is(.inout_) || t.is(.throws_) || t.is(.rethrows_) || t.is(.Any_) || t.is(.Self_) || t.is(.self_)) { return nil }
            case .identifier, .dollarIdentifier, .comma, .colon, .arrow, .period, .postfixQuestion, .postfixBang, .atSign:
                break
            case .operator:
                let glyphs = stream.file.bytes[Int(t.start) ..< t.end]
                if !(glyphs.allSatisfy { $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") } || spelled(t, "...")) { return nil }
            case .leftParen, .leftBracket:
                // Skip the balanced group, braces included: a capture's value may hold a closure (`[ids = items.map {
                // $0.id }] in`). What follows the group still decides (`{ [1, 2].map { … } }` is a body).
                var level = 0
                repeat {
                    let k = tokens[i].kind
                    if ParserState.isOpener(k) { level += 1 } else if ParserState.isCloser(k) { level -= 1 }
                    if k == .endOfFile { return nil }
                    i += 1
                } while level > 0 && i < tokens.count
                continue
            default:
                return nil
            }
            i += 1
        }
        return nil
    }

    /// A closure's `[weak self, x = y]`, one `captureItem` per entry.
    mutating func parseCaptureList(parent: Int32) {
        let list = open(.captureList, parent: parent)
        advance()
        while !atEnd && tok.kind != .rightBracket {
            let before = p
            let item = open(.captureItem, parent: list)
            var flags: UInt16 = 0
            if tok.is(.weak) && peek().kind != .comma && peek().kind != .rightBracket && peek().kind != .equal { flags = CaptureFlags.weak; advance() }
            else if tok.is(.unowned) && peek().kind != .comma && peek().kind != .rightBracket && peek().kind != .equal {
                flags = CaptureFlags.unowned
                advance()
                if tok.kind == .leftParen { skipBalanced() }
            }
            nodes[Int(item)].flags = flags
            if tok.isWord || tok.kind == .dollarIdentifier {
                nodes[Int(item)].name = Int32(p)
                advance()
            }
            if tok.kind == .equal {
                advance()
                parseExpression(parent: item, allowTrailingClosure: true)
            }
            close(item)
            if tok.kind == .comma { advance() } else if tok.kind != .rightBracket {
                if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
            }
            if p == before { advance() }
        }
        if tok.kind == .rightBracket { advance() }
        close(list)
    }
}
