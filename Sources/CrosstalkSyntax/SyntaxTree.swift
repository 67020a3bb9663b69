/// What a syntax node is. The tree is light: exact where the rules look (declarations, closures,
/// call chains, assignments, statements that decide whether a value is kept), coarse elsewhere.
public enum NodeKind: UInt8, Sendable {
    case sourceFile
    // Declarations
    /// `@name(args)`; `name` = the attribute's name token.
    case attribute
    /// `private`, `private(set)`, `weak`, `nonisolated(unsafe)`, `static`, …; `name` = the word.
    case modifier
    /// class/struct/enum/actor/protocol/extension; `flags` = `TypeDeclKind`; `name` = name token (extension: first token of the extended type).
    case typeDecl
    /// `: A, B` of a type declaration; children are `typeRef`s.
    case inheritance
    /// A type written in the source; the range is the whole type text.
    case typeRef
    /// A `where` clause (range only).
    case whereClause
    /// `{ … }` of a type declaration; children are declarations.
    case memberBlock
    /// `var`/`let` declaration; `flags` = `VarFlags`; children: attributes, modifiers, bindings.
    case varDecl
    /// One `name: Type = value { accessors }`; `name` = the bound name (-1 for tuple patterns); children: typeRef?, initializer expression?, accessorBlock?.
    case binding
    /// `{ get set }`, `{ willSet didSet }` or a bare getter body; `flags` = `AccessorFlags`; children: accessors or statements.
    case accessorBlock
    /// `get { … }`, `didSet { … }`; `name` = the accessor word; child: codeBlock (absent in protocols).
    case accessor
    /// func/init/deinit/subscript; `flags` = `FunctionKind`; `name` = name token; children: attributes, modifiers, parameterClause, typeRef (result), codeBlock/accessorBlock.
    case function
    /// `( … )` parameters of a function (range only).
    case parameterClause
    /// `case a, b(Int)` in an enum.
    case enumCase
    /// import, typealias, associatedtype, operator, precedencegroup, macro: `name` = the introducing keyword.
    case otherDecl
    // Statements
    /// `{ … }` body of a function, accessor, or statement; children are statements and expressions (an expression child is an expression statement).
    case codeBlock
    case returnStatement
    case throwStatement
    /// if/guard/while/repeat; `name` = the keyword token; children: conditions and bodies (an `else` branch is a codeBlock or another conditional).
    case conditional
    /// `let x = e`, `var x = e`, `let x`, `case .p = e` in a condition; `name` = bound name or -1; child: the initializer expression.
    case conditionBinding
    /// `for [await] pattern in sequence where cond { }`; `flags` = `ForInFlags`; children: sequence expression, where expression?, codeBlock.
    case forIn
    /// `switch subject { case …: … }`; children: subject expression, switchCase…
    case switchStatement
    /// One `case …:` or `default:`; children are statements.
    case switchCase
    /// `do { } catch { }`; children: codeBlocks.
    case doStatement
    case deferStatement
    /// break, continue, fallthrough and statements the parser skips over.
    case otherStatement
    // Expressions
    /// `a op b op c`, flat; children alternate operand and `binaryOperator`.
    case sequence
    /// `=`, `+`, `??`, `as`, `is`, ternary `?` / `:`; `name` = the operator token; `flags` = `OperatorFlags`.
    case binaryOperator
    /// `try`, `try?`, `await`, `!x`, `&x`, `-x`; `name` = the operator; child: the operand.
    case prefixExpression
    /// A primary followed by suffixes: children = [primary, member | call | subscriptCall | postfix …].
    case postfixChain
    /// A name: identifier, `self`, `super`, `Self`, `$0`, `_`; `name` = the token.
    case reference
    /// Number, regex, `nil`, `true`, `false`.
    case literal
    /// A string literal; children are the expressions inside interpolations.
    case stringLiteral
    /// `{ [captures] params in body }`; children: captureList?, closureSignature?, statements…
    case closure
    /// `[weak self, x = y]`; children: captureItems.
    case captureList
    /// One capture; `name` = captured name; `flags` = `CaptureFlags`; child: the initializer expression for `x = expr`.
    case captureItem
    /// Closure parameters and effects up to `in` (range only).
    case closureSignature
    /// `( … )`: tuple or parenthesized expression; children are arguments.
    case tuple
    /// `[a, b]` or `[k: v]`; `flags` = `CollectionFlags`; children are the element expressions (keys and values alternate for dictionaries).
    case collection
    /// `.member` with an implied base; `name` = the member token.
    case implicitMember
    /// `\Type.path`; range only.
    case keyPath
    /// `#selector(…)`, `#Preview`; `name` = the pound token.
    case macroExpansion
    /// `.name` suffix in a chain; `name` = the member token.
    case member
    /// `( … )` and/or trailing closures after a chain element; children are arguments.
    case call
    /// `[ … ]` suffix; children are arguments.
    case subscriptCall
    /// `?`, `!` or a postfix operator suffix; `name` = its token.
    case postfix
    /// `label: expression` inside a call; `name` = label token or -1; `flags` = `ArgumentFlags`; child: the expression.
    case argument
    /// Tokens the parser could not understand (skipped with a diagnostic) or skipped because nesting was too deep.
    case skipped
}

