/// Builds the light syntax tree. Recovers from anything it does not understand by skipping tokens
/// (with a diagnostic) without losing the rest of the file; every loop consumes a token or ends, and
/// nesting deeper than `maxDepth` is skipped iteratively with a diagnostic, so no input can hang or
/// overflow the stack.
public enum Parser {
    /// Deepest nesting of blocks, closures and parenthesized expressions parsed structurally.
    /// Real code stays far below; beyond it the nested text is skipped (balanced) and reported.
    public static let maxDepth = 128

    /// Stack size for threads that parse: `maxDepth` levels cost a few frames each, and debug builds
    /// have large frames; 8 MiB leaves ample room for both (tests prove it with 5,000-deep input).
    public static let workerStackSize = 8 << 20

    /// Lexes and parses a file.
    public static func parse(_ file: SourceFile) -> SyntaxTree {
        parse(Lexer.lex(file))
    }

    /// Parses an already lexed file.
    public static func parse(_ stream: TokenStream) -> SyntaxTree {
        var parser = ParserState(stream: stream)
        parser.parseSourceFile()
        let nodes = SyntaxNodes(parser.nodes.handOver(), count: parser.nodes.count)
        return SyntaxTree(stream: stream, nodes: nodes, diagnostics: stream.diagnostics + parser.diagnostics)
    }
}

struct ParserState {
    let stream: TokenStream
    let tokens: [Token]
    /// Every node is opened, linked to its parent and siblings, and closed in place: in an `Array` each of those
    /// writes, through the parser's `inout self`, paid a uniqueness check (a call into the runtime).
    var nodes: AppendBuffer<SyntaxNode>
    var diagnostics: [SyntaxDiagnostic] = []
    var p = 0
    var depth = 0
    var reportedDepth = false
    /// Copies of the static sets, so the checks at every statement start do not go through a global's lazy initializer.
    let modifierWords = ParserState.modifierWordSet
    let declWords = ParserState.declWordSet

    init(stream: TokenStream) {
        self.stream = stream
        self.tokens = stream.tokens
        // About one node per token in real code; regrowing the arena copied it 650 times on an 800-file sample.
        nodes = AppendBuffer(capacity: tokens.count + 8)
    }

    // MARK: cursor

    @inline(__always) var tok: Token { tokens[p] }
    @inline(__always) func peek(_ k: Int = 1) -> Token { tokens[min(p + k, tokens.count - 1)] }
    @inline(__always) var atEnd: Bool { tokens[p].kind == .endOfFile }
    @inline(__always) mutating func advance() { if tokens[p].kind != .endOfFile { p += 1 } }
    @inline(__always) func isWord(_ t: Token, _ w: Word) -> Bool { t.is(w) }
    @inline(__always) var newlineBefore: Bool { tokens[p].flags.contains(.newlineBefore) }

    mutating func diagnose(_ message: String) {
        if diagnostics.count < 50 { diagnostics.append(SyntaxDiagnostic(offset: Int(tok.start), message: message)) }
    }

    // MARK: nodes

    @discardableResult
    mutating func open(_ kind: NodeKind, parent: Int32, name: Int32 = -1, flags: UInt16 = 0) -> Int32 {
        let index = Int32(nodes.count)
        nodes.append(SyntaxNode(kind: kind, flags: flags, firstToken: Int32(p), lastToken: Int32(p), parent: parent, firstChild: -1, lastChild: -1, nextSibling: -1, name: name))
        if parent >= 0 {
            let last = nodes[Int(parent)].lastChild
            if last >= 0 { nodes[Int(last)].nextSibling = index } else { nodes[Int(parent)].firstChild = index }
            nodes[Int(parent)].lastChild = index
        }
        return index
    }

    /// Ends a node at the token before the cursor (or at its first token when it consumed nothing).
    mutating func close(_ node: Int32) {
        nodes[Int(node)].lastToken = max(nodes[Int(node)].firstToken, Int32(p - 1))
    }

