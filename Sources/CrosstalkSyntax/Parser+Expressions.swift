/// Expressions: operator sequences, prefix operators, primaries, string and collection literals.
extension ParserState {
    /// A binary operator token in this position (spaced on both sides or bound on both sides).
    func isBinaryOperator(_ t: Token) -> Bool {
        switch t.kind {
        case .equal, .arrow: return true
        // A `?` glued to what follows (`cond ?a : b`) is still the ternary: Swift has no prefix `?`.
        case .operator: return (!t.flags.contains(.prefixOperator) && !t.flags.contains(.postfixOperator)) || (t.length == 1 && spelled(t, "?"))
        case .keyword: return (t.is(.as_) || t.is(.is_)) && !t.flags.contains(.backticked)
        default: return false
        }
    }

    /// The index of the `->` when the tokens from here are a function type's effects (`async`, `throws`,
    /// `throws(E)`, `rethrows`) and then it.
    func effectsEndingInArrow() -> Int? {
        var i = p
        while i < tokens.count {
            let t = tokens[i]
            if t.is(.async) || t.is(.rethrows_) {
                i += 1
            } else if t.is(.throws_) {
                i += 1
                if i + 2 < tokens.count, tokens[i].kind == .leftParen, !tokens[i].flags.contains(.spaceBefore), tokens[i + 2].kind == .rightParen { i += 3 }
            } else {
                return i > p && t.kind == .arrow ? i : nil
            }
        }
        return nil
    }

    /// An expression: one operand, or a flat `sequence` of operands and binary operators (casts take a type).
    mutating func parseExpression(parent: Int32, allowTrailingClosure: Bool) {
        guard parseOperand(parent: parent, allowTrailingClosure: allowTrailingClosure) else { return }
        let firstOperand = nodes[Int(parent)].lastChild
        var sequence: Int32 = -1
        var pendingTernary = 0
        while !atEnd {
            // A function type in expression position (`[Int: () throws -> ()]()`): its effects before the arrow.
            if tok.is(.throws_) || tok.is(.async) || tok.is(.rethrows_), let arrow = effectsEndingInArrow() { while p < arrow { advance() } }
            let t = tok
            let isTernaryColon = t.kind == .colon && pendingTernary > 0
            guard isBinaryOperator(t) || isTernaryColon else { break }
            // A line starting with a binary operator (`?? x`, `= value`, `as? T`) continues the expression:
            // no statement can start with one.
            if sequence < 0 { sequence = wrap(firstOperand, in: .sequence, parent: parent) }
            var flags: UInt16 = 0
            if t.kind == .equal { flags = OperatorFlags.assignment }
            else if t.kind == .keyword { flags = OperatorFlags.cast }
            else if isTernaryColon { flags = OperatorFlags.ternary; pendingTernary -= 1 }
            else if spelled(t, "?") { flags = OperatorFlags.ternary; pendingTernary += 1 }
            else if isCompoundAssignment(t) { flags = OperatorFlags.assignment }
            let op = open(.binaryOperator, parent: sequence, name: Int32(p), flags: flags)
            advance()
            if flags == OperatorFlags.cast {
                if tok.kind == .postfixQuestion || tok.kind == .postfixBang { advance() }
                close(op)
                let ref = open(.typeRef, parent: sequence)
                parseType()
                close(ref)
                continue
            }
            close(op)
            if !parseOperand(parent: sequence, allowTrailingClosure: allowTrailingClosure) { break }
        }
        if sequence >= 0 { close(sequence) }
    }

