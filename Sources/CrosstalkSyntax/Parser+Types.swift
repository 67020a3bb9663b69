/// Types written in the source: consumed as ranges (the tree keeps a `typeRef` node around them).
extension ParserState {
    /// `<…>` counted by characters, so `>>` and `>?` close correctly. A closing `>=` (`var windows:Array<NSWindow>=[]`)
    /// ends the type and starts an initializer: `typeEndedInEqual` says so to the declaration.
    mutating func skipAngles() {
        var level = 0
        repeat {
            let t = tok
            if t.kind == .operator {
                level += angleDelta(t)
                typeEndedInEqual = level <= 0 && stream.file.bytes[t.end - 1] == UInt8(ascii: "=")
                advance()
            } else if ParserState.isOpener(t.kind) {
                skipBalanced()
            } else if t.kind == .leftBrace || t.kind == .rightBrace || t.kind == .semicolon || ParserState.isCloser(t.kind) {
                return
            } else {
                advance()
            }
        } while level > 0 && !atEnd
    }

    /// Consumes one type: names with generic arguments and member paths, tuples/functions, arrays,
    /// dictionaries, optionals, compositions (`A & B`), `some`/`any`/`inout`, attributes, `.Type`.
    mutating func parseType() {
        typeEndedInEqual = false
        var progressed = false
        while !atEnd {
            let t = tok
            if t.kind == .atSign {
                advance()
                if tok.isWord { advance() }
                if isAttributeArgumentList(at: p) { skipBalanced() }
                continue
            }
            // `~Copyable`: a suppressed conformance.
            if t.kind == .operator && t.flags.contains(.prefixOperator) && spelled(t, "~") {
                advance()
                continue
            }
            if t.isWord && (t.is(.some) || t.is(.any) || t.is(.inout_) || t.is(.sending) || t.is(.borrowing) || t.is(.consuming) || t.is(.each)) && peek().kind != .comma && peek().kind != .rightParen && !peek().flags.contains(.newlineBefore) && (peek().isWord || peek().kind == .leftParen || peek().kind == .leftBracket) {
                advance()
                continue
            }
            if t.isWord || t.kind == .dollarIdentifier {
                if progressed && t.flags.contains(.newlineBefore) { return }
                skipModuleSelector()
                advance()
                progressed = true
                // `Box <Int>` or `Box\n    <Int>`: spaced generic arguments are taken when they close like a list.
                if tok.kind == .operator && opensAngle(tok) && (!tok.flags.contains(.spaceBefore) || opensGenericArguments()) { skipAngles() }
            } else if t.kind == .leftParen || t.kind == .leftBracket {
                if progressed && (t.flags.contains(.newlineBefore) || t.kind == .leftParen) { return }
                skipBalanced()
                progressed = true
            } else {
                return
            }
            // Suffixes: optionals, member types, function arrows, compositions.
            while true {
                let s = tok
                if s.kind == .postfixQuestion || s.kind == .postfixBang { advance(); continue }
                if s.kind == .operator && !s.flags.contains(.spaceBefore) && (onlyOptionalMarks(s) || spelled(s, "...")) { advance(); continue }
                break
            }
            let s = tok
            // `Models\n    .Notification`: a member type may continue on the next line.
            if s.kind == .period && peek().isWord { advance(); continue }
            if s.is(.async) || s.is(.throws_) || s.is(.rethrows_) {
                while tok.is(.async) || tok.is(.throws_) || tok.is(.rethrows_) {
                    advance()
                    if tok.kind == .leftParen && !tok.flags.contains(.newlineBefore) { skipBalanced() }
                }
                if tok.kind == .arrow {
                    advance()
                    progressed = false
                    continue
                }
                return
            }
            if s.kind == .arrow || (s.kind == .operator && spelled(s, "&")) {
                advance()
                progressed = false
                continue
            }
            return
        }
    }
}
