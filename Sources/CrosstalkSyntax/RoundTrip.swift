/// Checks that tokens, trivia and the whitespace between them cover a file exactly once.
public enum RoundTrip {
    /// The first byte offset not reproduced (a gap holding non-whitespace, or an overlap); nil when the file round-trips.
    public static func firstMismatch(_ stream: TokenStream) -> Int? {
        var pieces: [(Int, Int)] = stream.tokens.dropLast().map { (Int($0.start), $0.end) }
        pieces += stream.trivia.map { (Int($0.start), $0.end) }
        pieces.sort { $0.0 < $1.0 }
        let bytes = stream.file.bytes
        var cursor = 0
        for (start, end) in pieces {
            if start < cursor { return start }
            for i in cursor ..< start where !isWhitespace(bytes[i]) { return i }
            cursor = end
        }
        if cursor > bytes.count { return bytes.count }
        for i in cursor ..< bytes.count where !isWhitespace(bytes[i]) { return i }
        return nil
    }

    @inline(__always) static func isWhitespace(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C || b == 0
    }
}