    /// Prefix operators and `try`/`await`/`unsafe` wrap their operand.
    @discardableResult
    mutating func parseOperand(parent: Int32, allowTrailingClosure: Bool) -> Bool {
        let t = tok
        // `unsafe` (SE-0458) marks an expression like `await`; `unsafe(x)` without a space is a call of a function.
        let isPrefixWord = (t.is(.try_) || (t.is(.await) && !peek().flags.contains(.newlineBefore) && canStartExpression(peek()) && peek().kind != .period)
            || (t.is(.unsafe) && !peek().flags.contains(.newlineBefore) && peek().flags.contains(.spaceBefore) && canStartExpression(peek()) && peek().kind != .period)
            || ((t.is(.consume) || t.is(.copy) || t.is(.each) || t.is(.repeat_))
                && (peek().kind == .identifier || peek().is(.self_) || (t.is(.repeat_) && (peek().is(.each) || peek().is(.try_) || peek().is(.await) || peek().kind == .leftParen)))
                && !peek().flags.contains(.newlineBefore) && peek().flags.contains(.spaceBefore)))
        if isPrefixWord || (t.kind == .operator && t.flags.contains(.prefixOperator)) {
            if depth >= Parser.maxDepth { return skipPrefixChainTooDeep(parent: parent) }
            depth += 1
            defer { depth -= 1 }
            let node = open(.prefixExpression, parent: parent, name: Int32(p))
            advance()
            if t.is(.try_) && (tok.kind == .postfixQuestion || tok.kind == .postfixBang || (tok.kind == .operator && !tok.flags.contains(.spaceBefore) && (spelled(tok, "?") || spelled(tok, "!")))) { advance() }
            parseOperand(parent: node, allowTrailingClosure: allowTrailingClosure)
            close(node)
            return true
        }
        return parsePostfixChain(parent: parent, allowTrailingClosure: allowTrailingClosure)
    }

    /// `- - - … x` nested past the limit: consume the operators iteratively and keep one operand.
    mutating func skipPrefixChainTooDeep(parent: Int32) -> Bool {
        let node = open(.skipped, parent: parent)
        while tok.kind == .operator || tok.is(.try_) || tok.is(.await) { advance() }
        if ParserState.isOpener(tok.kind) { skipBalanced() } else if !atEnd { advance() }
        close(node)
        if !reportedDepth {
            diagnose("nesting deeper than \(Parser.maxDepth) levels; the nested code is skipped")
            reportedDepth = true
        }
        return true
    }

    /// True when `t` can be the first token of an expression.
    func canStartExpression(_ t: Token) -> Bool {
        switch t.kind {
        case .identifier, .keyword, .dollarIdentifier, .integerLiteral, .floatLiteral, .stringQuote, .regexLiteral,
             .leftParen, .leftBracket, .leftBrace, .period, .poundIdentifier, .backslash:
            return true
        case .operator:
            return t.flags.contains(.prefixOperator)
        default:
            return false
        }
    }

