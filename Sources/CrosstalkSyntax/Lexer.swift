#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The lexed form of a file: tokens (always ending in `.endOfFile`), trivia, the file's symbol table and diagnostics.
/// Every byte of the file is covered by exactly one token, one trivia item, or whitespace between them.
public struct TokenStream: Sendable {
    public let file: SourceFile
    public var tokens: [Token]
    public var trivia: [Trivia]
    public var symbols: SymbolTable
    public var diagnostics: [SyntaxDiagnostic]

    /// Source text of a token.
    public func text(_ token: Token) -> String { file.text(Int(token.start), Int(token.length)) }
    /// Source text of the tokens `first ... last` including what lies between them.
    public func text(from first: Int, through last: Int) -> String {
        guard first <= last, first >= 0, last < tokens.count else { return "" }
        return file.text(Int(tokens[first].start), tokens[last].end - Int(tokens[first].start))
    }
}

/// Byte classes, one table lookup per byte.
enum CharClass {
    static let identStart: UInt8 = 1
    static let identContinue: UInt8 = 2
    static let digit: UInt8 = 4
    static let operatorChar: UInt8 = 8
    static let whitespace: UInt8 = 16
    static let hexDigit: UInt8 = 32
    /// Bytes a string literal's scan must look at: `\`, `"` and line breaks.
    static let stringSpecial: UInt8 = 64
    /// Bytes a block comment's scan must look at: `/`, `*` and line breaks.
    static let commentSpecial: UInt8 = 128

    /// What one table lookup tells about a byte.
    struct Entry {
        var classes: UInt8
        /// The token the byte usually is by itself, so the lexer's main loop emits the commonest punctuation without a call.
        var single: TokenKind?
    }

    /// The entries of every byte, twice: the second 256 (from `interpolationHalf`), used inside string
    /// interpolations, have no single token for `(` and `)`, which lexOther counts there to find the interpolation's end.
    static let table: [Entry] = {
        var t = [UInt8](repeating: 0, count: 256)
        for c in UInt8(ascii: "a") ... UInt8(ascii: "z") { t[Int(c)] = identStart | identContinue }
        for c in UInt8(ascii: "A") ... UInt8(ascii: "Z") { t[Int(c)] = identStart | identContinue }
        t[Int(UInt8(ascii: "_"))] = identStart | identContinue
        // `_$observationRegistrar` (macro-generated names) has `$` inside a name.
        t[Int(UInt8(ascii: "$"))] = identContinue
        // Any non-ASCII byte continues a name: Swift identifiers admit most of Unicode, and
        // treating stray or invalid bytes the same keeps malformed input harmless.
        for c in 0x80 ... 0xFF { t[c] = identStart | identContinue }
        for c in UInt8(ascii: "0") ... UInt8(ascii: "9") { t[Int(c)] = identContinue | digit | hexDigit }
        for c in UInt8(ascii: "a") ... UInt8(ascii: "f") { t[Int(c)] |= hexDigit }
        for c in UInt8(ascii: "A") ... UInt8(ascii: "F") { t[Int(c)] |= hexDigit }
        for c in "/=-+!*%<>&|^~?".utf8 { t[Int(c)] = operatorChar }
        for c: UInt8 in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x00] { t[Int(c)] = whitespace }
        for c in "\\\"\n\r".utf8 { t[Int(c)] |= stringSpecial }
        for c in "/*\n\r".utf8 { t[Int(c)] |= commentSpecial }
        var table = t.map { Entry(classes: $0, single: nil) }
        let singles: [(Character, TokenKind)] = [
            ("(", .leftParen), (")", .rightParen), ("[", .leftBracket), ("]", .rightBracket), ("{", .leftBrace), ("}", .rightBrace),
            (",", .comma), (":", .colon), (";", .semicolon), ("@", .atSign), ("\\", .backslash), (".", .period),
        ]
        for (c, kind) in singles { table[Int(c.asciiValue!)].single = kind }
        var inInterpolation = table
        inInterpolation[Int(UInt8(ascii: "("))].single = nil
        inInterpolation[Int(UInt8(ascii: ")"))].single = nil
        return table + inInterpolation
    }()
    static let interpolationHalf = 256
}

