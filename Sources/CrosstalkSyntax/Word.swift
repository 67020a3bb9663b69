/// Swift's own words, which every file's symbol table knows up front (`Lexicon`), so the parser compares integers,
/// not bytes. Words that matter only to an analysis of the code (`sink`, `NotificationCenter`) are the client's: it
/// adds them to a `Lexicon` of its own.
/// A case's spelling is its name without a trailing `_` (`class_` is `class`); `wildcard` is `_`.
/// Cases up to `lastReserved` are reserved keywords and lex as `.keyword`; the rest lex as identifiers.
public enum Word: Int32, CaseIterable, Sendable {
    // Reserved keywords.
    case associatedtype_, class_, deinit_, enum_, extension_, fileprivate_, func_, import_, init_, inout_
    case internal_, let_, operator_, private_, precedencegroup_, protocol_, public_, rethrows_, static_
    case struct_, subscript_, typealias_, var_, break_, case_, catch_, continue_, default_, defer_, do_
    case else_, fallthrough_, for_, guard_, if_, in_, repeat_, return_, throw_, switch_, where_, while_
    case Any_, as_, false_, is_, nil_, self_, Self_, super_, throws_, true_, try_, wildcard
    // Contextual keywords (identifiers that matter in some positions).
    case actor, any, some, async, await, weak, unowned, lazy, override, final, required, convenience
    case mutating, nonmutating, dynamic, optional, indirect, nonisolated, isolated, consuming, borrowing
    case sending, get, set, willSet, didSet, open, package, macro, distributed, safe, unsafe, each, then
    case _modify_, _read_, Type_, Protocol_
    case yield, reasync, consume, copy, prefix, postfix, infix, __consuming, __owned, __shared

    /// The last reserved keyword; every case after it lexes as an identifier.
    public static let lastReserved = Word.wildcard

    /// The source spelling.
    public var spelling: String { Word.strings[Int(rawValue)] }

    /// Every spelling as a `String`, index = symbol id: made once, so the names of known words (every modifier,
    /// most attributes, `self`) are not decoded again wherever a fact names one.
    public static let strings: [String] = spellings.map { String(decoding: $0, as: UTF8.self) }

    /// Every spelling in raw-value order; index = symbol id. Written out: deriving them from the case names with
    /// `String(describing:)` goes through runtime reflection for every case at every start. A test checks the two agree.
    public static let spellings: [[UInt8]] = ([
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "actor", "any",
        "some", "async", "await", "weak", "unowned", "lazy", "override", "final", "required", "convenience",
        "mutating", "nonmutating", "dynamic", "optional", "indirect", "nonisolated", "isolated", "consuming",
        "borrowing", "sending", "get", "set", "willSet", "didSet", "open", "package", "macro", "distributed", "safe",
        "unsafe", "each", "then", "_modify", "_read", "Type", "Protocol", "yield", "reasync", "consume", "copy",
        "prefix", "postfix", "infix", "__consuming", "__owned", "__shared",
    ] as [StaticString]).map { Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) }
}

/// A set of known words tested by symbol: a bit in four words, no heap, no array bounds check (the parser
/// asks at every statement start, the extractors at every chain).
public struct WordSet: Sendable {
    @usableFromInline let bits: (UInt64, UInt64, UInt64, UInt64)

    /// The set of Swift's words `words`.
    public init(_ words: [Word]) { self.init(symbols: words.map(\.rawValue)) }

    /// The set of the words with these symbols (a `Lexicon`'s words: the first 256 symbols).
    public init(symbols: [Int32]) {
        var bits: [UInt64] = [0, 0, 0, 0]
        for symbol in symbols {
            precondition(symbol >= 0 && symbol < 256, "WordSet holds the first 256 symbols")
            bits[Int(symbol) >> 6] |= 1 << UInt64(symbol & 63)
        }
        self.bits = (bits[0], bits[1], bits[2], bits[3])
    }

    /// True when `symbol` is one of the words (symbols of other names are never members).
    @inlinable public func contains(_ symbol: Int32) -> Bool {
        guard symbol >= 0 && symbol < 256 else { return false }
        let word: UInt64
        switch symbol >> 6 {
        case 0: word = bits.0
        case 1: word = bits.1
        case 2: word = bits.2
        default: word = bits.3
        }
        return (word >> UInt64(symbol & 63)) & 1 != 0
    }
}
