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

    /// Lexes (with `lexicon`'s words, see `Lexer.lex`) and parses a file.
    public static func parse(_ file: SourceFile, lexicon: Lexicon = .swift) -> SyntaxTree {
        parse(Lexer.lex(file, lexicon: lexicon))
    }

    /// Parses an already lexed file.
    public static func parse(_ stream: TokenStream) -> SyntaxTree {
        var parser = ParserState(stream: stream)
        parser.parseSourceFile()
        let nodes = SyntaxNodes(parser.nodes.handOver(), count: parser.nodes.count)
        return SyntaxTree(stream: stream, nodes: nodes, diagnostics: stream.diagnostics + parser.diagnostics)
    }
}

/// The parser's cursor and the arena it fills. Its parsing functions live in extensions by grammar area
/// (`Parser+Declarations`, `+Types`, `+Statements`, `+Expressions`, `+PostfixChains`).
struct ParserState {
    /// The lexed file.
    let stream: TokenStream
    /// `stream.tokens`, held directly so the cursor reads them without going through the stream.
    let tokens: [Token]
    /// Every node is opened, linked to its parent and siblings, and closed in place: in an `Array` each of those
    /// writes, through the parser's `inout self`, paid a uniqueness check (a call into the runtime).
    var nodes: AppendBuffer<SyntaxNode>
    /// Problems found while parsing (at most 50 per file).
    var diagnostics: [SyntaxDiagnostic] = []
    /// The cursor: index of the current token.
    var p = 0
    /// Current nesting of blocks, closures and groups, bounded by `Parser.maxDepth`.
    var depth = 0
    /// True once the too-deep diagnostic was given, so a file reports it once.
    var reportedDepth = false
    /// The type just parsed ended in a `>=` token whose `=` starts the declaration's initializer (see `skipAngles`).
    var typeEndedInEqual = false
    /// Copies of the static sets, so the checks at every statement start do not go through a global's lazy initializer.
    let modifierWords = ParserState.modifierWordSet
    /// Copy of `declWordSet` (see `modifierWords`).
    let declWords = ParserState.declWordSet

    init(stream: TokenStream) {
        self.stream = stream
        self.tokens = stream.tokens
        // Real code has about one node per token: reserving that up front means the arena is almost never regrown
        // (each regrowth copies every node built so far).
        nodes = AppendBuffer(capacity: tokens.count + 8)
    }

    // MARK: cursor

    /// The current token.
    @inline(__always) var tok: Token { tokens[p] }
    /// The token `k` ahead of the cursor (the end-of-file token past the end).
    @inline(__always) func peek(_ k: Int = 1) -> Token { tokens[min(p + k, tokens.count - 1)] }
    /// True at the end-of-file token.
    @inline(__always) var atEnd: Bool { tokens[p].kind == .endOfFile }
    /// Moves to the next token; stays on the end-of-file token.
    @inline(__always) mutating func advance() { if tokens[p].kind != .endOfFile { p += 1 } }
    /// True when a line break precedes the current token.
    @inline(__always) var newlineBefore: Bool { tokens[p].flags.contains(.newlineBefore) }

    /// `Module::` at the cursor: a module selector (SE-0491, `Swift::print`, `Apps::Application`), which swiftc lexes
    /// as a word and two colons with nothing between them, before the word it qualifies.
    @inline(__always) var atModuleSelector: Bool { isModuleSelector(at: p) }

    /// A module selector starts at token `i` (see `atModuleSelector`).
    @inline(__always) func isModuleSelector(at i: Int) -> Bool {
        i + 3 < tokens.count && tokens[i].isWord && tokens[i + 1].kind == .colon && tokens[i + 2].kind == .colon
            && !tokens[i + 2].flags.contains(.spaceBefore) && tokens[i + 3].isWord
    }

    /// Moves past a module selector at the cursor, onto the name it qualifies: names are read by their own word.
    @inline(__always) mutating func skipModuleSelector() {
        if atModuleSelector { p += 3 }
    }

    /// Records a problem at the current token.
    mutating func diagnose(_ message: String) {
        if diagnostics.count < 50 { diagnostics.append(SyntaxDiagnostic(offset: Int(tok.start), message: message)) }
    }

    // MARK: nodes

    /// Appends a node at the current token as the last child of `parent` (-1 for the root).
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

    /// `(`, `[`, `{` or the start of a string interpolation.
    @inline(__always) static func isOpener(_ k: TokenKind) -> Bool {
        k == .leftParen || k == .leftBracket || k == .leftBrace || k == .interpolationStart
    }
    /// `)`, `]`, `}` or the end of a string interpolation.
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

    // MARK: token spelling

    /// The token is exactly `text`. Always inlined: asked for every binary operator, where a call costs more than the
    /// few bytes it compares.
    @inline(__always) func spelled(_ t: Token, _ text: StaticString) -> Bool {
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

    /// `+=`, `??=`, `<<=`: ends with `=` and is not a comparison. Inlined into its one caller, the operator loop.
    @inline(__always) func isCompoundAssignment(_ t: Token) -> Bool {
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
}
