/// Statements: code blocks, conditionals, loops, `switch`, `do`, `defer`, `return`/`throw`.
extension ParserState {
    /// A `{ … }` block at the cursor, or a `skipped` node when nesting is too deep.
    mutating func parseCodeBlock(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let block = open(.codeBlock, parent: parent)
        advance()
        parseStatements(parent: block)
        if tok.kind == .rightBrace { advance() } else { diagnose("expected '}' to close the block") }
        close(block)
    }

    /// Statements up to (not including) the closing `}`.
    mutating func parseStatements(parent: Int32) {
        while !atEnd && tok.kind != .rightBrace {
            let before = p
            if tok.kind == .rightParen || tok.kind == .rightBracket || tok.kind == .interpolationEnd {
                if tok.kind == .interpolationEnd { return }
                diagnose("unexpected '\(stream.text(tok))'")
                advance()
                continue
            }
            parseItem(parent: parent, inType: false, local: true)
            if p == before {
                diagnose("unexpected '\(stream.text(tok))'")
                advance()
            }
        }
    }

    /// One statement (after an optional loop label), or an expression statement.
    mutating func parseStatement(parent: Int32) {
        let t = tok
        // `label: for …`
        if t.kind == .identifier && peek().kind == .colon && (peek(2).is(.for_) || peek(2).is(.while_) || peek(2).is(.repeat_) || peek(2).is(.do_) || peek(2).is(.if_) || peek(2).is(.switch_)) {
            advance(); advance()
        }
        let s = tok
        if s.kind == .keyword {
            if s.is(.if_) || s.is(.guard_) || s.is(.while_) { parseConditional(parent: parent); return }
            if s.is(.repeat_) { parseRepeat(parent: parent); return }
            if s.is(.for_) { parseForIn(parent: parent); return }
            if s.is(.switch_) { parseSwitch(parent: parent); return }
            if s.is(.do_) { parseDo(parent: parent); return }
            if s.is(.defer_) {
                let node = open(.deferStatement, parent: parent)
                advance()
                if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
                close(node)
                return
            }
            if s.is(.return_) || s.is(.throw_) {
                let node = open(s.is(.return_) ? .returnStatement : .throwStatement, parent: parent)
                advance()
                if !newlineBefore && !atEnd && tok.kind != .rightBrace && tok.kind != .semicolon && !tok.is(.case_) && !tok.is(.default_) {
                    parseExpression(parent: node, allowTrailingClosure: true)
                }
                close(node)
                return
            }
            if s.is(.break_) || s.is(.continue_) || s.is(.fallthrough_) {
                let node = open(.otherStatement, parent: parent, name: Int32(p))
                advance()
                if tok.kind == .identifier && !newlineBefore { advance() }
                close(node)
                return
            }
            if s.is(.case_) || s.is(.default_) || s.is(.else_) || s.is(.catch_) || s.is(.in_) || s.is(.where_) {
                // Out of place (often from `#if` branches that split a construct): skip the word.
                diagnose("unexpected '\(stream.text(s))'")
                let node = open(.skipped, parent: parent)
                advance()
                if s.is(.case_) || s.is(.default_) {
                    while !atEnd && tok.kind != .colon && tok.kind != .rightBrace { if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() } }
                    if tok.kind == .colon { advance() }
                }
                close(node)
                return
            }
        }
        parseExpression(parent: parent, allowTrailingClosure: true)
    }

    /// if / guard / while with a condition list, bodies and else branches.
    mutating func parseConditional(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let node = open(.conditional, parent: parent, name: Int32(p))
        let isGuard = tok.is(.guard_)
        advance()
        parseConditionList(parent: node)
        if isGuard && tok.is(.else_) { advance() }
        if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        if !isGuard && tok.is(.else_) {
            advance()
            if tok.is(.if_) { parseConditional(parent: node) } else if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        }
        close(node)
    }

    /// Comma-separated conditions up to the body's `{`: optional bindings, `case` patterns, expressions.
    mutating func parseConditionList(parent: Int32) {
        while !atEnd && tok.kind != .leftBrace && !tok.is(.else_) {
            let before = p
            let t = tok
            if t.is(.let_) || t.is(.var_) || t.is(.case_) {
                let binding = open(.conditionBinding, parent: parent, flags: t.is(.case_) ? ConditionBindingFlags.isCasePattern : ConditionBindingFlags.isOptionalBinding)
                advance()
                if !t.is(.case_) && (tok.isWord || tok.kind == .dollarIdentifier) {
                    nodes[Int(binding)].name = Int32(p)
                    advance()
                    if tok.kind == .colon { advance(); parseType() }
                } else {
                    // A pattern: skip to `=` at this level. Generic arguments (`Result<Int, Error>.success(let n)`) hold
                    // commas of their own.
                    while !atEnd && tok.kind != .equal && tok.kind != .leftBrace && tok.kind != .comma {
                        if ParserState.isOpener(tok.kind) { skipBalanced() }
                        else if tok.kind == .operator && !tok.flags.contains(.spaceBefore) && spelled(tok, "<") { skipAngles() }
                        else { advance() }
                    }
                }
                if tok.kind == .equal {
                    advance()
                    parseExpression(parent: binding, allowTrailingClosure: false)
                }
                close(binding)
            } else {
                parseExpression(parent: parent, allowTrailingClosure: false)
            }
            if p == before { advance() }
            if tok.kind == .comma { advance() } else if p == before { break } else if tok.kind != .leftBrace && !tok.is(.else_) { break }
        }
    }

    /// `repeat { } while condition`.
    mutating func parseRepeat(parent: Int32) {
        let node = open(.conditional, parent: parent, name: Int32(p))
        advance()
        if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        if tok.is(.while_) {
            advance()
            parseExpression(parent: node, allowTrailingClosure: false)
        }
        close(node)
    }

    /// `for [try] [await] pattern in sequence [where condition] { }`.
    mutating func parseForIn(parent: Int32) {
        let node = open(.forIn, parent: parent)
        advance()
        while tok.is(.try_) || tok.is(.await) || tok.is(.case_) {
            if tok.is(.await) { nodes[Int(node)].flags = ForInFlags.isAwait }
            advance()
        }
        // Pattern up to `in`.
        while !atEnd && !tok.is(.in_) && tok.kind != .leftBrace {
            if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
        }
        if tok.is(.in_) {
            advance()
            parseExpression(parent: node, allowTrailingClosure: false)
        }
        if tok.is(.where_) {
            advance()
            parseExpression(parent: node, allowTrailingClosure: false)
        }
        if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        close(node)
    }

    /// `switch subject { case …: … }`, one `switchCase` node per case.
    mutating func parseSwitch(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let node = open(.switchStatement, parent: parent)
        advance()
        parseExpression(parent: node, allowTrailingClosure: false)
        guard tok.kind == .leftBrace else { close(node); return }
        advance()
        while !atEnd && tok.kind != .rightBrace {
            let before = p
            let caseNode = open(.switchCase, parent: node)
            parseAttributes(parent: caseNode)
            if tok.is(.case_) || tok.is(.default_) {
                advance()
                while !atEnd && tok.kind != .colon && tok.kind != .rightBrace {
                    if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
                }
                if tok.kind == .colon { advance() }
            }
            while !atEnd && tok.kind != .rightBrace && !tok.is(.case_) && !tok.is(.default_) && !(tok.kind == .atSign && peek().isWord && peek(2).is(.default_)) {
                let stmtBefore = p
                if tok.kind == .rightParen || tok.kind == .rightBracket || tok.kind == .interpolationEnd { diagnose("unexpected '\(stream.text(tok))'"); advance(); continue }
                parseItem(parent: caseNode, inType: false, local: true)
                if p == stmtBefore { advance() }
            }
            close(caseNode)
            if p == before { advance() }
        }
        if tok.kind == .rightBrace { advance() }
        close(node)
    }

    /// `do { } catch pattern { }`, the blocks as children.
    mutating func parseDo(parent: Int32) {
        let node = open(.doStatement, parent: parent)
        advance()
        if tok.is(.throws_) { advance(); if tok.kind == .leftParen { skipBalanced() } }
        if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        while tok.is(.catch_) {
            advance()
            while !atEnd && tok.kind != .leftBrace && tok.kind != .rightBrace {
                if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
            }
            if tok.kind == .leftBrace { parseCodeBlock(parent: node) }
        }
        close(node)
    }
}