/// `flags` of a `typeDecl`.
public enum TypeDeclKind: UInt16, Sendable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// The kind of a `function`, in its flags' `FunctionFlags.kindBits`.
public enum FunctionKind: UInt16, Sendable {
    case function, initializer, deinitializer, `subscript`

    /// The kind a `function` node's flags hold.
    public init(flags: UInt16) { self = FunctionKind(rawValue: flags & FunctionFlags.kindBits) ?? .function }
}

/// `flags` of a `function`: its `FunctionKind`, and its effects.
public enum FunctionFlags {
    public static let kindBits: UInt16 = 3
    /// Declared `throws` or `rethrows`: it may fail instead of returning.
    public static let canThrow: UInt16 = 4
}

/// `flags` of a `varDecl`.
public enum VarFlags {
    public static let isLet: UInt16 = 1
    /// Declared inside a code block (a local variable), not a member or global.
    public static let isLocal: UInt16 = 2
}

/// `flags` of an `accessorBlock`.
public enum AccessorFlags {
    /// Has `get`/`set`/`_read`/`_modify` or is a bare getter body: the property is computed.
    public static let computed: UInt16 = 1
    /// Has `willSet`/`didSet`: stored with observers.
    public static let observers: UInt16 = 2
}

/// `flags` of a `captureItem`.
public enum CaptureFlags {
    public static let weak: UInt16 = 1
    public static let unowned: UInt16 = 2
}

/// `flags` of a `forIn`.
public enum ForInFlags {
    /// `for await` / `for try await`: iterates an asynchronous sequence.
    public static let isAwait: UInt16 = 1
}

/// `flags` of a `collection`.
public enum CollectionFlags {
    /// `[k: v]` or `[:]`: a dictionary literal.
    public static let isDictionary: UInt16 = 1
}

/// `flags` of a `conditionBinding`.
public enum ConditionBindingFlags {
    /// `if let x = …` / `guard var x = …`: an optional binding that declares a name.
    public static let isOptionalBinding: UInt16 = 1
    /// `if case .some(let x) = …`: a pattern match.
    public static let isCasePattern: UInt16 = 2
}

/// `flags` of an `argument`.
public enum ArgumentFlags {
    /// A trailing closure (`f { }` or a labeled `} completion: { }`), not an argument inside the parentheses.
    public static let isTrailingClosure: UInt16 = 1
}

/// `flags` of a `binaryOperator`.
public enum OperatorFlags {
    public static let assignment: UInt16 = 1
    public static let cast: UInt16 = 2
    public static let ternary: UInt16 = 4
}

/// One node of the arena. 32 bytes; links are indices into `SyntaxTree.nodes` (-1 = none).
public struct SyntaxNode: Sendable {
    public var kind: NodeKind
    public var flags: UInt16
    public var firstToken: Int32
    /// Inclusive.
    public var lastToken: Int32
    public var parent: Int32
    public var firstChild: Int32
    public var lastChild: Int32
    public var nextSibling: Int32
    /// The node's key token (see `NodeKind`), or -1.
    public var name: Int32
}

/// The nodes of a parsed file, in the buffer the parser built them in: handed over, not copied into an array
/// (a copy would touch every node of every file once more). Read-only once built.
public final class SyntaxNodes: RandomAccessCollection, @unchecked Sendable {
    @usableFromInline let base: UnsafeMutablePointer<SyntaxNode>
    public let endIndex: Int
    public var startIndex: Int { 0 }

    init(_ buffer: UnsafeMutablePointer<SyntaxNode>, count: Int) {
        base = buffer
        endIndex = count
    }

    deinit { base.deallocate() }

    @inlinable public subscript(index: Int) -> SyntaxNode {
        precondition(UInt(bitPattern: index) < UInt(endIndex), "node index out of range")
        return base[index]
    }
}

/// A parsed file: the token stream plus the node arena (node 0 is the `sourceFile`).
public struct SyntaxTree: Sendable {
    public var stream: TokenStream
    public let nodes: SyntaxNodes
    /// Lexer and parser diagnostics together.
    public var diagnostics: [SyntaxDiagnostic]

    @inlinable public var file: SourceFile { stream.file }
    @inlinable public subscript(_ node: Int32) -> SyntaxNode { nodes[Int(node)] }

    /// Children of `node`, in source order.
    @inlinable public func children(_ node: Int32) -> ChildSequence { ChildSequence(nodes: nodes, next: nodes[Int(node)].firstChild) }

    /// The first child of `node` with the given kind.
    @inlinable public func child(_ node: Int32, _ kind: NodeKind) -> Int32? {
        var c = nodes[Int(node)].firstChild
        while c >= 0 {
            if nodes[Int(c)].kind == kind { return c }
            c = nodes[Int(c)].nextSibling
        }
        return nil
    }

