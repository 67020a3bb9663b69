import Synchronization

/// A pattern that cannot be compiled.
public struct GlobError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public var pattern: String
    /// What is wrong with it.
    public var reason: String

    /// `invalid glob 'x[': unclosed '['`.
    public var description: String { "invalid glob '\(pattern)': \(reason)" }
}

/// A compiled glob over `/`-separated relative paths, matched byte by byte.
///
/// Semantics, chosen to be what `.gitignore` users expect:
/// - `*` matches any run of bytes within one path segment, `?` one character (a whole UTF-8 scalar),
///   `[abc]`, `[a-z]` one byte from the class (`[!…]` or `[^…]` negates; classes are ASCII-only), and
///   `\x` the byte `x` literally.
/// - `**` as a whole segment matches zero or more segments (`a/**/b` matches `a/b` and `a/x/y/b`);
///   inside a segment it is just `*`.
/// - A pattern without a slash (`Generated`, `*.pb.swift`) matches the last segment of a path, so it
///   applies to a file or folder name at any depth. A pattern with a slash is anchored at the root the
///   paths are relative to (the configuration file's folder); a leading `/` or `./` only anchors.
/// - A trailing slash (`Pods/`) matches directories only.
/// - Matching is case-sensitive, and a pattern matches a path, not its contents: callers that want
///   "this folder and everything in it" use `GlobSet.matchesPathOrAncestor` or prune while walking.
/// - `!negation` is rejected rather than silently taken as a literal `!`, since users coming from
///   `.gitignore` would expect it to re-include.
public struct Glob: Sendable, Hashable {
    /// One byte-level element of a segment pattern.
    enum Atom: Hashable {
        /// This byte.
        case byte(UInt8)
        /// `?`: one UTF-8 character.
        case anyCharacter
        /// `*`: any run of characters.
        case star
        /// `[…]`: one byte of the set.
        case set(ByteSet)
    }

    /// One `/`-separated piece of the pattern.
    enum Segment: Hashable {
        /// `**`: zero or more whole segments.
        case anySegments
        /// Bytes compared as they are, the common case (`Sources`, `Pods`).
        case literal([UInt8])
        /// Anything else, matched atom by atom.
        case wildcard([Atom])
    }

    /// The pattern as written.
    public let pattern: String
    /// The compiled pattern; an unanchored one has exactly one segment.
    let segments: [Segment]
    /// Whether the pattern is matched from the root (it had a slash) rather than against the last segment.
    let isAnchored: Bool
    /// Whether the pattern ended in `/`.
    let isDirectoryOnly: Bool