    /// Puts a new node of `kind` where `child` (the last child of `parent`) stands and moves `child` under it.
    /// Done in place — the child's data moves to a new slot and its old slot becomes the wrapper — so the parent's
    /// child list is not walked: wrapping every element of a long collection literal stays linear.
    mutating func wrap(_ child: Int32, in kind: NodeKind, parent: Int32) -> Int32 {
        let moved = Int32(nodes.count)
        var copy = nodes[Int(child)]
        copy.parent = child
        copy.nextSibling = -1
        nodes.append(copy)
        var grandchild = copy.firstChild
        while grandchild >= 0 {
            nodes[Int(grandchild)].parent = moved
            grandchild = nodes[Int(grandchild)].nextSibling
        }
        let old = nodes[Int(child)]
        nodes[Int(child)] = SyntaxNode(kind: kind, flags: 0, firstToken: old.firstToken, lastToken: old.lastToken, parent: old.parent,
                                       firstChild: moved, lastChild: moved, nextSibling: old.nextSibling, name: -1)
        return child
    }

    // MARK: skipping

    @inline(__always) static func isOpener(_ k: TokenKind) -> Bool {
        k == .leftParen || k == .leftBracket || k == .leftBrace || k == .interpolationStart
    }
    @inline(__always) static func isCloser(_ k: TokenKind) -> Bool {
        k == .rightParen || k == .rightBracket || k == .rightBrace || k == .interpolationEnd
    }

    /// Skips a balanced group starting at an opener (iteratively, any depth); reports closers that do not match.
    mutating func skipBalanced() {
        guard ParserState.isOpener(tok.kind) else { advance(); return }
        var level = 0
        var parens = 0, brackets = 0, braces = 0
        repeat {
            switch tok.kind {
            case .leftParen, .interpolationStart: level += 1; parens += 1
            case .rightParen, .interpolationEnd: level -= 1; parens -= 1
            case .leftBracket: level += 1; brackets += 1
            case .rightBracket: level -= 1; brackets -= 1
            case .leftBrace: level += 1; braces += 1
            case .rightBrace: level -= 1; braces -= 1
            default: break
            }
            advance()
        } while level > 0 && !atEnd
        if parens != 0 || brackets != 0 || braces != 0 { diagnose("mismatched brackets") }
    }

    /// Records a node for a group skipped because it nests too deeply.
    mutating func skipTooDeep(parent: Int32) -> Int32 {
        if !reportedDepth {
            diagnose("nesting deeper than \(Parser.maxDepth) levels; the nested code is skipped")
            reportedDepth = true
        }
        let node = open(.skipped, parent: parent)
        skipBalanced()
        close(node)
        return node
    }

