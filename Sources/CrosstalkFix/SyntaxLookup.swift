import CrosstalkSyntax

/// The tree questions fixers ask: which node a finding's offset names, what encloses it, where a line starts.
extension SyntaxTree {
    /// Index of the token starting exactly at `offset`, if any.
    func tokenIndex(startingAt offset: Int) -> Int32? {
        let tokens = stream.tokens
        var lo = 0
        var hi = tokens.count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2
            let start = Int(tokens[mid].start)
            if start == offset { return Int32(mid) }
            if start < offset { lo = mid + 1 } else { hi = mid - 1 }
        }
        return nil
    }

    /// The first node of `kind` whose `name` token starts at `offset` (a binding, a type declaration, a member).
    func node(_ kind: NodeKind, namedAt offset: Int) -> Int32? {
        guard let token = tokenIndex(startingAt: offset) else { return nil }
        return nodes.indices.first { nodes[$0].kind == kind && nodes[$0].name == token }.map(Int32.init)
    }

    /// The first node of `kind` whose first token starts at `offset` (a closure at its `{`).
    func node(_ kind: NodeKind, startingAt offset: Int) -> Int32? {
        guard let token = tokenIndex(startingAt: offset) else { return nil }
        return nodes.indices.first { nodes[$0].kind == kind && nodes[$0].firstToken == token }.map(Int32.init)
    }

    /// The node's ancestors, nearest first.
    func ancestors(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var current = nodes[Int(node)].parent
        while current >= 0 {
            result.append(current)
            current = nodes[Int(current)].parent
        }
        return result
    }

    /// Every node below `node`, in source order.
    func descendants(of node: Int32) -> [Int32] {
        var result: [Int32] = []
        var pending = Array(children(node).reversed())
        while let next = pending.popLast() {
            result.append(next)
            pending += children(next).reversed()
        }
        return result
    }

    /// The sibling just before `node` under its parent.
    func previousSibling(of node: Int32) -> Int32? {
        let parent = nodes[Int(node)].parent
        guard parent >= 0 else { return nil }
        var previous: Int32?
        for child in children(parent) {
            if child == node { return previous }
            previous = child
        }
        return nil
    }

    /// Text of a token.
    func text(ofToken index: Int32) -> String { stream.text(stream.tokens[Int(index)]) }

    /// Byte offset where a node's last token ends.
    func endOffset(_ node: Int32) -> Int { stream.tokens[Int(nodes[Int(node)].lastToken)].end }

    /// The whitespace a line starts with, for the line holding `offset`.
    func indentation(ofLineAt offset: Int) -> String {
        let file = stream.file
        let line = file.location(of: offset).line
        let start = Int(file.lineStarts[line - 1])
        var end = start
        while end < file.bytes.count && (file.bytes[end] == 0x20 || file.bytes[end] == 0x09) { end += 1 }
        return file.text(start, end - start)
    }

    /// Whether `link`, a link of a postfix chain naming a value (`self` in `self.x = v`, `delegate` in
    /// `self.delegate.f()`), is followed by a member and its chain is a whole expression statement or the left side of
    /// an assignment statement: with `link?.` the statement does the same while the value exists, and nothing
    /// once it is gone. The only statement of a code block may be its value (an implicit return, a branch of an
    /// `if` expression), so it counts only in a function that returns nothing; the only statement of a closure is
    /// left to the caller, who knows what the closure returns.
    func isChainableStatement(link: Int32) -> Bool {
        let chain = nodes[Int(link)].parent
        guard chain >= 0, nodes[Int(chain)].kind == .postfixChain, case let next = nodes[Int(link)].nextSibling, next >= 0,
              nodes[Int(next)].kind == .member else { return false }
        let parent = nodes[Int(chain)].parent
        guard parent >= 0 else { return false }
        switch nodes[Int(parent)].kind {
        case .closure: return true
        case .codeBlock: return !mayBeValue(chain)
        case .sequence:
            guard nodes[Int(parent)].firstChild == chain, isAssignment(parent) else { return false }
            let statement = nodes[Int(parent)].parent
            return statement >= 0 && (nodes[Int(statement)].kind == .closure || nodes[Int(statement)].kind == .codeBlock)
        default: return false
        }
    }

    /// Whether a statement of a code block may be a value: the only statement of a body that returns one (an
    /// implicit return), or of a branch of an `if`/`switch` that may itself be a value (an `if` expression).
    /// Anything unsure (an accessor's body, a `do`) may.
    func mayBeValue(_ statement: Int32) -> Bool {
        let parent = nodes[Int(statement)].parent
        guard parent >= 0 else { return false }
        switch nodes[Int(parent)].kind {
        case .sourceFile: return false
        case .conditional, .switchStatement: return mayBeValue(parent)
        case .codeBlock, .switchCase:
            guard Array(children(parent)).count == 1 else { return false }
            let holder = nodes[Int(parent)].parent
            guard holder >= 0 else { return true }
            switch nodes[Int(holder)].kind {
            case .function: return !isBodyOfFunctionReturningNothing(parent)
            case .conditional, .switchStatement: return mayBeValue(holder)
            case .forIn: return false
            default: return true
            }
        default: return true
        }
    }

    /// A function's body whose declaration writes no result type (`func f()`, `init(…)`).
    func isBodyOfFunctionReturningNothing(_ block: Int32) -> Bool {
        let function = nodes[Int(block)].parent
        guard function >= 0, nodes[Int(function)].kind == .function else { return false }
        return !(nodes[Int(function)].firstToken ..< nodes[Int(block)].firstToken).contains { stream.tokens[Int($0)].kind == .arrow }
    }

    /// `a = b` or `a += b + c`: a sequence whose first operator assigns (assignment binds loosest, so the rest is
    /// the right side).
    func isAssignment(_ node: Int32) -> Bool {
        guard nodes[Int(node)].kind == .sequence else { return false }
        let children = Array(children(node))
        return children.count >= 3 && nodes[Int(children[1])].kind == .binaryOperator && nodes[Int(children[1])].flags & OperatorFlags.assignment != 0
    }

    /// The parameters of a parameter clause (`(for theme: Theme? = nil, _ x: Int)`).
    func parameters(_ clause: Int32) -> [DeclaredParameter] {
        let inner = text(clause).dropFirst().dropLast()
        var pieces: [String] = []
        var current = ""
        var depth = 0
        var previous: Character = " "
        for ch in inner {
            if "([<".contains(ch) { depth += 1 } else if ")]".contains(ch) || (ch == ">" && previous != "-") { depth -= 1 }
            if ch == "," && depth == 0 { pieces.append(current); current = "" } else { current.append(ch) }
            previous = ch
        }
        if !current.allSatisfy(\.isWhitespace) { pieces.append(current) }
        return pieces.compactMap { piece in
            guard let colon = piece.firstIndex(of: ":") else { return nil }
            let names = piece[..<colon].split(whereSeparator: \.isWhitespace)
            var rest = piece[piece.index(after: colon)...]
            let hasDefault = rest.contains("=")
            if let equal = rest.firstIndex(of: "=") { rest = rest[..<equal] }
            guard let first = names.first else { return nil }
            return DeclaredParameter(label: String(first), name: String(names.last ?? first), type: String(rest.filter { !$0.isWhitespace }), hasDefault: hasDefault)
        }
    }
}

/// One parameter of a function as declared.
struct DeclaredParameter {
    /// The argument label, `_` for none.
    var label: String
    /// The name inside the function.
    var name: String
    /// The type as written, without spaces.
    var type: String
    /// `= value` follows, so a call may leave the argument out.
    var hasDefault: Bool
}
