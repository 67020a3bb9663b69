/// Declarations: the file's top level, attributes and modifiers, types and their member blocks, variables with
/// their accessors, functions.
extension ParserState {
    /// The whole file: items up to the end, stray closers skipped with a diagnostic.
    mutating func parseSourceFile() {
        let root = open(.sourceFile, parent: -1)
        while !atEnd {
            let before = p
            if tok.kind == .rightBrace || tok.kind == .rightParen || tok.kind == .rightBracket || tok.kind == .interpolationEnd {
                diagnose("unexpected '\(stream.text(tok))'")
                let s = open(.skipped, parent: root)
                advance()
                close(s)
            } else {
                parseItem(parent: root, inType: false, local: false)
            }
            if p == before { advance() }
        }
        nodes[0].lastToken = Int32(tokens.count - 1)
    }

    /// `#name(…)` forms whose arguments are not expressions.
    static let opaqueMacroArguments: Set<String> = ["available", "unavailable", "selector", "keyPath", "sourceLocation", "error", "warning", "_hasSymbol", "externalMacro"]

    /// Modifiers that may precede a declaration keyword.
    static let modifierWordSet = WordSet([
        Word.public_, .private_, .fileprivate_, .internal_, .open, .package, .static_, .final, .override, .required,
        .convenience, .mutating, .nonmutating, .lazy, .weak, .unowned, .optional, .dynamic, .indirect, .nonisolated,
        .isolated, .distributed, .consuming, .borrowing, .prefix, .postfix, .infix, .__consuming, .__owned, .__shared,
    ])

    /// Keywords that introduce a declaration.
    static let declWordSet = WordSet([
        Word.class_, .struct_, .enum_, .protocol_, .extension_, .var_, .let_, .func_, .init_, .deinit_, .subscript_,
        .typealias_, .associatedtype_, .import_, .operator_, .precedencegroup_, .case_,
    ])

    /// True when the token at `start` is a modifier in this position: followed (after its argument) by another
    /// modifier, an attribute or a declaration keyword. A variable named `open` stays an expression.
    ///
    /// This and `declarationStarts` are inlined: asked at nearly every statement, and an out-of-line call from a
    /// `mutating` parse function copied the whole parser state (Swift hands a borrowed large struct over as a copy).
    @inline(__always) func isModifier(at start: Int) -> Bool {
        var i = start
        while true {
            let t = tokens[i]
            guard t.isWord, !t.flags.contains(.backticked), modifierWords.contains(t.symbol) || t.is(.class_) else { return false }
            var j = i + 1
            if tokens[j].kind == .leftParen && tokens[j + 1].isWord && tokens[min(j + 2, tokens.count - 1)].kind == .rightParen
                && (!tokens[j].flags.contains(.spaceBefore) || tokens[j + 1].is(.set) || tokens[j + 1].is(.unsafe) || tokens[j + 1].is(.safe)) {
                // private(set), unowned(unsafe), nonisolated(unsafe); `private (set)` with a space is accepted too.
                j += 3
            } else if tokens[j].kind == .leftParen && !tokens[j].flags.contains(.spaceBefore) {
                return false
            }
            let next = tokens[j]
            if t.is(.class_) {
                // `class func`, `class var`, `class override …` but not `class Foo`.
                return next.isWord && !next.flags.contains(.backticked) && (next.is(.func_) || next.is(.var_) || next.is(.let_) || next.is(.subscript_) || next.is(.class_) || next.is(.static_) || next.is(.final) || next.is(.override) || next.is(.public_) || next.is(.private_) || next.is(.fileprivate_) || next.is(.internal_) || next.is(.open) || next.is(.nonisolated))
            }
            if next.kind == .atSign { return true }
            guard next.isWord, !next.flags.contains(.backticked) else { return false }
            if declWords.contains(next.symbol) && !next.is(.case_) { return true }
            // `indirect case wrapped(T)`: the one modifier an enum case takes. On one line, so a value named
            // `indirect` ending a `switch` case is still an expression.
            if next.is(.case_) && t.is(.indirect) && !next.flags.contains(.newlineBefore) { return true }
            if next.is(.actor) || next.is(.macro) { return true }
            // Another modifier may follow: `public static`, `private(set) weak`.
            i = j
        }
    }