    // MARK: file and declarations

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
        if tok.kind == .leftParen && !tok.flags.contains(.spaceBefore) { skipBalanced() }
    }

    mutating func parseAttributes(parent: Int32) {
        while tok.kind == .atSign {
            let node = open(.attribute, parent: parent)
            advance()
            if tok.isWord {
                nodes[Int(node)].name = Int32(p)
                advance()
                skipAttributeTail()
            }
            close(node)
        }
    }

    mutating func parseModifiers(parent: Int32) {
        while isModifier(at: p) {
            let node = open(.modifier, parent: parent, name: Int32(p))
            advance()
            if tok.kind == .leftParen && peek().isWord && peek(2).kind == .rightParen { skipBalanced() }
            close(node)
        }
    }

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

    mutating func parseAttributesAndModifiers(parent: Int32) {
        parseAttributes(parent: parent)
        parseModifiers(parent: parent)
        parseAttributes(parent: parent)
        parseModifiers(parent: parent)
    }

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
            // A declaration continues on the next line inside `<…>` or after `=`, `,`, `:`, `&`, `->`.
            if newlineBefore {
                let previous = tokens[p - 1]
                let continues = angles > 0 || previous.kind == .equal || previous.kind == .comma || previous.kind == .colon
                    || previous.kind == .arrow || previous.is(.where_) || (previous.kind == .operator && !previous.flags.contains(.postfixOperator))
                    || tok.kind == .equal || tok.kind == .arrow || (tok.kind == .operator && !tok.flags.contains(.prefixOperator)) || tok.is(.where_)
                if !continues { break }
            }
        }
    }

    /// The token is exactly `text`.
    func spelled(_ t: Token, _ text: StaticString) -> Bool {
        guard Int(t.length) == text.utf8CodeUnitCount else { return false }
        let p = text.utf8Start
        return stream.file.bytes.withUnsafeBufferPointer { buf in
            for k in 0 ..< Int(t.length) where buf[Int(t.start) + k] != p[k] { return false }
            return true
        }
    }

    /// An operator token starting with `<`.
    @inline(__always) func opensAngle(_ t: Token) -> Bool { t.length > 0 && stream.file.bytes[Int(t.start)] == UInt8(ascii: "<") }

    /// `??`, `?!`: optional markers glued into one operator token.
    func onlyOptionalMarks(_ t: Token) -> Bool {
        stream.file.bytes[Int(t.start) ..< t.end].allSatisfy { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }
    }

    /// `+=`, `??=`, `<<=`: ends with `=` and is not a comparison.
    func isCompoundAssignment(_ t: Token) -> Bool {
        guard t.length >= 2, stream.file.bytes[t.end - 1] == UInt8(ascii: "=") else { return false }
        return !(spelled(t, "==") || spelled(t, "!=") || spelled(t, ">=") || spelled(t, "<=") || spelled(t, "===") || spelled(t, "!=="))
    }

    /// Net `<` minus `>` characters of an operator token.
    func angleDelta(_ t: Token) -> Int {
        var delta = 0
        for byte in stream.file.bytes[Int(t.start) ..< t.end] {
            if byte == UInt8(ascii: "<") { delta += 1 } else if byte == UInt8(ascii: ">") { delta -= 1 }
        }
        return delta
    }

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
            if tok.kind == .colon {
                advance()
                let ref = open(.typeRef, parent: binding)
                parseType()
                close(ref)
            }
            if tok.kind == .equal {
                advance()
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

    func startsAccessor(at i: Int) -> Bool {
        var j = i
        while tokens[j].kind == .atSign {
            j += 1
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

    mutating func parseFunction(_ decl: Int32) {
        let t = tok
        let kind: FunctionKind = t.is(.func_) ? .function : t.is(.init_) ? .initializer : t.is(.deinit_) ? .deinitializer : .subscript
        nodes[Int(decl)].flags = kind.rawValue
        if kind == .function {
            advance()
            nodes[Int(decl)].name = Int32(p)
            if tok.isWord || tok.kind == .operator || tok.kind == .postfixBang || tok.kind == .postfixQuestion || tok.kind == .equal { advance() }
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
                advance()
                if tok.kind == .leftParen && !tok.flags.contains(.spaceBefore) { skipBalanced() }
                continue
            }
            break
        }
        if tok.kind == .leftBrace {
            if kind == .subscript { parseAccessorBlock(parent: decl) } else { parseCodeBlock(parent: decl) }
        }
    }

    // MARK: types

    /// `<…>` counted by characters, so `>>` and `>?` close correctly.
    mutating func skipAngles() {
        var level = 0
        repeat {
            let t = tok
            if t.kind == .operator {
                level += angleDelta(t)
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
        var progressed = false
        while !atEnd {
            let t = tok
            if t.kind == .atSign {
                advance()
                if tok.isWord { advance() }
                if tok.kind == .leftParen && !tok.flags.contains(.spaceBefore) { skipBalanced() }
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
                advance()
                progressed = true
                if tok.kind == .operator && opensAngle(tok) && !tok.flags.contains(.spaceBefore) { skipAngles() }
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
                    if tok.kind == .leftParen && !tok.flags.contains(.spaceBefore) { skipBalanced() }
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

    // MARK: statements

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

    mutating func parseConditionList(parent: Int32) {
        while !atEnd && tok.kind != .leftBrace && !tok.is(.else_) {
            let before = p
            let t = tok
            if t.is(.let_) || t.is(.var_) || t.is(.case_) {
                let binding = open(.conditionBinding, parent: parent, flags: t.is(.case_) ? 2 : 1)
                advance()
                if !t.is(.case_) && (tok.isWord || tok.kind == .dollarIdentifier) {
                    nodes[Int(binding)].name = Int32(p)
                    advance()
                    if tok.kind == .colon { advance(); parseType() }
                } else {
                    // A pattern: skip to `=` at this level.
                    while !atEnd && tok.kind != .equal && tok.kind != .leftBrace && tok.kind != .comma {
                        if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
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

    mutating func parseForIn(parent: Int32) {
        let node = open(.forIn, parent: parent)
        advance()
        while tok.is(.try_) || tok.is(.await) || tok.is(.case_) {
            if tok.is(.await) { nodes[Int(node)].flags = 1 }
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

    // MARK: expressions

    /// A binary operator token in this position (spaced on both sides or bound on both sides).
    func isBinaryOperator(_ t: Token) -> Bool {
        switch t.kind {
        case .equal, .arrow: return true
        case .operator: return !t.flags.contains(.prefixOperator) && !t.flags.contains(.postfixOperator)
        case .keyword: return (t.is(.as_) || t.is(.is_)) && !t.flags.contains(.backticked)
        default: return false
        }
    }

    mutating func parseExpression(parent: Int32, allowTrailingClosure: Bool) {
        guard parseOperand(parent: parent, allowTrailingClosure: allowTrailingClosure) else { return }
        let firstOperand = nodes[Int(parent)].lastChild
        var sequence: Int32 = -1
        var pendingTernary = 0
        while !atEnd {
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

    /// Prefix operators and `try`/`await` wrap their operand.
    @discardableResult
    mutating func parseOperand(parent: Int32, allowTrailingClosure: Bool) -> Bool {
        let t = tok
        let isPrefixWord = (t.is(.try_) || (t.is(.await) && !peek().flags.contains(.newlineBefore) && canStartExpression(peek()) && peek().kind != .period)
            || ((t.is(.consume) || t.is(.copy) || t.is(.each) || t.is(.repeat_)) && peek().kind == .identifier && !peek().flags.contains(.newlineBefore) && peek().flags.contains(.spaceBefore)))
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
            case .leftBrace where allowTrailingClosure && lastWasValue && !t.flags.contains(.newlineBefore) && !isAccessorBrace():
                suffixKind = .call
            default:
                return finish(chain)
            }
            if chain < 0 { chain = wrap(primaryIndex, in: .postfixChain, parent: parent) }
            switch suffixKind {
            case .member:
                advance()
                let member = open(.member, parent: chain, name: Int32(p))
                nodes[Int(member)].firstToken = Int32(p - 1)
                advance()
                if tok.kind == .operator && opensAngle(tok) && !tok.flags.contains(.spaceBefore) && looksLikeGenericArguments() { skipAngles() }
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
                if allowTrailingClosure && tok.kind == .leftBrace && !tok.flags.contains(.newlineBefore) && !isAccessorBrace() {
                    parseTrailingClosures(parent: node)
                }
                close(node)
            }
            lastWasValue = true
        }
        return finish(chain)
    }

    mutating func finish(_ chain: Int32) -> Bool {
        if chain >= 0 { close(chain) }
        return true
    }

    /// `{ didSet …` / `{ willSet …` after an initializer belongs to the property, not to a trailing closure.
    func isAccessorBrace() -> Bool {
        let next = peek()
        return (next.is(.didSet) || next.is(.willSet)) && (peek(2).kind == .leftBrace || peek(2).kind == .leftParen || peek(2).flags.contains(.newlineBefore))
    }

    mutating func parseTrailingClosures(parent: Int32) {
        let first = open(.argument, parent: parent, flags: 1)
        parseClosure(parent: first)
        close(first)
        // Labeled trailing closures: `} receiveValue: { … }`.
        while tok.isWord && peek().kind == .colon && peek(2).kind == .leftBrace {
            let arg = open(.argument, parent: parent, name: Int32(p), flags: 1)
            advance(); advance()
            parseClosure(parent: arg)
            close(arg)
        }
    }

    /// After `name<`: a generic argument list only if it closes and is followed by something a type-expression allows.
    func looksLikeGenericArguments() -> Bool {
        var level = 0
        var i = p
        var steps = 0
        while i < tokens.count && steps < 64 {
            let t = tokens[i]
            steps += 1
            switch t.kind {
            case .operator:
                let bytes = stream.file.bytes[Int(t.start) ..< t.end]
                for b in bytes {
                    if b == UInt8(ascii: "<") { level += 1 }
                    else if b == UInt8(ascii: ">") { level -= 1 }
                    else if b != UInt8(ascii: "?") && b != UInt8(ascii: "!") && b != UInt8(ascii: "&") && b != UInt8(ascii: ".") { return false }
                }
                if level <= 0 {
                    let next = tokens[i + 1]
                    return next.kind == .leftParen || next.kind == .period || next.kind == .rightParen || next.kind == .comma
                        || next.kind == .rightBracket || next.kind == .colon || next.kind == .semicolon || next.kind == .endOfFile
                        || next.kind == .postfixQuestion || next.kind == .postfixBang || next.kind == .rightBrace || next.kind == .equal
                        || next.flags.contains(.newlineBefore) || next.kind == .leftBrace
                }
            case .identifier, .keyword, .comma, .period, .colon, .postfixQuestion, .postfixBang, .arrow:
                if t.kind == .keyword && !(t.is(.Any_) || t.is(.Self_)) { return false }
            case .leftParen, .rightParen, .leftBracket, .rightBracket:
                break
            default:
                return false
            }
            i += 1
        }
        return false
    }

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
            advance()
            if tok.kind == .operator && !tok.flags.contains(.spaceBefore) && opensAngle(tok) && looksLikeGenericArguments() { skipAngles() }
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
                if tok.kind == .leftBracket && !tok.flags.contains(.spaceBefore) { skipBalanced(); continue }
                break
            }
            close(node)
            return true
        case .poundIdentifier:
            let node = open(.macroExpansion, parent: parent, name: Int32(p))
            advance()
            if tok.kind == .operator && !tok.flags.contains(.spaceBefore) && opensAngle(tok) { skipAngles() }
            if tok.kind == .leftParen && !tok.flags.contains(.newlineBefore) {
                if ParserState.opaqueMacroArguments.contains(stream.symbols.text(t.symbol)) {
                    // Platform lists, selectors and diagnostics are not expressions.
                    skipBalanced()
                } else {
                    let call = open(.call, parent: node)
                    parseArguments(parent: call, closer: .rightParen)
                    close(call)
                }
            }
            if tok.kind == .leftBrace && !tok.flags.contains(.newlineBefore) {
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

    /// `( … )`, `[ … ]` or `\( … )`: comma-separated arguments with optional labels, up to the closer.
    mutating func parseArguments(parent: Int32, closer: TokenKind) {
        if depth >= Parser.maxDepth { _ = skipTooDeep(parent: parent); return }
        depth += 1
        defer { depth -= 1 }
        advance()
        while !atEnd && tok.kind != closer {
            let before = p
            let arg = open(.argument, parent: parent)
            if tok.isWord && peek().kind == .colon {
                nodes[Int(arg)].name = Int32(p)
                advance(); advance()
            }
            // `f(a:b:)` names a function: labels follow labels with no values.
            let compoundName = tok.kind == closer || (tok.isWord && peek().kind == .colon)
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

    mutating func parseCollection(parent: Int32) {
        let node = open(.collection, parent: parent)
        if depth >= Parser.maxDepth { skipBalanced(); close(node); return }
        depth += 1
        defer { depth -= 1 }
        advance()
        while !atEnd && tok.kind != .rightBracket {
            let before = p
            if tok.kind == .colon { nodes[Int(node)].flags = 1; advance(); continue }
            if tok.kind == .comma { advance(); continue }
            parseExpression(parent: node, allowTrailingClosure: true)
            if tok.kind == .colon { nodes[Int(node)].flags = 1; advance(); continue }
            if p == before {
                if ParserState.isCloser(tok.kind) || tok.kind == .rightBrace { break }
                diagnose("unexpected '\(stream.text(tok))' in collection literal")
                if ParserState.isOpener(tok.kind) { skipBalanced() } else { advance() }
            }
        }
        if tok.kind == .rightBracket { advance() } else { diagnose("expected ']'") }
        close(node)
    }

    // MARK: closures

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
                // Skip the balanced group.
                var level = 0
                repeat {
                    let k = tokens[i].kind
                    if ParserState.isOpener(k) { level += 1 } else if ParserState.isCloser(k) { level -= 1 }
                    if k == .endOfFile || k == .leftBrace || k == .rightBrace { return nil }
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
