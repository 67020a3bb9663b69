#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One Swift source file: its bytes and a line-start table so offsets become line/column only at the edge.
public final class SourceFile: Sendable {
    /// The path as given by the caller (reports decide how to display it).
    public let path: String
    /// The file's bytes, exactly as read.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [UInt32]

    /// Whether the file has any `\r` (the lexer then cannot find line ends with memchr alone).
    let hasCarriageReturn: Bool

    /// Wraps bytes read from `path`; builds the line table in one pass (`\n`, `\r\n` and a lone `\r` end a line).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        (lineStarts, hasCarriageReturn) = bytes.withUnsafeBufferPointer(SourceFile.lineTable)
    }

    /// The first offset of every line, and whether there is any `\r`.
    private static func lineTable(_ buf: UnsafeBufferPointer<UInt8>) -> ([UInt32], Bool) {
        // Collected in raw memory (appending to an Array checks uniqueness per line), in a local that stays in
        // registers across the memchr calls.
        var starts = AppendBuffer<UInt32>(capacity: buf.count / 32 + 1)
        defer { starts.deallocate() }
        starts.append(0)
        guard let base = buf.baseAddress else { return (starts.array(), false) }
        let n = buf.count
        if memchr(base, 0x0D, n) == nil {
            // The common case: `\n` only, found with memchr.
            var from = 0
            while from < n, let hit = memchr(base + from, 0x0A, n - from) {
                from = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) &+ 1
                starts.append(UInt32(truncatingIfNeeded: from))
            }
            return (starts.array(), false)
        }
        var i = 0
        while i < n {
            let c = buf[i]
            if c == 0x0A {
                starts.append(UInt32(i + 1))
            } else if c == 0x0D {
                if i + 1 < n && buf[i + 1] == 0x0A { i += 1 }
                starts.append(UInt32(i + 1))
            }
            i += 1
        }
        return (starts.array(), true)
    }

    /// Convenience for tests and snippets.
    public convenience init(path: String = "<memory>", text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// Number of lines; a trailing newline does not open an extra line.
    public var lineCount: Int {
        if let last = lineStarts.last, Int(last) == bytes.count, lineStarts.count > 1 { return lineStarts.count - 1 }
        return lineStarts.count
    }

    /// `location(of:)` for offsets met mostly in increasing order (a walk over the tree): `line` is the 0-based line
    /// of the previous offset, and is updated. The same line or the next few are checked before a binary search.
    public func location(of offset: Int, near line: inout Int) -> (line: Int, column: Int) {
        let target = UInt32(clamping: offset)
        let count = lineStarts.count
        var candidate = min(max(line, 0), count - 1)
        if lineStarts[candidate] <= target {
            for _ in 0 ..< 8 {
                if candidate + 1 == count || target < lineStarts[candidate + 1] {
                    line = candidate
                    return (candidate + 1, offset - Int(lineStarts[candidate]) + 1)
                }
                candidate += 1
            }
        }
        let found = location(of: offset)
        line = found.line - 1
        return found
    }

    /// 1-based line and 1-based UTF-8 byte column of a byte offset (binary search over the line table).
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let target = UInt32(clamping: offset)
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if lineStarts[mid] <= target { lo = mid } else { hi = mid - 1 }
        }
        return (lo + 1, offset - Int(lineStarts[lo]) + 1)
    }

    /// The text of a 1-based line without its line terminator.
    public func lineText(_ line: Int) -> String {
        guard line >= 1 && line <= lineStarts.count else { return "" }
        let start = Int(lineStarts[line - 1])
        var end = line < lineStarts.count ? Int(lineStarts[line]) : bytes.count
        while end > start && (bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether the bytes `range` hold `text` (a byte-for-byte match). Cheap enough to ask of every comment before
    /// making a `String` of it: memchr skips to each candidate first byte, so prose is passed over at memory speed.
    public func contains(_ text: StaticString, in range: Range<Int>) -> Bool {
        let length = text.utf8CodeUnitCount
        guard length > 0, range.lowerBound >= 0, range.upperBound <= bytes.count, range.count >= length else { return false }
        return bytes.withUnsafeBufferPointer { buf in
            var from = buf.baseAddress! + range.lowerBound
            let lastStart = buf.baseAddress! + range.upperBound - length
            while from <= lastStart, let hit = memchr(from, Int32(text.utf8Start[0]), lastStart - from + 1) {
                let candidate = UnsafePointer(hit.assumingMemoryBound(to: UInt8.self))
                if memcmp(candidate, text.utf8Start, length) == 0 { return true }
                from = candidate + 1
            }
            return false
        }
    }

    /// The text of a byte range (decoded leniently: invalid UTF-8 becomes U+FFFD).
    public func text(_ start: Int, _ length: Int) -> String {
        let lo = max(0, min(start, bytes.count))
        let hi = max(lo, min(start + length, bytes.count))
        return bytes.withUnsafeBufferPointer { String(copying: UnsafeBufferPointer(rebasing: $0[lo..<hi])) }
    }
}

/// Turns offsets into 1-based line and UTF-8 column for a reader that asks in mostly increasing order (a walk
/// over the tree) and is not itself mutable: each answer starts from the line of the one before.
public final class LineLocator {
    /// The file whose offsets are located.
    public let file: SourceFile
    /// The 0-based line of the last answer. Raw memory rather than a stored `var`: a class's `var` pays a dynamic
    /// exclusivity check on every access, and this is read and written for every fact of a file.
    @usableFromInline let lastLine: UnsafeMutablePointer<Int>

    /// A locator starting at the first line of `file`.
    public init(_ file: SourceFile) {
        self.file = file
        lastLine = .allocate(capacity: 1)
        lastLine.initialize(to: 0)
    }

    deinit { lastLine.deallocate() }

    /// The line and column of `offset` (see `SourceFile.location(of:near:)`).
    @inlinable public func location(of offset: Int) -> (line: Int, column: Int) {
        file.location(of: offset, near: &lastLine.pointee)
    }
}

extension String {
    /// Whether `text` occurs in the string, byte for byte. The standard library's `contains` of a string goes through
    /// generic Character-searching code and Foundation's (where a module imports it) through `NSString`: either costs
    /// thousands of instructions a call, where asking of every file or property wants a pass over the bytes.
    public func containsUTF8(_ text: String) -> Bool {
        var haystack = self, needle = text
        return haystack.withUTF8 { bytes in
            needle.withUTF8 { wanted in
                guard let first = wanted.first else { return true }
                guard bytes.count >= wanted.count else { return false }
                for i in 0 ... bytes.count - wanted.count where bytes[i] == first {
                    if bytes[i ..< i + wanted.count].elementsEqual(wanted) { return true }
                }
                return false
            }
        }
    }

    /// `bytes` decoded leniently (invalid UTF-8 becomes U+FFFD), copied straight into the string's storage: up to 15
    /// ASCII bytes (most names) then make a string without the validation pass `String(decoding:as:)` makes.
    init(copying bytes: UnsafeBufferPointer<UInt8>) {
        self.init(unsafeUninitializedCapacity: bytes.count) { out in
            if bytes.count > 0 { out.baseAddress!.initialize(from: bytes.baseAddress!, count: bytes.count) }
            return bytes.count
        }
    }
}