    /// Compiles `pattern`, or explains why it is not a valid glob.
    public init(_ pattern: String) throws(GlobError) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        func fail(_ reason: String) -> GlobError { GlobError(pattern: pattern, reason: reason) }
        if bytes.first == UInt8(ascii: "!") { throw fail("negated patterns ('!…') are not supported") }
        var anchored = false
        while bytes.starts(with: [UInt8(ascii: "."), UInt8(ascii: "/")]) {
            bytes.removeFirst(2)
            anchored = true
        }
        while bytes.first == UInt8(ascii: "/") {
            bytes.removeFirst()
            anchored = true
        }
        var directoryOnly = false
        while bytes.last == UInt8(ascii: "/") {
            bytes.removeLast()
            directoryOnly = true
        }
        let pieces = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
        if pieces.isEmpty { throw fail("the pattern is empty") }
        var segments: [Segment] = []
        for piece in pieces {
            if piece.elementsEqual([UInt8(ascii: "*"), UInt8(ascii: "*")]) {
                if segments.last != .anySegments { segments.append(.anySegments) }
                continue
            }
            segments.append(try Glob.compile(Array(piece), fail: fail))
        }
        self.segments = segments
        self.isAnchored = anchored || bytes.contains(UInt8(ascii: "/"))
        self.isDirectoryOnly = directoryOnly
    }

    private static func compile(_ piece: [UInt8], fail: (String) -> GlobError) throws(GlobError) -> Segment {
        var atoms: [Atom] = []
        var i = 0
        while i < piece.count {
            let byte = piece[i]
            i += 1
            switch byte {
            case UInt8(ascii: "\\"):
                guard i < piece.count else { throw fail("trailing '\\'") }
                atoms.append(.byte(piece[i]))
                i += 1
            case UInt8(ascii: "*"):
                if atoms.last != .star { atoms.append(.star) }
            case UInt8(ascii: "?"):
                atoms.append(.anyCharacter)
            case UInt8(ascii: "["):
                let (set, next) = try compileClass(piece, from: i, fail: fail)
                atoms.append(.set(set))
                i = next
            default:
                atoms.append(.byte(byte))
            }
        }
        let bytes = atoms.compactMap { atom -> UInt8? in
            if case .byte(let byte) = atom { return byte }
            return nil
        }
        return bytes.count == atoms.count ? .literal(bytes) : .wildcard(atoms)
    }

    /// Compiles the class whose body starts at `start` (just after `[`); returns it and the index after `]`.
    private static func compileClass(_ piece: [UInt8], from start: Int, fail: (String) -> GlobError) throws(GlobError) -> (ByteSet, Int) {
        var i = start
        var negated = false
        if i < piece.count, piece[i] == UInt8(ascii: "!") || piece[i] == UInt8(ascii: "^") {
            negated = true
            i += 1
        }
        var set = ByteSet()
        var first = true
        while true {
            guard i < piece.count else { throw fail("unclosed '['") }
            var low = piece[i]
            // A `]` right after `[` or `[!` is a member, as in POSIX shells.
            if low == UInt8(ascii: "]"), !first { break }
            first = false
            if low == UInt8(ascii: "\\") {
                i += 1
                guard i < piece.count else { throw fail("unclosed '['") }
                low = piece[i]
            }
            var high = low
            if i + 2 < piece.count, piece[i + 1] == UInt8(ascii: "-"), piece[i + 2] != UInt8(ascii: "]") {
                high = piece[i + 2]
                i += 2
                if high < low { throw fail("reversed range in '[…]'") }
            }
            if high >= 0x80 { throw fail("character classes may only contain ASCII characters") }
            for b in low...high { set.insert(b) }
            i += 1
        }
        if negated { set.invert() }
        return (set, i + 1)
    }

    /// Whether `path` (relative, `/`-separated, no leading `./`) matches; `isDirectory` matters for `dir/` patterns.
    public func matches(_ path: String, isDirectory: Bool = false) -> Bool {
        var path = path
        return path.withUTF8 { matches(utf8: $0, isDirectory: isDirectory) }
    }

    /// `matches(_:isDirectory:)` over the path's UTF-8 bytes, for callers that already hold them.
    func matches(utf8 path: UnsafeBufferPointer<UInt8>, isDirectory: Bool) -> Bool {
        if isDirectoryOnly, !isDirectory { return false }
        var end = path.count
        while end > 0, path[end - 1] == UInt8(ascii: "/") { end -= 1 }
        if isAnchored { return matchesSegments(path, end: end) }
        var start = end
        while start > 0, path[start - 1] != UInt8(ascii: "/") { start -= 1 }
        return start < end && Glob.matches(segments[0], path, start, end)
    }

    /// Segment-level wildcard matching where `**` plays the part of `*`: the classic single-backtrack
    /// algorithm, linear in practice, with no allocation.
    private func matchesSegments(_ path: UnsafeBufferPointer<UInt8>, end: Int) -> Bool {
        var p = 0
        // `position` is the start of the next unmatched path segment; past `end` means none is left.
        var position = end == 0 ? 1 : 0
        var starSegment = -1
        var starPosition = 0
        while true {
            if p < segments.count {
                if segments[p] == .anySegments {
                    starSegment = p
                    starPosition = position
                    p += 1
                    continue
                }
                if position <= end {
                    let segmentEnd = Glob.nextSlash(path, from: position, end: end)
                    if Glob.matches(segments[p], path, position, segmentEnd) {
                        p += 1
                        position = segmentEnd + 1
                        continue
                    }
                }
            } else if position > end {
                return true
            }
            // Let the last `**` swallow one more segment and retry from there.
            guard starSegment >= 0, starPosition <= end else { return false }
            starPosition = Glob.nextSlash(path, from: starPosition, end: end) + 1
            position = starPosition
            p = starSegment + 1
        }
    }

    private static func nextSlash(_ path: UnsafeBufferPointer<UInt8>, from start: Int, end: Int) -> Int {
        var i = start
        while i < end, path[i] != UInt8(ascii: "/") { i += 1 }
        return i
    }

    /// Whether path bytes `start..<end` (one segment) match `segment`.
    private static func matches(_ segment: Segment, _ path: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        switch segment {
        case .anySegments:
            return true
        case .literal(let bytes):
            guard end - start == bytes.count else { return false }
            for k in 0..<bytes.count where bytes[k] != path[start + k] { return false }
            return true
        case .wildcard(let atoms):
            return matches(atoms, path, start, end)
        }
    }

    /// Byte-level wildcard matching within one segment (single backtrack point at the last `*`).
    private static func matches(_ atoms: [Atom], _ path: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        var a = 0
        var i = start
        var starAtom = -1
        var starIndex = start
        while i < end {
            if a < atoms.count {
                switch atoms[a] {
                case .star:
                    starAtom = a
                    starIndex = i
                    a += 1
                    continue
                case .byte(let byte):
                    if path[i] == byte {
                        a += 1
                        i += 1
                        continue
                    }
                case .anyCharacter:
                    a += 1
                    i = nextCharacter(path, after: i, end: end)
                    continue
                case .set(let set):
                    if set.contains(path[i]) {
                        a += 1
                        // Members are ASCII, so a non-ASCII byte got here through negation: take its whole character.
                        i = path[i] < 0x80 ? i + 1 : nextCharacter(path, after: i, end: end)
                        continue
                    }
                }
            }
            guard starAtom >= 0 else { return false }
            // The star takes one more character (not byte, so `?` after it stays aligned to characters).
            starIndex = nextCharacter(path, after: starIndex, end: end)
            i = starIndex
            a = starAtom + 1
        }
        while a < atoms.count, atoms[a] == .star { a += 1 }
        return a == atoms.count
    }

    /// The index after the UTF-8 scalar starting at `i`: continuation bytes (`10xxxxxx`) belong to it.
    private static func nextCharacter(_ path: UnsafeBufferPointer<UInt8>, after i: Int, end: Int) -> Int {
        var next = i + 1
        while next < end, path[next] & 0xC0 == 0x80 { next += 1 }
        return next
    }
}