/// Swift's lexical grammar over bytes. No `String` per token; identifiers are interned per file.
public enum Lexer {
    /// Lexes a whole file, giving the words of `lexicon` their fixed symbols. Never fails: problems become
    /// diagnostics and `.unknown` tokens.
    public static func lex(_ file: SourceFile, lexicon: Lexicon = .swift) -> TokenStream {
        guard !file.bytes.isEmpty else {
            return TokenStream(file: file, tokens: [Token(kind: .endOfFile, flags: [], start: 0, length: 0, symbol: -1)],
                               trivia: [], symbols: SymbolTable(lexicon: lexicon), diagnostics: [])
        }
        return file.bytes.withUnsafeBufferPointer { source in
            CharClass.table.withUnsafeBufferPointer { classes in
                var lexed: (spilled: [Token], trivia: [Trivia], symbols: SymbolTable, diagnostics: [SyntaxDiagnostic])?
                // Tokens go straight into the result's storage: room for one per 4 bytes (real code averages one per 10).
                var tokens = [Token](unsafeUninitializedCapacity: source.count / 4 + 16) { buffer, initializedCount in
                    var state = LexerState(source: source, classes: classes.baseAddress!, tokens: TokenSink(buffer),
                                           hasCarriageReturn: file.hasCarriageReturn, symbols: SourceNameInterner(source: source, lexicon: lexicon))
                    state.run()
                    initializedCount = state.tokens.storedCount
                    lexed = (state.tokens.spilled, state.trivia.array(), state.symbols.finish(bytes: file.bytes), state.diagnostics)
                    state.trivia.deallocate()
                }
                let (spilled, trivia, symbols, diagnostics) = lexed!
                tokens.append(contentsOf: spilled)
                return TokenStream(file: file, tokens: tokens, trivia: trivia, symbols: symbols, diagnostics: diagnostics)
            }
        }
    }
}

private let maxDiagnosticsPerFile = 50

private struct LexerState {
    /// An open string interpolation: where to resume the string when its `)` arrives.
    struct Interpolation {
        var parenDepth: Int
        var hashes: Int
        var multiline: Bool
    }

    /// The file's bytes; every read is below `n`.
    let p: UnsafePointer<UInt8>
    let n: Int
    /// Both halves of `CharClass.table`.
    let classTable: UnsafePointer<CharClass.Entry>
    /// The half in use: the second one inside string interpolations.
    var classes: UnsafePointer<CharClass.Entry>
    var pos = 0
    var tokens: TokenSink
    var trivia: AppendBuffer<Trivia>
    var symbols: SourceNameInterner
    var diagnostics: [SyntaxDiagnostic] = []
    var pending: TokenFlags = []
    var interpolations: [Interpolation] = []
    /// Whether the file has any `\r`; without one, line ends are found with memchr.
    let hasCarriageReturn: Bool
    /// The file's last byte cannot continue a name, so a scan over name bytes stops before the end without checking it.
    let lastByteEndsNames: Bool

    init(source: UnsafeBufferPointer<UInt8>, classes: UnsafePointer<CharClass.Entry>, tokens: TokenSink, hasCarriageReturn: Bool,
         symbols: SourceNameInterner) {
        p = source.baseAddress!
        n = source.count
        classTable = classes
        self.classes = classes
        self.hasCarriageReturn = hasCarriageReturn
        self.symbols = symbols
        self.tokens = tokens
        trivia = AppendBuffer(capacity: n / 64 + 16)
        lastByteEndsNames = classes[Int(p[n - 1])].classes & CharClass.identContinue == 0
    }

    @inline(__always) func at(_ i: Int) -> UInt8 { i < n ? p[i] : 0 }
    @inline(__always) func cls(_ c: UInt8) -> UInt8 { classes[Int(c)].classes }

