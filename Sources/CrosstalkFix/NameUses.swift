import CrosstalkSyntax

/// One place the sources name something (not its declaration): what stands before it and what the code does with
/// the value named.
struct NameUse {
    /// The file's index.
    var file: Int
    /// Byte offset of the name.
    var offset: Int
    /// What stands before the dot: a name (`Type`, `self`, `Self`, `instance`), `?` for anything else (a call, a
    /// subscript), nil for a bare name.
    var qualifier: String?
    /// What the code does with the value named.
    var access: Access

    /// What a use does with the value named, decided from the tokens around it alone.
    enum Access {
        /// `name = …`, `name += …`, `&name`: the stored value is replaced or passed `inout`.
        case write
        /// The value as a whole, in a way that never needs it mutable: compared, passed, returned, bound, switched
        /// over. The name is not followed by `.`, `?`, `!`, `[` or `(`, not preceded by `&`, and every operator beside it is one of
        /// `readOnlyOperators`, so nothing can take it `inout`.
        case wholeValue
        /// `name(…)`: the value is called, which only a function or a type with `callAsFunction` allows; otherwise
        /// the name is something else's (`.default(…)`, an enum case or a static method of another type).
        case called
        /// Anything else: a member, a subscript, an optional chain, an operator that may take it `inout`. Through a
        /// value type, each of these may mutate the value (`mutating` methods, setters, `lazy` members).
        case continued
    }

    /// The standard library's operators that take no operand `inout` (the ternary `?` and `:` included).
    static let readOnlyOperators: Set<String> = [
        "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "??", "&&", "||", "!", "+", "-", "*", "/", "%", "...", "..<", "?",
    ]

    /// Every use of `name` in `streams`, in file order. Declarations (`let name`, `var name`, `case name`,
    /// `func name`) are not uses.
    static func find(_ name: String, in streams: [TokenStream]) -> [NameUse] {
        var found: [NameUse] = []
        for (file, stream) in streams.enumerated() {
            guard let symbol = stream.symbols.lookup(name) else { continue }
            let tokens = stream.tokens
            for i in tokens.indices where tokens[i].symbol == symbol && tokens[i].isWord {
                let previous = i > 0 ? tokens[i - 1] : nil
                if let previous, previous.is(.var_) || previous.is(.let_) || previous.is(.case_) || previous.is(.func_) { continue }
                var qualifier: String?
                var start = i
                if let previous, previous.kind == .period, i >= 2 {
                    let base = tokens[i - 2]
                    qualifier = base.isWord ? stream.text(base) : "?"
                    start = base.isWord ? i - 2 : i - 1
                }
                let before = start > 0 ? tokens[start - 1] : nil
                let after = tokens[min(i + 1, tokens.count - 1)]
                found.append(NameUse(file: file, offset: Int(tokens[i].start), qualifier: qualifier,
                                     access: access(before: before, after: after, stream: stream)))
            }
        }
        return found
    }

    /// The access a use makes, from the token before it (or its qualifier) and the token after it.
    static func access(before: Token?, after: Token, stream: TokenStream) -> Access {
        let beforeText = before.flatMap { $0.kind == .operator ? stream.text($0) : nil }
        let afterText = after.kind == .operator ? stream.text(after) : nil
        if beforeText == "&" || after.kind == .equal || afterText.map(Token.compoundAssignmentOperators.contains) == true { return .write }
        switch after.kind {
        case .leftParen: return .called
        case .period, .postfixQuestion, .postfixBang, .leftBracket: return .continued
        default: break
        }
        if let afterText, !readOnlyOperators.contains(afterText) { return .continued }
        if let beforeText, !readOnlyOperators.contains(beforeText), !Token.compoundAssignmentOperators.contains(beforeText) { return .continued }
        return .wholeValue
    }
}
