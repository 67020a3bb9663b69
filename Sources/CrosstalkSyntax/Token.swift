/// What a token is. One byte, so a token stays 16 bytes.
public enum TokenKind: UInt8, Sendable, CaseIterable {
    /// A name, including backticked names and contextual keywords (`weak`, `get`, `actor`); `symbol` says which.
    case identifier
    /// A reserved word (`class`, `func`, `self`, `Self`, `true`, `in`, …); `symbol` says which.
    case keyword
    /// `$0`, `$value` (anonymous closure parameters and projected values).
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    /// Opening or closing delimiter of a string literal: `"`, `"""`, `#"`, `"##` …
    case stringQuote
    /// Literal text between quotes or interpolations.
    case stringSegment
    /// `\(` or `\#(` opening an interpolation inside a string.
    case interpolationStart
    /// The `)` that closes an interpolation.
    case interpolationEnd
    /// A whole regex literal: `/a+/`, `#/…/#`.
    case regexLiteral
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon
    /// `.` used for member access (not part of an operator like `..<`).
    case period
    /// `@` introducing an attribute.
    case atSign
    /// `#name`: `#selector`, `#available`, `#Preview`, `#warning` (not `#if` lines: those are trivia).
    case poundIdentifier
    /// `\` starting a key path.
    case backslash
    /// `->`
    case arrow
    /// `=` on its own (assignment, initializer, default value).
    case equal
    /// `?` bound to the left without space: optional chaining / optional type.
    case postfixQuestion
    /// `!` bound to the left without space: force unwrap / IUO type.
    case postfixBang
    /// Any other operator; `flags` tells prefix, postfix or binary.
    case `operator`
    /// A byte that starts no token (control character, stray byte); reported and skipped.
    case unknown
    /// End of file; always the last token.
    case endOfFile
}

/// One token: kind, spacing flags, byte range, and the interned symbol for words.
public struct Token: Sendable, Equatable {
    public var kind: TokenKind
    public var flags: TokenFlags
    /// Byte offset in the file.
    public var start: UInt32
    /// Length in bytes.
    public var length: UInt32
    /// For identifiers and keywords: the interned symbol (a `Word` raw value for known words); otherwise -1.
    public var symbol: Int32

    @inlinable public var end: Int { Int(start) + Int(length) }
    @inlinable public var isWord: Bool { kind == .identifier || kind == .keyword }
    /// True when this token is the known word `w` (keyword or identifier, not backticked).
    @inlinable public func `is`(_ w: Word) -> Bool { symbol == w.rawValue && !flags.contains(.backticked) }

    /// The standard library's operators that assign to their left operand besides `=` (`count += 1`, `cache ??= [:]`).
    public static let compoundAssignmentOperators: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "??="]
}

/// Spacing and shape facts the parser needs without re-reading bytes.
public struct TokenFlags: OptionSet, Sendable, Equatable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A line break (in whitespace or a comment) separates it from the previous token.
    public static let newlineBefore = TokenFlags(rawValue: 1 << 0)
    /// Whitespace or a comment separates it from the previous token.
    public static let spaceBefore = TokenFlags(rawValue: 1 << 1)
    /// `` `name` ``: a keyword spelled as an identifier.
    public static let backticked = TokenFlags(rawValue: 1 << 3)
    /// Operator used as prefix (bound right only).
    public static let prefixOperator = TokenFlags(rawValue: 1 << 4)
    /// Operator used as postfix (bound left only).
    public static let postfixOperator = TokenFlags(rawValue: 1 << 5)
    /// String quote of a multi-line (`"""`) literal.
    public static let multiline = TokenFlags(rawValue: 1 << 6)
    /// The construct ended at end of line/file without its terminator (a diagnostic was recorded).
    public static let unterminated = TokenFlags(rawValue: 1 << 7)
}

/// Comments and `#if`/`#elseif`/`#else`/`#endif` lines: kept beside the tokens so directives and markers stay readable.
public struct Trivia: Sendable, Equatable {
    public enum Kind: UInt8, Sendable {
        case lineComment, blockComment, docLineComment, docBlockComment
        /// A whole `#if cond` / `#elseif cond` / `#else` / `#endif` line. The parser sees through these so every branch is analyzed.
        case directive
    }
    public var kind: Kind
    public var start: UInt32
    public var length: UInt32
    @inlinable public var end: Int { Int(start) + Int(length) }
}

/// A problem found while lexing or parsing; never fatal.
public struct SyntaxDiagnostic: Sendable, Equatable {
    public var offset: Int
    public var message: String
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}