    /// The token at `index` (-1 gives the end-of-file token).
    @inlinable public func token(_ index: Int32) -> Token {
        index >= 0 ? stream.tokens[Int(index)] : stream.tokens[stream.tokens.count - 1]
    }

    /// Text of a node's `name` token ("" when it has none); backticks are stripped.
    public func nameText(_ node: Int32) -> String {
        let n = nodes[Int(node)].name
        guard n >= 0 else { return "" }
        let t = stream.tokens[Int(n)]
        if t.flags.contains(.backticked) { return stream.symbols.text(t.symbol) }
        // A known word's string is made once per process, but only a token spelled as the word is the word:
        // `$name` carries the symbol of `name`.
        let words = stream.symbols.lexicon.strings
        if t.symbol >= 0 && Int(t.symbol) < words.count {
            let word = words[Int(t.symbol)]
            if Int(t.length) == word.utf8.count { return word }
        }
        return stream.text(t)
    }

    /// Source text of a node's whole range.
    public func text(_ node: Int32) -> String {
        let n = nodes[Int(node)]
        return stream.text(from: Int(n.firstToken), through: Int(n.lastToken))
    }

    /// Source text of a node with every whitespace run collapsed to one space, capped at about `limit` bytes.
    /// Works on bytes: facts call it for every summarized expression.
    public func compactText(_ node: Int32, limit: Int = 200) -> String {
        let n = nodes[Int(node)]
        let start = Int(stream.tokens[Int(n.firstToken)].start)
        let end = max(start, stream.tokens[Int(n.lastToken)].end)
        // Written straight into the string's storage. A range shorter than the limit cannot be cut and collapsing never
        // adds bytes, so its own length is enough (and 15 bytes or less make a string with no heap storage); otherwise
        // at most: the kept bytes (a space and a byte can pass the limit together), up to 3 bytes finishing the
        // character at the cut, and the ellipsis.
        let span = end - start
        let capacity = span < limit ? span : min(span, limit + 4) + 3
        return stream.file.bytes.withUnsafeBufferPointer { buf in
            String(unsafeUninitializedCapacity: capacity) { out in
                var count = 0
                var pendingSpace = false
                var i = start
                let base = UnsafeRawPointer(buf.baseAddress!)
                let target = UnsafeMutableRawPointer(out.baseAddress!)
                while i < end {
                    // Eight bytes at a time while none is a space or control byte and the limit is more than eight
                    // bytes away (so no cut can fall inside them): most of an expression. `count + 8` stays within
                    // the capacity, since collapsing never makes the output longer than the bytes read.
                    if !pendingSpace && i + 8 <= end && count + 8 < limit {
                        let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                        if ByteWords.bytes(below: 0x21, in: word) == 0 {
                            target.storeBytes(of: word, toByteOffset: count, as: UInt64.self)
                            i += 8
                            count += 8
                            continue
                        }
                    }
                    let b = buf[i]
                    if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D {
                        pendingSpace = count > 0
                    } else {
                        if pendingSpace {
                            out[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        out[count] = b
                        count += 1
                        if count >= limit {
                            // Cut on a character boundary (invalid input: after at most 3 more bytes), then mark the cut.
                            var extra = 0
                            while i + 1 < end && buf[i + 1] & 0xC0 == 0x80 && extra < 3 {
                                i += 1
                                extra += 1
                                out[count] = buf[i]
                                count += 1
                            }
                            out[count] = 0xE2
                            out[count + 1] = 0x80
                            out[count + 2] = 0xA6
                            count += 3
                            break
                        }
                    }
                    i += 1
                }
                return count
            }
        }
    }

    /// First byte of a token (0 for an empty token).
    @inlinable public func firstByte(_ token: Token) -> UInt8 {
        token.length > 0 ? stream.file.bytes[Int(token.start)] : 0
    }

    /// Byte offset where a node starts.
    public func offset(_ node: Int32) -> Int { Int(stream.tokens[Int(nodes[Int(node)].firstToken)].start) }
}

/// Iterates a node's children without allocating.
/// Inlinable, like the lookups below: every fact extractor loops over children, and a call into this module per
/// child would cost more than the step to the next sibling it makes.
public struct ChildSequence: Sequence, IteratorProtocol {
    @usableFromInline let nodes: SyntaxNodes
    @usableFromInline var cursor: Int32
    @usableFromInline init(nodes: SyntaxNodes, next: Int32) {
        self.nodes = nodes
        self.cursor = next
    }
    @inlinable public mutating func next() -> Int32? {
        guard cursor >= 0 else { return nil }
        let current = cursor
        cursor = nodes[Int(current)].nextSibling
        return current
    }
}

extension SyntaxTree {
    /// An indented outline of the tree (kind and name per node), for tests and `--debug` output.
    public func dump(_ node: Int32 = 0, indent: Int = 0) -> String {
        var out = String(repeating: "  ", count: indent) + "\(nodes[Int(node)].kind)"
        let name = nameText(node)
        if !name.isEmpty { out += " \(name)" }
        out += "\n"
        for child in children(node) { out += dump(child, indent: indent + 1) }
        return out
    }
}