    /// The eight bytes at `i` as a little-endian word; needs `i + 8 <= n`.
    @inline(__always) func word(_ i: Int) -> UInt64 { UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) }

    /// End of the name bytes from `i`, where the byte before `i` is a name byte (so `i < n` whenever
    /// `lastByteEndsNames` holds).
    @inline(__always) func nameEnd(from i: Int) -> Int {
        var i = i
        if lastByteEndsNames {
            // Four bytes a round; each is read only once the one before is a name byte, so never past the end.
            while true {
                if cls(p[i]) & CharClass.identContinue == 0 { return i }
                if cls(p[i &+ 1]) & CharClass.identContinue == 0 { return i &+ 1 }
                if cls(p[i &+ 2]) & CharClass.identContinue == 0 { return i &+ 2 }
                if cls(p[i &+ 3]) & CharClass.identContinue == 0 { return i &+ 3 }
                i &+= 4
            }
        }
        while i < n && cls(p[i]) & CharClass.identContinue != 0 { i &+= 1 }
        return i
    }

    mutating func diagnose(_ offset: Int, _ message: String) {
        if diagnostics.count < maxDiagnosticsPerFile {
            diagnostics.append(SyntaxDiagnostic(offset: offset, message: message))
        } else if diagnostics.count == maxDiagnosticsPerFile {
            diagnostics.append(SyntaxDiagnostic(offset: offset, message: "too many problems; further ones in this file are not listed"))
        }
    }

    @inline(__always) mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, symbol: Int32 = -1, flags extra: TokenFlags = []) {
        tokens.append(Token(kind: kind, flags: pending.union(extra), start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end &- start), symbol: symbol))
        pending = []
    }

    @inline(__always) mutating func addTrivia(_ kind: Trivia.Kind, _ start: Int, _ end: Int) {
        trivia.append(Trivia(kind: kind, start: UInt32(truncatingIfNeeded: start), length: UInt32(truncatingIfNeeded: end &- start)))
    }

    @inline(__always) mutating func markSpace(newline: Bool) {
        pending.insert(.spaceBefore)
        if newline { pending.insert(.newlineBefore) }
    }

    mutating func run() {
        checkUTF8()
        if n >= 2 && p[0] == UInt8(ascii: "#") && p[1] == UInt8(ascii: "!") {
            skipLineComment(kind: .lineComment)
        }
        // Names, whitespace, punctuation and operators are most of a file; everything else goes through lexOther.
        while pos < n {
            let c = p[pos]
            let entry = classes[Int(c)]
            let k = entry.classes
            if k & CharClass.identStart != 0 {
                lexIdentifier()
            } else if k & CharClass.whitespace != 0 {
                skipWhitespace()
            } else if let kind = entry.single, c != UInt8(ascii: ".") || (at(pos + 1) != UInt8(ascii: ".") && cls(at(pos + 1)) & CharClass.operatorChar == 0) {
                // `..` and a dot before an operator character (`.=`, a custom dot operator) start an operator: lexOther
                // handles them.
                single(kind)
            } else if k & CharClass.operatorChar != 0 {
                if c == UInt8(ascii: "/") { lexSlash() } else { lexOperator() }
            } else {
                lexOther(c, k)
            }
        }
        if !interpolations.isEmpty { diagnose(n, "unterminated string interpolation") }
        emit(.endOfFile, n, n)
    }

    mutating func checkUTF8() {
        let ascii: UInt64 = 0x8080_8080_8080_8080
        var i = 0
        while true {
            // Sixty-four, then eight ASCII bytes at a time.
            while i &+ 64 <= n && (word(i) | word(i &+ 8) | word(i &+ 16) | word(i &+ 24) | word(i &+ 32) | word(i &+ 40)
                                   | word(i &+ 48) | word(i &+ 56)) & ascii == 0 {
                i &+= 64
            }
            while i &+ 8 <= n && word(i) & ascii == 0 { i &+= 8 }
            guard i < n else { return }
            let c = p[i]
            if c < 0x80 { i += 1; continue }
            let len: Int
            if c & 0xE0 == 0xC0 && c >= 0xC2 { len = 2 } else if c & 0xF0 == 0xE0 { len = 3 } else if c & 0xF8 == 0xF0 && c <= 0xF4 { len = 4 } else { len = 0 }
            var ok = len > 0 && i + len <= n
            if ok {
                for k in 1 ..< len where p[i + k] & 0xC0 != 0x80 { ok = false }
            }
            if !ok {
                diagnose(i, "invalid UTF-8 byte sequence")
                return
            }
            i += len
        }
    }

    // MARK: trivia

    @inline(__always) mutating func skipWhitespace() {
        // Most whitespace is one space between two tokens.
        if p[pos] == 0x20 && cls(at(pos &+ 1)) & CharClass.whitespace == 0 {
            pos &+= 1
            markSpace(newline: false)
            return
        }
        var newline = false
        var i = pos
        while i < n {
            let c = p[i]
            if c == 0x20 {
                i = endOfSpaces(from: i &+ 1)
            } else if c == 0x0A {
                // A line break is usually followed by indentation.
                newline = true
                i = endOfSpaces(from: i &+ 1)
            } else if cls(c) & CharClass.whitespace != 0 {
                if c == 0x0D { newline = true }
                i &+= 1
            } else {
                break
            }
        }
        pos = i
        markSpace(newline: newline)
    }

    /// First offset from `i` that is not a space; indentation is skipped eight bytes at a time.
    @inline(__always) func endOfSpaces(from i: Int) -> Int {
        var i = i
        while i &+ 8 <= n {
            let others = word(i) ^ 0x2020_2020_2020_2020
            if others != 0 { return i &+ others.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < n && p[i] == 0x20 { i &+= 1 }
        return i
    }

    mutating func skipLineComment(kind: Trivia.Kind) {
        let start = pos
        if !hasCarriageReturn, let hit = memchr(p + pos, 0x0A, n - pos) {
            pos = p.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        } else {
            while pos < n && p[pos] != 0x0A && p[pos] != 0x0D { pos += 1 }
        }
        addTrivia(kind, start, pos)
        markSpace(newline: false)
    }

    mutating func skipBlockComment() {
        let start = pos
        let doc = at(pos + 2) == UInt8(ascii: "*") && at(pos + 3) != UInt8(ascii: "/")
        var depth = 0
        var newline = false
        while pos < n {
            let c = p[pos]
            if cls(c) & CharClass.commentSpecial == 0 {
                pos += 1
            } else if c == UInt8(ascii: "/") && at(pos + 1) == UInt8(ascii: "*") {
                depth += 1
                pos += 2
            } else if c == UInt8(ascii: "*") && at(pos + 1) == UInt8(ascii: "/") {
                depth -= 1
                pos += 2
                if depth == 0 { break }
            } else {
                if c == 0x0A || c == 0x0D { newline = true }
                pos += 1
            }
        }
        if depth > 0 { diagnose(start, "unterminated block comment") }
        addTrivia(doc ? .docBlockComment : .blockComment, start, pos)
        markSpace(newline: newline)
    }

    /// `#if`, `#elseif`, `#else`, `#endif` followed by a non-name byte.
    func isDirective() -> Bool {
        var i = pos + 1
        let wordStart = i
        while i < n && cls(p[i]) & CharClass.identContinue != 0 { i += 1 }
        let len = i - wordStart
        func isWord(_ s: StaticString) -> Bool {
            guard s.utf8CodeUnitCount == len else { return false }
            let spelling = s.utf8Start
            for k in 0 ..< len where spelling[k] != p[wordStart + k] { return false }
            return true
        }
        return isWord("if") || isWord("elseif") || isWord("else") || isWord("endif")
    }

    /// A directive runs to the end of its line (a trailing comment stays a comment).
    mutating func skipDirective() {
        let start = pos
        while pos < n {
            let c = p[pos]
            if c == 0x0A || c == 0x0D { break }
            if c == UInt8(ascii: "/") && (at(pos + 1) == UInt8(ascii: "/") || at(pos + 1) == UInt8(ascii: "*")) { break }
            pos += 1
        }
        var end = pos
        while end > start && (p[end - 1] == 0x20 || p[end - 1] == 0x09) { end -= 1 }
        addTrivia(.directive, start, end)
        // The directive behaves like a line break for statement separation.
        markSpace(newline: true)
        pos = end
    }

    // MARK: tokens

    /// Everything but names, whitespace, operators and punctuation (except `..`, and parentheses inside string
    /// interpolations), from the byte `c` (of class `k`) at `pos`.
    mutating func lexOther(_ c: UInt8, _ k: UInt8) {
        if k & CharClass.digit != 0 { lexNumber(); return }
        switch c {
        case UInt8(ascii: "\""): lexStringStart(hashes: 0, from: pos)
        case UInt8(ascii: "#"):
            if isDirective() { skipDirective() } else { lexPound() }
        case UInt8(ascii: "`"): lexBacktick()
        case UInt8(ascii: "$"): lexDollar()
        // Parentheses come here only inside a string interpolation, where they are counted to find its `)`.
        case UInt8(ascii: "("):
            interpolations[interpolations.count - 1].parenDepth += 1
            single(.leftParen)
        case UInt8(ascii: ")"):
            let top = interpolations[interpolations.count - 1]
            if top.parenDepth > 0 {
                interpolations[interpolations.count - 1].parenDepth -= 1
                single(.rightParen)
            } else {
                interpolations.removeLast()
                if interpolations.isEmpty { classes = classTable }
                single(.interpolationEnd)
                lexStringBody(hashes: top.hashes, multiline: top.multiline)
            }
        // A `.` comes here only before another.
        case UInt8(ascii: "."):
            lexOperator()
        default:
            let start = pos
            // Only `\\` and `"` have no class but a scan bit, and both start tokens.
            while pos < n && cls(p[pos]) & ~(CharClass.stringSpecial | CharClass.commentSpecial) == 0 && !isTokenStart(p[pos]) { pos += 1 }
            if pos == start { pos += 1 }
            diagnose(start, "unexpected character")
            emit(.unknown, start, pos)
        }
    }

    /// `/` starts a comment, a regex literal (where an expression may start) or an operator.
    mutating func lexSlash() {
        switch at(pos + 1) {
        case UInt8(ascii: "/"):
            let doc = at(pos + 2) == UInt8(ascii: "/") && at(pos + 3) != UInt8(ascii: "/")
            skipLineComment(kind: doc ? .docLineComment : .lineComment)
        case UInt8(ascii: "*"):
            skipBlockComment()
        default:
            if let end = bareRegexEnd() {
                emit(.regexLiteral, pos, end)
                pos = end
            } else {
                lexOperator()
            }
        }
    }

    func isTokenStart(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "#"), UInt8(ascii: "`"), UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: ";"), UInt8(ascii: "@"), UInt8(ascii: "\\"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }

    @inline(__always) mutating func single(_ kind: TokenKind) {
        emit(kind, pos, pos &+ 1)
        pos &+= 1
    }

    @inline(__always) mutating func lexIdentifier() {
        let start = pos
        if p[start] >= 0x80 && UnicodeOperators.length(at: start, in: p, count: n, headOnly: true) > 0 {
            lexOperator()
            return
        }
        pos = nameEnd(from: pos &+ 1)
        let symbol = symbols.intern(start, pos &- start)
        let kind: TokenKind = symbol <= Word.lastReserved.rawValue ? .keyword : .identifier
        emit(kind, start, pos, symbol: symbol)
    }

    mutating func lexBacktick() {
        let start = pos
        var i = pos + 1
        while i < n && p[i] != UInt8(ascii: "`") && p[i] != 0x0A && p[i] != 0x0D { i += 1 }
        if i < n && p[i] == UInt8(ascii: "`") && i > pos + 1 {
            let symbol = symbols.intern(pos + 1, i - pos - 1)
            pos = i + 1
            emit(.identifier, start, pos, symbol: symbol, flags: .backticked)
        } else {
            diagnose(start, "unterminated backticked name")
            pos += 1
            emit(.unknown, start, pos)
        }
    }

    mutating func lexDollar() {
        let start = pos
        pos = nameEnd(from: pos + 1)
        if pos == start + 1 {
            emit(.identifier, start, pos, symbol: symbols.intern(start, 1))
        } else {
            emit(.dollarIdentifier, start, pos, symbol: symbols.intern(start + 1, pos - start - 1))
        }
    }

    mutating func lexNumber() {
        let start = pos
        var isFloat = false
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == start } ?? false
        if p[pos] == UInt8(ascii: "0") && (at(pos + 1) == UInt8(ascii: "x") || at(pos + 1) == UInt8(ascii: "X")) {
            pos += 2
            while pos < n && (cls(p[pos]) & CharClass.hexDigit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            if !afterPeriod && at(pos) == UInt8(ascii: ".") && cls(at(pos + 1)) & CharClass.hexDigit != 0 {
                isFloat = true
                pos += 1
                while pos < n && (cls(p[pos]) & CharClass.hexDigit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            }
            if at(pos) == UInt8(ascii: "p") || at(pos) == UInt8(ascii: "P") {
                isFloat = true
                scanExponent()
            }
        } else if p[pos] == UInt8(ascii: "0") && (at(pos + 1) == UInt8(ascii: "o") || at(pos + 1) == UInt8(ascii: "b")) {
            pos += 2
            while pos < n && (cls(p[pos]) & CharClass.digit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
        } else {
            while pos < n && (cls(p[pos]) & CharClass.digit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            if !afterPeriod && at(pos) == UInt8(ascii: ".") && cls(at(pos + 1)) & CharClass.digit != 0 {
                isFloat = true
                pos += 1
                while pos < n && (cls(p[pos]) & CharClass.digit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
            }
            if !afterPeriod && (at(pos) == UInt8(ascii: "e") || at(pos) == UInt8(ascii: "E")) {
                let save = pos
                scanExponent()
                if pos == save + 1 { pos = save } else { isFloat = true }
            }
        }
        // A name glued to a number (`1st`) is invalid Swift; keep it in one token so nothing downstream is confused.
        while pos < n && cls(p[pos]) & CharClass.identContinue != 0 { pos += 1 }
        emit(isFloat ? .floatLiteral : .integerLiteral, start, pos)
    }

    mutating func scanExponent() {
        pos += 1
        if at(pos) == UInt8(ascii: "+") || at(pos) == UInt8(ascii: "-") {
            if cls(at(pos + 1)) & CharClass.digit != 0 { pos += 1 } else { return }
        }
        while pos < n && (cls(p[pos]) & CharClass.digit != 0 || p[pos] == UInt8(ascii: "_")) { pos += 1 }
    }

    // MARK: operators

    mutating func lexOperator() {
        let start = pos
        let leftBound = isLeftBound(start)
        let c = p[pos]
        if (c == UInt8(ascii: "?") || c == UInt8(ascii: "!")) && leftBound {
            let next = at(pos + 1)
            // `var pending:Cancellable?=nil`: Swift's parser splits `?=` after a type into the optional mark and the
            // initializer's `=`; no standard operator is spelled `?=`, so the split is made here for every use.
            let splitsInitializer = c == UInt8(ascii: "?") && next == UInt8(ascii: "=") && cls(at(pos + 2)) & CharClass.operatorChar == 0
            if splitsInitializer || !(cls(next) & CharClass.operatorChar != 0 && !(next == UInt8(ascii: "/") && (at(pos + 2) == UInt8(ascii: "/") || at(pos + 2) == UInt8(ascii: "*")))) {
                pos += 1
                emit(c == UInt8(ascii: "?") ? .postfixQuestion : .postfixBang, start, pos)
                return
            }
        }
        pos = operatorEnd(from: start)
        let length = pos - start
        let rightBound = isRightBound(pos)
        if length == 1 && c == UInt8(ascii: "=") && leftBound == rightBound { emit(.equal, start, pos); return }
        if length == 2 && c == UInt8(ascii: "-") && p[start + 1] == UInt8(ascii: ">") { emit(.arrow, start, pos); return }
        var flags: TokenFlags = []
        if leftBound && !rightBound { flags.insert(.postfixOperator) }
        if rightBound && !leftBound { flags.insert(.prefixOperator) }
        emit(.operator, start, pos, flags: flags)
    }

    /// End of the operator starting at `start`: operator characters (dots only when it starts with one), stopping
    /// before a `//` or `/*` comment.
    func operatorEnd(from start: Int) -> Int {
        let dotOperator = p[start] == UInt8(ascii: ".")
        var end = start + (p[start] < 0x80 ? 1 : max(1, UnicodeOperators.length(at: start, in: p, count: n, headOnly: true)))
        while end < n {
            let d = p[end]
            if d == UInt8(ascii: "/") && (at(end + 1) == UInt8(ascii: "/") || at(end + 1) == UInt8(ascii: "*")) { break }
            if cls(d) & CharClass.operatorChar != 0 || (dotOperator && d == UInt8(ascii: ".")) {
                end += 1
            } else if d >= 0x80, case let length = UnicodeOperators.length(at: end, in: p, count: n, headOnly: false), length > 0 {
                end += length
            } else {
                break
            }
        }
        return end
    }

    /// Whether an operator starting at `start` is glued to what comes before it (no space, comment or opening delimiter).
    @inline(__always) func isLeftBound(_ start: Int) -> Bool {
        start > 0 && !pending.contains(.spaceBefore) && !isLeftDelimiter(p[start - 1])
    }

    /// Whether an operator ending at `end` is glued to what follows it (no space, comment or closing delimiter).
    @inline(__always) func isRightBound(_ end: Int) -> Bool {
        let next = at(end)
        return end < n && cls(next) & CharClass.whitespace == 0 && !isRightDelimiter(next)
            && !(next == UInt8(ascii: "/") && (at(end + 1) == UInt8(ascii: "/") || at(end + 1) == UInt8(ascii: "*")))
    }

    @inline(__always) func isLeftDelimiter(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") || c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: ":")
    }

    @inline(__always) func isRightDelimiter(_ c: UInt8) -> Bool {
        c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") || c == UInt8(ascii: ",") || c == UInt8(ascii: ";") || c == UInt8(ascii: ":")
    }

    // MARK: regex literals

    /// End of a bare `/…/` regex literal starting at `pos`, or nil when this `/` is (part of) an operator. Swift's
    /// rule (SE-0354, as its lexer applies it): a `/` glued to the value before it is division (`a/b/c`); after `func`
    /// or `operator` it names an operator; a `/` free on both sides looks binary (`a / b`, `x /= 2`) and is a regex only
    /// where an expression may start; a `/` free on the left and glued on the right (`try? /\d+/`, a regex on its own
    /// line in a `Regex { }` builder) is a regex whenever the literal is well formed.
    func bareRegexEnd() -> Int? {
        if isLeftBound(pos) { return nil }
        if let prev = tokens.last, prev.is(.func_) || prev.is(.operator_) { return nil }
        if !isRightBound(operatorEnd(from: pos)) && !expressionMayStartHere() { return nil }
        return scanRegex(from: pos)
    }

    /// Whether an expression may start here (after an operator, opening delimiter, separator or statement keyword),
    /// mirroring the Swift compiler's heuristic; after a value a `/` is division.
    func expressionMayStartHere() -> Bool {
        guard let prev = tokens.last else { return true }
        switch prev.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon, .equal, .arrow, .interpolationStart, .atSign, .backslash:
            return true
        case .operator:
            return !prev.flags.contains(.postfixOperator)
        case .keyword:
            return !(prev.is(.self_) || prev.is(.Self_) || prev.is(.super_) || prev.is(.true_) || prev.is(.false_) || prev.is(.nil_))
        case .identifier:
            return prev.is(.await) || prev.is(.yield)
        default:
            return false
        }
    }

    /// End offset of a `/…/` literal starting at `start`, or nil when it cannot be one (then `/` is an operator).
    func scanRegex(from start: Int) -> Int? {
        let first = at(start + 1)
        if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || start + 1 >= n { return nil }
        var i = start + 1
        var inClass = 0
        var parens = 0
        // An unescaped space or tab right before the closing `/` means division (`a /b / c`); `\ ` is part of the pattern.
        var afterUnescapedSpace = false
        while i < n {
            let c = p[i]
            if c == 0x0A || c == 0x0D { return nil }
            if c == UInt8(ascii: "\\") { i += 2; afterUnescapedSpace = false; continue }
            if c == UInt8(ascii: "[") { inClass += 1 } else if c == UInt8(ascii: "]") && inClass > 0 { inClass -= 1 }
            else if inClass == 0 {
                if c == UInt8(ascii: "(") { parens += 1 }
                else if c == UInt8(ascii: ")") {
                    parens -= 1
                    if parens < 0 { return nil }
                } else if c == UInt8(ascii: "/") {
                    if afterUnescapedSpace { return nil }
                    return parens == 0 ? i + 1 : nil
                }
            }
            afterUnescapedSpace = c == 0x20 || c == 0x09
            i += 1
        }
        return nil
    }

    /// `#/…/#` (any number of `#`), may span lines when `#/` is followed by a line break.
    mutating func lexExtendedRegex(hashes: Int) {
        let start = pos
        var i = pos + hashes + 1
        while i < n {
            if p[i] == UInt8(ascii: "\\") { i += 2; continue }
            if p[i] == UInt8(ascii: "/") {
                var h = 0
                while h < hashes && at(i + 1 + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashes {
                    pos = i + 1 + hashes
                    emit(.regexLiteral, start, pos)
                    return
                }
            }
            i += 1
        }
        diagnose(start, "unterminated regex literal")
        pos = n
        emit(.regexLiteral, start, pos, flags: .unterminated)
    }

    // MARK: pound

    mutating func lexPound() {
        let start = pos
        var hashes = 0
        while at(pos + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = at(pos + hashes)
        if next == UInt8(ascii: "\"") {
            lexStringStart(hashes: hashes, from: start)
        } else if next == UInt8(ascii: "/") {
            lexExtendedRegex(hashes: hashes)
        } else if hashes == 1 && cls(next) & CharClass.identStart != 0 {
            pos += 1
            let wordStart = pos
            pos = nameEnd(from: pos + 1)
            emit(.poundIdentifier, start, pos, symbol: symbols.intern(wordStart, pos - wordStart))
        } else {
            pos += hashes
            diagnose(start, "unexpected '#'")
            emit(.unknown, start, pos)
        }
    }

    // MARK: strings

    /// Opening delimiter at `from` (after `hashes` `#`s): `"` or `"""`.
    mutating func lexStringStart(hashes: Int, from start: Int) {
        let quote = start + hashes
        // `"""` opens a multi-line literal only when the rest of its line is blank (`#"""#` is a raw `"`).
        var multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
        if multiline {
            var i = quote + 3
            while i < n && (p[i] == 0x20 || p[i] == 0x09) { i += 1 }
            multiline = i >= n || p[i] == 0x0A || p[i] == 0x0D
        }
        pos = quote + (multiline ? 3 : 1)
        emit(.stringQuote, start, pos, flags: multiline ? .multiline : [])
        lexStringBody(hashes: hashes, multiline: multiline)
    }

    /// First offset from `i` holding a byte a string's scan must look at (`\`, `"`, a line break), or the end;
    /// eight bytes at a time.
    @inline(__always) func nextStringSpecial(from i: Int) -> Int {
        var i = i
        while i &+ 8 <= n {
            let w = word(i)
            let special = ByteWords.zeroBytes(w ^ 0x5C5C_5C5C_5C5C_5C5C) | ByteWords.zeroBytes(w ^ 0x2222_2222_2222_2222)
                | ByteWords.zeroBytes(w ^ 0x0A0A_0A0A_0A0A_0A0A) | ByteWords.zeroBytes(w ^ 0x0D0D_0D0D_0D0D_0D0D)
            if special != 0 { return i &+ special.trailingZeroBitCount >> 3 }
            i &+= 8
        }
        while i < n && cls(p[i]) & CharClass.stringSpecial == 0 { i &+= 1 }
        return i
    }

    /// Scans string content up to the closing quote or an interpolation; interpolations push state and return.
    mutating func lexStringBody(hashes: Int, multiline: Bool) {
        let segmentStart = pos
        while pos < n {
            let c = p[pos]
            if cls(c) & CharClass.stringSpecial == 0 {
                pos = nextStringSpecial(from: pos &+ 1)
            } else if c == UInt8(ascii: "\\") {
                var h = 0
                while h < hashes && at(pos + 1 + h) == UInt8(ascii: "#") { h += 1 }
                if h == hashes {
                    let after = pos + 1 + hashes
                    if at(after) == UInt8(ascii: "(") && after < n {
                        if pos > segmentStart { emit(.stringSegment, segmentStart, pos) }
                        emit(.interpolationStart, pos, after + 1)
                        pos = after + 1
                        interpolations.append(Interpolation(parenDepth: 0, hashes: hashes, multiline: multiline))
                        classes = classTable + CharClass.interpolationHalf
                        return
                    }
                    // An escape: skip the escaped byte (a line break there is a multi-line continuation).
                    pos = min(n, after + 1)
                    if !multiline && (at(after) == 0x0A || at(after) == 0x0D) { pos = after }
                    continue
                }
                pos += 1
            } else if c == UInt8(ascii: "\"") {
                let quoteLength = multiline ? 3 : 1
                var matches = true
                for k in 0 ..< quoteLength where at(pos + k) != UInt8(ascii: "\"") { matches = false }
                if matches {
                    for k in 0 ..< hashes where at(pos + quoteLength + k) != UInt8(ascii: "#") { matches = false }
                }
                if matches {
                    if pos > segmentStart { emit(.stringSegment, segmentStart, pos) }
                    let end = pos + quoteLength + hashes
                    emit(.stringQuote, pos, end, flags: multiline ? .multiline : [])
                    pos = end
                    return
                }
                pos += 1
            } else if !multiline && (c == 0x0A || c == 0x0D) {
                break
            } else {
                pos += 1
            }
        }
        if pos > segmentStart { emit(.stringSegment, segmentStart, pos, flags: .unterminated) }
        diagnose(pos, multiline ? "unterminated multi-line string literal" : "unterminated string literal")
    }
}