/// A set of bytes as a 256-bit mask.
struct ByteSet: Hashable {
    private var low: UInt64 = 0, midLow: UInt64 = 0, midHigh: UInt64 = 0, high: UInt64 = 0

    /// Adds `byte`.
    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: low |= bit
        case 1: midLow |= bit
        case 2: midHigh |= bit
        default: high |= bit
        }
    }

    /// Complements the set; a negated class then also matches non-ASCII bytes, as `[!a]` should match `é`.
    mutating func invert() {
        low = ~low
        midLow = ~midLow
        midHigh = ~midHigh
        high = ~high
    }

    /// Whether `byte` is in the set.
    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return low & bit != 0
        case 1: return midLow & bit != 0
        case 2: return midHigh & bit != 0
        default: return high & bit != 0
        }
    }
}

/// Several globs that match when any of them does: a configuration's `include`, `exclude` or a module's paths.
public struct GlobSet: Sendable, Hashable {
    /// The compiled globs, in the order given.
    public let globs: [Glob]

    /// A set without patterns.
    public init() { globs = [] }

    /// A set of already compiled globs.
    public init(compiled: [Glob]) { globs = compiled }

    /// Compiles every pattern; the first invalid one is the error.
    public init(_ patterns: [String]) throws(GlobError) {
        var globs: [Glob] = []
        for pattern in patterns { globs.append(try Glob(pattern)) }
        self.globs = globs
    }

    /// Whether the set has no patterns.
    public var isEmpty: Bool { globs.isEmpty }

    /// The patterns as written.
    public var patterns: [String] { globs.map(\.pattern) }

    /// Whether any glob matches `path` itself.
    public func matches(_ path: String, isDirectory: Bool = false) -> Bool {
        var path = path
        return path.withUTF8 { bytes in globs.contains { $0.matches(utf8: bytes, isDirectory: isDirectory) } }
    }

    /// Whether any glob matches `path` or one of the folders containing it (`Sources/App` covers
    /// `Sources/App/Views/X.swift`), which is how module and layer path globs assign files.
    public func matchesPathOrAncestor(_ path: String, isDirectory: Bool = false) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            for end in 0..<bytes.count where bytes[end] == UInt8(ascii: "/") && end > 0 {
                let folder = UnsafeBufferPointer(rebasing: bytes[0..<end])
                if globs.contains(where: { $0.matches(utf8: folder, isDirectory: true) }) { return true }
            }
            return globs.contains { $0.matches(utf8: bytes, isDirectory: isDirectory) }
        }
    }
}

/// The two ways the architecture configuration uses globs, on the one matcher the whole tool shares
/// (`include`/`exclude` use it too, so every glob in `.crosstalk.json` means the same thing).
extension Glob {
    /// Module and layer path globs: `path` (relative, `/`-separated) or a folder above it matches, so a folder
    /// pattern (`Features`, `Features/`) names everything inside. An invalid pattern matches nothing.
    public static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        var pattern = Substring(pattern)
        while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        guard !pattern.isEmpty, let glob = compiled(String(pattern)) else { return pattern.isEmpty }
        return GlobSet(compiled: [glob]).matchesPathOrAncestor(path)
    }

    /// Type-name patterns (`*ViewModel`, `App*`) over the whole name, dots included; exact without wildcards.
    public static func matchesName(_ pattern: String, _ name: String) -> Bool {
        if !pattern.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "[") }) { return pattern == name }
        // Paths are never empty, names can be: only a pattern of stars matches nothing at all.
        if name.isEmpty { return pattern.allSatisfy { $0 == "*" } }
        guard !name.utf8.contains(UInt8(ascii: "/")), let glob = compiled(pattern) else { return false }
        return glob.matches(name)
    }

    /// Layer and module patterns are tested for every node of the graph: compile each once per process.
    static func compiled(_ pattern: String) -> Glob? {
        if let hit = compiledCache.withLock({ $0[pattern] }) { return hit }
        let glob = try? Glob(pattern)
        compiledCache.withLock { $0[pattern] = .some(glob) }
        return glob
    }

    private static let compiledCache = Mutex<[String: Glob?]>([:])
}
