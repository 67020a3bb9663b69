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
}