    /// Start of a declaration at the cursor (after attributes/modifiers are accounted for).
    @inline(__always) func declarationStarts(at i: Int) -> Bool {
        let t = tokens[i]
        if t.kind == .atSign { return true }
        guard t.isWord, !t.flags.contains(.backticked) else { return false }
        if isModifier(at: i) { return true }
        if t.is(.actor) || t.is(.macro) {
            let next = tokens[i + 1]
            return next.kind == .identifier && !next.flags.contains(.newlineBefore)
        }
        return declWords.contains(t.symbol) && !t.is(.case_)
    }

    /// One declaration or (outside type bodies) statement.
    mutating func parseItem(parent: Int32, inType: Bool, local: Bool) {
        if tok.kind == .semicolon { advance(); return }
        // `#error(…)`, `#Preview { }`, `@available(…) #Preview { }`: a freestanding macro, parsed as an expression.
        if tok.kind == .poundIdentifier || (tok.kind == .atSign && macroFollowsAttributes()) {
            while tok.kind == .atSign { skipAttribute() }
            parseExpression(parent: parent, allowTrailingClosure: true)
            return
        }
        if tok.kind == .atSign || declarationStarts(at: p) || (inType && tok.is(.case_)) {
            parseDeclaration(parent: parent, inType: inType, local: local)
        } else if inType {
            // Stray tokens in a type body: skip to the next line that could start a member.
            diagnose("expected a declaration")
            let s = open(.skipped, parent: parent)
            repeat {
                if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
            } while !atEnd && tok.kind != .rightBrace && !(newlineBefore && declarationStarts(at: p))
            close(s)
        } else {
            parseStatement(parent: parent)
        }
    }

    /// True when attributes at the cursor precede a freestanding macro (`@available(…) #Preview`); the cursor does not move.
    mutating func macroFollowsAttributes() -> Bool {
        let start = p
        while tok.kind == .atSign { skipAttribute() }
        let result = tok.kind == .poundIdentifier
        p = start
        return result
    }

    /// Skips `@Name`, `@Name<T>.Member`, `@Name(args)`.
    mutating func skipAttribute() {
        advance()
        skipModuleSelector()
        if tok.isWord { advance() }
        skipAttributeTail()
    }

    /// After an attribute's name: member paths and generic arguments in any order, then arguments.
    mutating func skipAttributeTail() {
        while true {
            if tok.kind == .period && peek().isWord && !tok.flags.contains(.spaceBefore) { advance(); advance(); continue }
            if tok.kind == .operator && !tok.flags.contains(.spaceBefore) && angleDelta(tok) > 0 { skipAngles(); continue }
            break
        }
        if isAttributeArgumentList(at: p) { skipBalanced() }
    }

    /// True when the `(` at `i`, right after an attribute's name, is that attribute's argument list. Swift's rule:
    /// a `(` on the same line, spaced or not (`@available (iOS 12, *)` compiles), unless what follows its group
    /// continues a function type (`->`, `throws`, `async`) or closes an enclosing one, so `@MainActor (Int) -> Void`
    /// stays an attribute before a function type.
    func isAttributeArgumentList(at i: Int) -> Bool {
        guard tokens[i].kind == .leftParen, !tokens[i].flags.contains(.newlineBefore) else { return false }
        let after = tokens[indexAfterBalanced(i)]
        switch after.kind {
        case .arrow, .rightParen, .rightBracket, .rightBrace:
            return false
        case .operator:
            return !(after.length > 0 && stream.file.bytes[Int(after.start)] == UInt8(ascii: ">"))
        default:
            return !(after.is(.throws_) || after.is(.rethrows_) || after.is(.throw_) || after.is(.async) || after.is(.reasync))
        }
    }

    /// Attributes at the cursor, each an `attribute` node named by its word.
    mutating func parseAttributes(parent: Int32) {
        while tok.kind == .atSign {
            let node = open(.attribute, parent: parent)
            advance()
            skipModuleSelector()
            if tok.isWord {
                nodes[Int(node)].name = Int32(p)
                advance()
                skipAttributeTail()
            }
            close(node)
        }
    }

    /// Modifiers at the cursor, each a `modifier` node; `private(set)` keeps its argument in the range.
    mutating func parseModifiers(parent: Int32) {
        while isModifier(at: p) {
            let node = open(.modifier, parent: parent, name: Int32(p))
            advance()
            if tok.kind == .leftParen && peek().isWord && peek(2).kind == .rightParen { skipBalanced() }
            close(node)
        }
    }