    /// The primary of a chain: a name, literal, closure, tuple, collection, implicit member, key path or macro; false when the cursor starts none.
    mutating func parsePrimary(parent: Int32, allowTrailingClosure: Bool) -> Bool {
        let t = tok
        switch t.kind {
        case .identifier where (t.is(.any) || t.is(.some)) && peek().kind == .identifier && !peek().flags.contains(.newlineBefore):
            // `(any Error).self`: an existential type used as a value.
            let node = open(.reference, parent: parent, name: Int32(p + 1))
            parseType()
            close(node)
            return true
        case .identifier, .dollarIdentifier:
            let node = open(.reference, parent: parent, name: Int32(p))
            if atModuleSelector {
                skipModuleSelector()
                nodes[Int(node)].name = Int32(p)
            }
            advance()
            if opensGenericArguments() { skipAngles() }
            close(node)
            return true
        case .keyword:
            if t.is(.if_) || t.is(.switch_) || t.is(.do_) {
                if t.is(.if_) { parseConditional(parent: parent) } else if t.is(.switch_) { parseSwitch(parent: parent) } else { parseDo(parent: parent) }
                return true
            }
            if t.is(.self_) || t.is(.super_) || t.is(.Self_) || t.is(.wildcard) || t.is(.init_) || t.is(.Any_) {
                let node = open(.reference, parent: parent, name: Int32(p))
                advance()
                close(node)
                return true
            }
            if t.is(.nil_) || t.is(.true_) || t.is(.false_) {
                let node = open(.literal, parent: parent, name: Int32(p))
                advance()
                close(node)
                return true
            }
            return false
        case .integerLiteral, .floatLiteral, .regexLiteral:
            let node = open(.literal, parent: parent, name: Int32(p))
            advance()
            close(node)
            return true
        case .stringQuote:
            parseStringLiteral(parent: parent)
            return true
        case .leftParen:
            let node = open(.tuple, parent: parent)
            parseArguments(parent: node, closer: .rightParen)
            close(node)
            return true
        case .leftBracket:
            parseCollection(parent: parent)
            return true
        case .leftBrace:
            parseClosure(parent: parent)
            return true
        case .period:
            let next = peek()
            guard next.isWord || next.kind == .dollarIdentifier else { return false }
            let node = open(.implicitMember, parent: parent, name: Int32(p + 1))
            advance(); advance()
            close(node)
            return true
        case .backslash:
            let node = open(.keyPath, parent: parent)
            advance()
            if tok.isWord && !tok.flags.contains(.spaceBefore) { advance() }
            while true {
                if tok.kind == .period && (peek().isWord || peek().kind == .integerLiteral || peek().kind == .postfixQuestion || peek().kind == .postfixBang) { advance(); advance(); continue }
                if (tok.kind == .postfixQuestion || tok.kind == .postfixBang) { advance(); continue }
                // `\.[0]`: a subscript as the first component.
                if tok.kind == .period && peek().kind == .leftBracket && !peek().flags.contains(.spaceBefore) { advance(); skipBalanced(); continue }
                if tok.kind == .leftBracket && !tok.flags.contains(.spaceBefore) { skipBalanced(); continue }
                break
            }
            close(node)
            return true
        case .poundIdentifier:
            let node = open(.macroExpansion, parent: parent, name: Int32(p))
            advance()
            if tok.kind == .operator && !tok.flags.contains(.spaceBefore) && opensAngle(tok) { skipAngles() }
            // `#selector`, `#keyPath` and the other built-in forms require their parentheses, which may open on the
            // next line (`#selector\n(Controller.handlePan(_:))`); a macro's arguments open on its own line.
            let isOpaque = ParserState.opaqueMacroArguments.contains(stream.symbols.text(t.symbol))
            if tok.kind == .leftParen && (isOpaque || !tok.flags.contains(.newlineBefore)) {
                if isOpaque {
                    // Platform lists, selectors and diagnostics are not expressions.
                    skipBalanced()
                } else {
                    let call = open(.call, parent: node)
                    parseArguments(parent: call, closer: .rightParen)
                    close(call)
                }
            }
            // Not in a statement's condition or subject (`switch try #require(value) {`): the brace opens its body.
            if allowTrailingClosure && tok.kind == .leftBrace && !tok.flags.contains(.newlineBefore) {
                let call = open(.call, parent: node)
                parseTrailingClosures(parent: call)
                close(call)
            }
            close(node)
            return true
        case .atSign:
            // Attributes in expression position (`@MainActor` before a closure) are skipped; what follows is the value.
            while tok.kind == .atSign {
                advance()
                if tok.isWord { advance() }
            }
            return tok.kind == .atSign ? false : parsePrimary(parent: parent, allowTrailingClosure: allowTrailingClosure)
        case .operator:
            // An operator used as a value: `reduce(0, +)`.
            let next = peek()
            if next.kind == .comma || next.kind == .rightParen || next.kind == .rightBracket {
                let node = open(.reference, parent: parent, name: Int32(p))
                advance()
                close(node)
                return true
            }
            return false
        default:
            return false
        }
    }

    /// A string literal from its opening quote; interpolations become argument children.
    mutating func parseStringLiteral(parent: Int32) {
        let node = open(.stringLiteral, parent: parent)
        advance()
        while !atEnd {
            let t = tok
            if t.kind == .stringSegment { advance(); continue }
            if t.kind == .stringQuote { advance(); break }
            if t.kind == .interpolationStart {
                if depth >= Parser.maxDepth {
                    _ = skipTooDeep(parent: node)
                    continue
                }
                depth += 1
                parseArguments(parent: node, closer: .interpolationEnd)
                depth -= 1
                continue
            }
            break
        }
        close(node)
    }

    /// An array or dictionary literal from its `[`.
    mutating func parseCollection(parent: Int32) {
        let node = open(.collection, parent: parent)
        if depth >= Parser.maxDepth { skipBalanced(); close(node); return }
        depth += 1
        defer { depth -= 1 }
        advance()
        while !atEnd && tok.kind != .rightBracket {
            let before = p
            if tok.kind == .colon { nodes[Int(node)].flags = CollectionFlags.isDictionary; advance(); continue }
            if tok.kind == .comma { advance(); continue }
            parseExpression(parent: node, allowTrailingClosure: true)
            if tok.kind == .colon { nodes[Int(node)].flags = CollectionFlags.isDictionary; advance(); continue }
            if p == before {
                if ParserState.isCloser(tok.kind) || tok.kind == .rightBrace { break }
                diagnose("unexpected '\(stream.text(tok))' in collection literal")
                if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
            }
        }
        if tok.kind == .rightBracket { advance() } else { diagnose("expected ']'") }
        close(node)
    }
}