    /// One declaration with its attributes and modifiers, dispatched on its introducing keyword.
    mutating func parseDeclaration(parent: Int32, inType: Bool, local: Bool) {
        let start = p
        // Look past attributes and modifiers for the introducing keyword, then rewind and parse them as
        // children of the declaration node.
        skipAttributesAndModifiers()
        let t = tok
        let introducerIsActor = t.is(.actor) && peek().kind == .identifier
        p = start
        let decl: Int32
        if t.is(.class_) || t.is(.struct_) || t.is(.enum_) || t.is(.protocol_) || t.is(.extension_) || introducerIsActor {
            decl = open(.typeDecl, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            parseTypeDeclaration(decl)
        } else if t.is(.var_) || t.is(.let_) {
            decl = open(.varDecl, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            parseVariable(decl, local: local)
        } else if t.is(.func_) || t.is(.init_) || t.is(.deinit_) || t.is(.subscript_) {
            decl = open(.function, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            parseFunction(decl)
        } else if t.is(.case_) && inType {
            decl = open(.enumCase, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            nodes[Int(decl)].name = Int32(p)
            advance()
            skipToDeclarationEnd()
        } else if t.isWord && (t.is(.typealias_) || t.is(.associatedtype_) || t.is(.import_) || t.is(.operator_) || t.is(.precedencegroup_) || t.is(.macro)) {
            decl = open(.otherDecl, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            nodes[Int(decl)].name = Int32(p)
            advance()
            skipToDeclarationEnd()
        } else {
            // Attributes or modifiers before something that is not a declaration (a stray `@attr`).
            diagnose("expected a declaration after attributes or modifiers")
            decl = open(.skipped, parent: parent)
            parseAttributesAndModifiers(parent: decl)
            if p == start { advance() }
        }
        close(decl)
    }

    /// Attributes and modifiers in either order (`@MainActor public`, `public @MainActor`).
    mutating func parseAttributesAndModifiers(parent: Int32) {
        parseAttributes(parent: parent)
        parseModifiers(parent: parent)
        parseAttributes(parent: parent)
        parseModifiers(parent: parent)
    }

    /// Moves the cursor past attributes and modifiers without recording them.
    mutating func skipAttributesAndModifiers() {
        while !atEnd {
            if tok.kind == .atSign {
                skipAttribute()
            } else if isModifier(at: p) {
                advance()
                if tok.kind == .leftParen && peek().isWord && peek(2).kind == .rightParen { skipBalanced() }
            } else {
                return
            }
        }
    }

    /// Skips a declaration we keep only as a range: to the end of its line, balanced groups included.
    mutating func skipToDeclarationEnd() {
        var angles = 0
        while !atEnd && tok.kind != .rightBrace && tok.kind != .semicolon {
            if ParserState.isOpener(tok.kind) {
                skipBalanced()
            } else {
                if tok.kind == .operator { angles = max(0, angles + angleDelta(tok)) }
                advance()
            }
            // A declaration continues on the next line inside `<…>` or after `=`, `,`, `:`, `&`, `->`, with a type's
            // generic arguments (`typealias Row =\n    Pair\n    <String, Int>`) and with a member type
            // (`typealias Registration = UICollectionView\n    .CellRegistration<Cell, Int>`): no declaration starts with `.`.
            if newlineBefore {
                let previous = tokens[p - 1]
                let continues = angles > 0 || previous.kind == .equal || previous.kind == .comma || previous.kind == .colon
                    || previous.kind == .arrow || previous.is(.where_) || (previous.kind == .operator && !previous.flags.contains(.postfixOperator))
                    || tok.kind == .equal || tok.kind == .arrow || tok.kind == .period || (tok.kind == .operator && !tok.flags.contains(.prefixOperator)) || tok.is(.where_)
                    || (tok.kind == .operator && previous.isWord && opensAngle(tok) && opensGenericArguments())
                if !continues { break }
            }
        }
    }

    /// class/struct/enum/actor/protocol/extension from its keyword: name, generic clause, inheritance, where clause, members.
    mutating func parseTypeDeclaration(_ decl: Int32) {
        let t = tok
        let kind: TypeDeclKind = t.is(.class_) ? .class : t.is(.struct_) ? .struct : t.is(.enum_) ? .enum : t.is(.protocol_) ? .protocol : t.is(.extension_) ? .extension : .actor
        nodes[Int(decl)].flags = kind.rawValue
        advance()
        if tok.isWord || tok.kind == .dollarIdentifier || (kind == .extension && (tok.kind == .leftBracket || tok.kind == .leftParen)) {
            nodes[Int(decl)].name = Int32(p)
            if kind == .extension {
                let ref = open(.typeRef, parent: decl)
                parseType()
                close(ref)
            } else {
                advance()
            }
        } else {
            diagnose("expected a type name")
        }
        if tok.kind == .operator && opensAngle(tok) { skipAngles() }
        if tok.kind == .colon {
            let inheritance = open(.inheritance, parent: decl)
            advance()
            while !atEnd {
                if tok.kind == .leftBrace || tok.is(.where_) { break }
                // `extension Gauge: nonisolated Describing`: an isolated conformance's modifier (Swift 6.2), not a type.
                if tok.is(.nonisolated) && peek().isWord && !peek().flags.contains(.newlineBefore) { advance() }
                let before = p
                let ref = open(.typeRef, parent: inheritance)
                parseType()
                close(ref)
                if p == before { advance() }
                if tok.kind == .comma { advance() } else { break }
            }
            close(inheritance)
        }
        if tok.is(.where_) {
            let clause = open(.whereClause, parent: decl)
            while !atEnd && tok.kind != .leftBrace && tok.kind != .rightBrace {
                if tok.kind == .leftParen || tok.kind == .leftBracket { skipBalanced() } else { advance() }
            }
            close(clause)
        }
        if tok.kind == .leftBrace {
            parseMemberBlock(parent: decl)
        } else {
            diagnose("expected '{' in type declaration")
        }
    }

    /// The `{ … }` of a type declaration: declarations up to the closing brace.
    mutating func parseMemberBlock(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let block = open(.memberBlock, parent: parent)
        advance()
        while !atEnd && tok.kind != .rightBrace {
            let before = p
            parseItem(parent: block, inType: true, local: false)
            if p == before { advance() }
        }
        if tok.kind == .rightBrace { advance() } else { diagnose("expected '}' to close the type body") }
        close(block)
    }

    /// `var`/`let` from its keyword: comma-separated bindings with type, initializer and accessors.
    mutating func parseVariable(_ decl: Int32, local: Bool) {
        var flags: UInt16 = tok.is(.let_) ? VarFlags.isLet : 0
        if local { flags |= VarFlags.isLocal }
        nodes[Int(decl)].flags = flags
        advance()
        while !atEnd {
            let binding = open(.binding, parent: decl)
            if tok.kind == .leftParen {
                skipBalanced()
            } else if tok.isWord || tok.kind == .dollarIdentifier {
                nodes[Int(binding)].name = Int32(p)
                advance()
            } else {
                diagnose("expected a variable name")
                close(binding)
                break
            }
            var initializerStarted = false
            if tok.kind == .colon {
                advance()
                let ref = open(.typeRef, parent: binding)
                parseType()
                close(ref)
                initializerStarted = typeEndedInEqual
            }
            if tok.kind == .equal || initializerStarted {
                if tok.kind == .equal { advance() }
                parseExpression(parent: binding, allowTrailingClosure: true)
            }
            if tok.kind == .leftBrace {
                parseAccessorBlock(parent: binding)
            }
            close(binding)
            if tok.kind == .comma && !newlineBefore { advance() } else { break }
        }
    }

    /// `{ get set }`, `{ willSet didSet }`, or a bare getter body.
    mutating func parseAccessorBlock(parent: Int32) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        let block = open(.accessorBlock, parent: parent)
        advance()
        if startsAccessor(at: p) {
            var flags: UInt16 = 0
            while !atEnd && tok.kind != .rightBrace {
                let before = p
                let accessor = open(.accessor, parent: block)
                parseAttributes(parent: accessor)
                while (tok.is(.mutating) || tok.is(.nonmutating) || tok.is(.nonisolated) || tok.is(.borrowing) || tok.is(.consuming) || tok.is(.private_) || tok.is(.fileprivate_) || tok.is(.internal_) || tok.is(.public_)) && peek().isWord { advance() }
                if tok.isWord {
                    nodes[Int(accessor)].name = Int32(p)
                    if tok.is(.willSet) || tok.is(.didSet) { flags |= AccessorFlags.observers } else { flags |= AccessorFlags.computed }
                    advance()
                }
                if tok.kind == .leftParen { skipBalanced() }
                while (tok.is(.async) || tok.is(.throws_)) { advance(); if tok.kind == .leftParen { skipBalanced() } }
                if tok.kind == .leftBrace { parseCodeBlock(parent: accessor) }
                close(accessor)
                if p == before { advance() }
            }
            nodes[Int(block)].flags = flags
        } else {
            nodes[Int(block)].flags = AccessorFlags.computed
            parseStatements(parent: block)
        }
        if tok.kind == .rightBrace { advance() } else { diagnose("expected '}' to close accessors") }
        close(block)
    }

    /// Index just past the balanced group opening at `i` (without moving the cursor).
    func indexAfterBalanced(_ i: Int) -> Int {
        var j = i
        var level = 0
        repeat {
            let k = tokens[j].kind
            if ParserState.isOpener(k) { level += 1 } else if ParserState.isCloser(k) { level -= 1 }
            if k == .endOfFile { return j }
            j += 1
        } while level > 0
        return j
    }

    /// True when the token at `i` (after attributes) begins an accessor rather than a getter body's statement.
    func startsAccessor(at i: Int) -> Bool {
        var j = i
        while tokens[j].kind == .atSign {
            j += 1
            if isModuleSelector(at: j) { j += 3 }
            if tokens[j].isWord { j += 1 }
            if tokens[j].kind == .leftParen { j = indexAfterBalanced(j) }
        }
        let t = tokens[j]
        guard t.kind == .identifier || t.kind == .keyword, !t.flags.contains(.backticked) else { return false }
        if t.is(.mutating) || t.is(.nonmutating) || t.is(.nonisolated) || t.is(.borrowing) || t.is(.consuming) { return true }
        if t.is(.get) || t.is(.set) || t.is(.willSet) || t.is(.didSet) || t.is(._read_) || t.is(._modify_) || t.is(.init_) {
            let next = tokens[j + 1]
            return next.kind == .leftBrace || next.kind == .rightBrace || next.kind == .leftParen || next.flags.contains(.newlineBefore) || next.isWord
        }
        return false
    }

    /// func/init/deinit/subscript from its keyword: name, generic clause, parameters, effects, result, body.
    mutating func parseFunction(_ decl: Int32) {
        let t = tok
        let kind: FunctionKind = t.is(.func_) ? .function : t.is(.init_) ? .initializer : t.is(.deinit_) ? .deinitializer : .subscript
        nodes[Int(decl)].flags = kind.rawValue
        if kind == .function {
            advance()
            nodes[Int(decl)].name = Int32(p)
            if tok.kind == .operator && tok.length > 1 && stream.file.bytes[tok.end - 1] == UInt8(ascii: "<") {
                // `static func ==<T: Address>(…)` lexes `==<` as one operator: its `<` opens the generic parameters.
                skipAngles()
            } else if tok.isWord || tok.kind == .operator || tok.kind == .postfixBang || tok.kind == .postfixQuestion || tok.kind == .equal { advance() }
        } else {
            nodes[Int(decl)].name = Int32(p)
            advance()
            if tok.kind == .postfixQuestion || tok.kind == .postfixBang {
                advance()
            } else if tok.kind == .operator && !tok.flags.contains(.spaceBefore), let first = stream.file.bytes[Int(tok.start)] as UInt8?, first == UInt8(ascii: "?") || first == UInt8(ascii: "!") {
                // `init?<T>` lexes `?<` as one operator: the `<` opens the generic parameters.
                if angleDelta(tok) > 0 { skipAngles() } else { advance() }
            }
        }
        if tok.kind == .operator && opensAngle(tok) { skipAngles() }
        if tok.kind == .leftParen {
            let params = open(.parameterClause, parent: decl)
            skipBalanced()
            close(params)
        }
        // Effects, result type, where clause.
        while !atEnd && tok.kind != .leftBrace && tok.kind != .rightBrace {
            if tok.kind == .arrow {
                advance()
                let ref = open(.typeRef, parent: decl)
                parseType()
                close(ref)
                continue
            }
            if tok.is(.where_) {
                let clause = open(.whereClause, parent: decl)
                while !atEnd && tok.kind != .leftBrace && tok.kind != .rightBrace {
                    if tok.kind == .leftParen || tok.kind == .leftBracket { skipBalanced() } else { advance() }
                    if newlineBefore && declarationStarts(at: p) { break }
                }
                close(clause)
                continue
            }
            if tok.is(.async) || tok.is(.throws_) || tok.is(.rethrows_) || tok.is(.reasync) {
                if tok.is(.throws_) || tok.is(.rethrows_) { nodes[Int(decl)].flags |= FunctionFlags.canThrow }
                advance()
                if tok.kind == .leftParen && !tok.flags.contains(.newlineBefore) { skipBalanced() }
                continue
            }
            break
        }
        if tok.kind == .leftBrace {
            if kind == .subscript { parseAccessorBlock(parent: decl) } else { parseCodeBlock(parent: decl) }
        }
    }
}
