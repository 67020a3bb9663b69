/// Per-file identifier interning: byte spelling → dense `Int32` symbol. The words of the file's `Lexicon` occupy the
/// first ids. The words live in one table shared by every file (built once, never changed); a file's own names live
/// in a second table whose ids follow the words', so a file starts with an empty table instead of a copy of the words.
public struct SymbolTable: Sendable {
    /// This file's names other than the words.
    private var names: NameStore
    /// The words this table knew before its file was lexed.
    public let lexicon: Lexicon

    /// A table that knows the words of `lexicon`.
    public init(lexicon: Lexicon = .swift) {
        names = NameStore(NameTable(firstID: lexicon.count), source: [])
        self.lexicon = lexicon
    }

    init(names: NameStore, lexicon: Lexicon) {
        self.names = names
        self.lexicon = lexicon
    }

    /// Number of distinct symbols.
    public var count: Int { Int(names.table.firstID) + names.table.count }

    /// The symbol for `buf[start ..< start+length]`, adding it (with a copy of its bytes) when new.
    @discardableResult
    public mutating func intern(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int32 {
        if let id = lexicon.words.find(buf, start, length) { return id }
        if let id = names.find(buf, start, length) { return id }
        if !isKnownUniquelyReferenced(&names) { names = names.copy() }
        return names.intern(buf, start, length)
    }

    /// The spelling of a symbol; a known word's is the string made once for it (`Lexicon.strings`).
    public func text(_ symbol: Int32) -> String {
        guard symbol >= 0 && Int(symbol) < count else { return "" }
        return symbol < names.table.firstID ? lexicon.strings[Int(symbol)] : names.text(symbol)
    }

    /// The symbol of `text` if this file used it, else nil (for look-ups by name without interning).
    public func lookup(_ text: String) -> Int32? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { lexicon.words.find($0, 0, $0.count) ?? names.find($0, 0, $0.count) }
    }
}

/// A name ready for probing: its first bytes and its hash.
/// A name of up to 7 bytes is exactly its `key` (the bytes, zero-padded, with the length in the top byte); its hash
/// has the top bit clear and a longer name's has it set, so equal keys and hashes of short names mean equal names and
/// only longer names need their length and remaining bytes compared.
struct NameKey {
    var key: UInt64
    var hash: UInt32
    var length: Int

    /// The name `p[start ..< start+length]`; bytes are readable up to `p + end`.
    @inline(__always) init(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, readableEnd end: Int) {
        self.length = length
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        let first = NameKey.word(p, start, end)
        if length < 8 {
            key = first & ~(UInt64.max &<< UInt64(truncatingIfNeeded: length &* 8)) | UInt64(truncatingIfNeeded: length) &<< 56
            hash = UInt32(truncatingIfNeeded: (key &* multiplier) >> 32) & 0x7FFF_FFFF
            return
        }
        key = first
        // The last word ends at the name's end, overlapping the one before unless the length is a multiple of 8,
        // so no word needs masking.
        var h = (first ^ UInt64(length)) &* multiplier
        var i = start + 8
        let last = start + length - 8
        while i < last {
            h = (h ^ NameKey.load(p + i)) &* multiplier
            i += 8
        }
        h = (h ^ NameKey.load(p + last)) &* multiplier
        hash = UInt32(truncatingIfNeeded: h >> 32) | 0x8000_0000
    }

    /// Whether two names of `length` (8 or more) bytes with the same first eight have the same others, compared a
    /// word at a time (most are 9 to 16 bytes: one word after the first); the last word ends at the names' end
    /// like the hash's.
    @inline(__always) static func sameTail(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, length: Int) -> Bool {
        var i = 8
        let last = length - 8
        while i < last {
            if load(a + i) != load(b + i) { return false }
            i += 8
        }
        return load(a + last) == load(b + last)
    }

    @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(p).loadUnaligned(as: UInt64.self))
    }

    /// The eight bytes at `p + i` as a little-endian word, zero from `p + end` on.
    @inline(__always) static func word(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> UInt64 {
        if i &+ 8 <= end { return load(p + i) }
        var w: UInt64 = 0
        var k = end - 1
        while k >= i {
            w = w << 8 | UInt64(p[k])
            k -= 1
        }
        return w
    }
}

/// An open-addressing table of names in raw memory (no copy-on-write or bounds checks while probing).
/// A slot is a tag (the name's hash in the high half, its index + 1 in the low half; 0: empty) and the name's key.
/// Only the tags need zeroing, and a probe reads a key only when the hash matches. The tags, the keys and the
/// names' spellings share one allocation; the table doubles when half full, so room for half as many spellings as
/// there are slots is enough. Its owner frees it with `deallocate`.
struct NameTable {
    /// Where a name is spelled: in the lexed file's bytes, or in `copied`.
    struct Spelling {
        var start: Int
        var length: UInt32
        var inSource: Bool
    }

    /// Id of the first name in this table.
    let firstID: Int32
    /// The start of the allocation.
    private(set) var tags: UnsafeMutablePointer<UInt64>
    private(set) var keys: UnsafeMutablePointer<UInt64>
    private(set) var spellings: UnsafeMutablePointer<Spelling>
    private(set) var mask: Int
    private(set) var count = 0
    /// Spellings of names interned from buffers other than the file; allocated for the first of them.
    private(set) var copied: UnsafeMutablePointer<UInt8>?
    private(set) var copiedCount = 0
    private var copiedCapacity = 0

    init(firstID: Int32, slotCount: Int = 256) {
        self.firstID = firstID
        (tags, keys, spellings) = NameTable.allocate(slotCount: slotCount)
        tags.initialize(repeating: 0, count: slotCount)
        mask = slotCount - 1
    }

    /// `slotCount` tags and keys and half as many spellings, in one allocation that starts with the tags.
    private static func allocate(slotCount: Int) -> (UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<UInt64>, UnsafeMutablePointer<Spelling>) {
        let slotBytes = 2 * slotCount * MemoryLayout<UInt64>.stride
        let raw = UnsafeMutableRawPointer.allocate(byteCount: slotBytes + slotCount / 2 * MemoryLayout<Spelling>.stride,
                                                   alignment: max(MemoryLayout<UInt64>.alignment, MemoryLayout<Spelling>.alignment))
        let tags = raw.bindMemory(to: UInt64.self, capacity: 2 * slotCount)
        return (tags, tags + slotCount, (raw + slotBytes).bindMemory(to: Spelling.self, capacity: slotCount / 2))
    }

    /// An independent copy.
    func copy() -> NameTable {
        var other = NameTable(firstID: firstID, slotCount: mask + 1)
        other.tags.update(from: tags, count: mask + 1)
        other.keys.initialize(from: keys, count: mask + 1)
        other.spellings.initialize(from: spellings, count: count)
        other.count = count
        if let copied {
            other.reserveCopied(copiedCapacity)
            other.copied!.initialize(from: copied, count: copiedCount)
            other.copiedCount = copiedCount
        }
        return other
    }

    func deallocate() {
        UnsafeMutableRawPointer(tags).deallocate()
        copied?.deallocate()
    }

    /// The id of `name`, spelled at `p + start` (readable up to `p + end`), or where to add it.
    /// `source` holds the file's bytes when this table has names spelled there.
    @inline(__always) func find(_ name: NameKey, _ p: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                                source: UnsafePointer<UInt8>?) -> (id: Int32?, slot: Int) {
        var slot = Int(name.hash) & mask
        let hashTag = UInt64(name.hash) << 32
        while true {
            let tag = tags[slot]
            if tag == 0 { return (nil, slot) }
            if tag & 0xFFFF_FFFF_0000_0000 == hashTag && keys[slot] == name.key {
                let index = Int(truncatingIfNeeded: tag & 0xFFFF_FFFF) - 1
                if name.length < 8 || sameTail(name, p, start, spellings[index], source: source) {
                    return (firstID + Int32(truncatingIfNeeded: index), slot)
                }
            }
            slot = (slot + 1) & mask
        }
    }

    /// Whether a name of 8 or more bytes with the same first eight bytes as `spelling` has its length and the rest.
    @inline(__always) private func sameTail(_ name: NameKey, _ p: UnsafePointer<UInt8>, _ start: Int, _ spelling: Spelling,
                                            source: UnsafePointer<UInt8>?) -> Bool {
        guard Int(spelling.length) == name.length else { return false }
        return NameKey.sameTail(p + start, (spelling.inSource ? source! : UnsafePointer(copied!)) + spelling.start, length: name.length)
    }

    /// Adds `name` at `slot` (from `find`), spelled as `spelling`; returns its id.
    @inline(__always) mutating func add(_ name: NameKey, at slot: Int, _ spelling: Spelling) -> Int32 {
        spellings[count] = spelling
        count += 1
        tags[slot] = UInt64(name.hash) << 32 | UInt64(count)
        keys[slot] = name.key
        if count * 2 > mask { grow() }
        return firstID + Int32(truncatingIfNeeded: count - 1)
    }

    /// A spelling in `copied` holding `buf[start ..< start+length]`.
    mutating func copySpelling(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Spelling {
        if copied == nil || copiedCount + length > copiedCapacity { reserveCopied(max(64, copiedCapacity * 2, copiedCount + length)) }
        if length > 0 { (copied! + copiedCount).initialize(from: buf.baseAddress! + start, count: length) }
        copiedCount += length
        return Spelling(start: copiedCount - length, length: UInt32(length), inSource: false)
    }

    private mutating func reserveCopied(_ newCapacity: Int) {
        if let copied {
            guard newCapacity > copiedCapacity else { return }
            self.copied = copied.moved(count: copiedCount, toCapacity: newCapacity)
        } else {
            copied = .allocate(capacity: newCapacity)
        }
        copiedCapacity = newCapacity
    }

    private mutating func grow() {
        let oldCount = mask + 1
        let newMask = oldCount * 2 - 1
        let (biggerTags, biggerKeys, biggerSpellings) = NameTable.allocate(slotCount: newMask + 1)
        biggerTags.initialize(repeating: 0, count: newMask + 1)
        for i in 0 ..< oldCount where tags[i] != 0 {
            var slot = Int(truncatingIfNeeded: tags[i] >> 32) & newMask
            while biggerTags[slot] != 0 { slot = (slot + 1) & newMask }
            biggerTags[slot] = tags[i]
            biggerKeys[slot] = keys[i]
        }
        biggerSpellings.moveInitialize(from: spellings, count: count)
        UnsafeMutableRawPointer(tags).deallocate()
        tags = biggerTags
        keys = biggerKeys
        spellings = biggerSpellings
        mask = newMask
    }
}

/// A `NameTable` with an owner: freed with the last reference. Mutated only while uniquely referenced
/// (`SymbolTable` copies it first otherwise), or before it is shared (the words, a lexer's names).
final class NameStore: @unchecked Sendable {
    private(set) var table: NameTable
    /// The file whose bytes spell the names marked `inSource`.
    let source: [UInt8]

    init(_ table: NameTable, source: [UInt8]) {
        self.table = table
        self.source = source
    }

    deinit { table.deallocate() }

    func copy() -> NameStore { NameStore(table.copy(), source: source) }

    /// Runs `body` with a pointer to `buf`'s bytes, standing in a readable byte for an empty buffer without one.
    private func withBytes<R>(_ buf: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        if let base = buf.baseAddress { return body(base) }
        var none: UInt8 = 0
        return withUnsafePointer(to: &none, body)
    }

    func find(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int32? {
        withBytes(buf) { p in
            source.withUnsafeBufferPointer { source in
                table.find(NameKey(p, start, length, readableEnd: buf.count), p, start, buf.count, source: source.baseAddress).id
            }
        }
    }

    /// Interns a copy of the name (adding it when new).
    func intern(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int32 {
        withBytes(buf) { p in
            source.withUnsafeBufferPointer { source in
                let name = NameKey(p, start, length, readableEnd: buf.count)
                let (id, slot) = table.find(name, p, start, buf.count, source: source.baseAddress)
                if let id { return id }
                return table.add(name, at: slot, table.copySpelling(buf, start, length))
            }
        }
    }

    func text(_ symbol: Int32) -> String {
        let s = table.spellings[Int(symbol - table.firstID)]
        if s.inSource { return source.withUnsafeBufferPointer { String(copying: UnsafeBufferPointer(rebasing: $0[s.start ..< s.start + Int(s.length)])) } }
        return String(copying: UnsafeBufferPointer(start: table.copied! + s.start, count: Int(s.length)))
    }
}

/// Interning during one lexing pass: looks names up among the recent ones, then the words, then the file's own
/// names, which it spells in place in the file; `finish` hands its table to the resulting `SymbolTable` without copying.
struct SourceNameInterner {
    /// A name met lately: where it was spelled, and its symbol.
    struct Recent {
        var key: UInt64
        var start: Int
        var length: Int
        var id: Int32
    }

    private let lexicon: Lexicon
    private let words: NameTable
    private var names: NameTable
    private let source: UnsafePointer<UInt8>
    private let sourceCount: Int
    /// Names by the low bits of their hash, overwritten on conflict: most names of a file were seen a little
    /// before, and one found here is compared with its last spelling instead of probed for in the two tables.
    private let recent: UnsafeMutablePointer<Recent>
    static let recentCount = 256

    /// `source` must stay valid while interning.
    init(source: UnsafeBufferPointer<UInt8>, lexicon: Lexicon) {
        self.lexicon = lexicon
        words = lexicon.words.table
        names = NameTable(firstID: lexicon.count)
        self.source = source.baseAddress!
        sourceCount = source.count
        recent = .allocate(capacity: SourceNameInterner.recentCount)
        // No key has 0xFF as its length byte (names of 8 bytes or more are also told by their length).
        recent.initialize(repeating: Recent(key: .max, start: 0, length: 0, id: -1), count: SourceNameInterner.recentCount)
    }

    /// The symbol for the file's bytes `start ..< start+length`, adding it when new.
    @inline(__always) mutating func intern(_ start: Int, _ length: Int) -> Int32 {
        let name = NameKey(source, start, length, readableEnd: sourceCount)
        let seen = recent + Int(truncatingIfNeeded: name.hash) & (SourceNameInterner.recentCount - 1)
        if seen.pointee.key == name.key && seen.pointee.length == length
            && (length < 8 || NameKey.sameTail(source + start, source + seen.pointee.start, length: length)) {
            return seen.pointee.id
        }
        let id = find(name, start, length)
        seen.pointee = Recent(key: name.key, start: start, length: length, id: id)
        return id
    }

    /// The symbol of `name` from the tables, adding it when new.
    @inline(__always) private mutating func find(_ name: NameKey, _ start: Int, _ length: Int) -> Int32 {
        if let id = words.find(name, source, start, sourceCount, source: nil).id { return id }
        let (id, slot) = names.find(name, source, start, sourceCount, source: source)
        if let id { return id }
        return names.add(name, at: slot, NameTable.Spelling(start: start, length: UInt32(truncatingIfNeeded: length), inSource: true))
    }

    /// The file's symbol table, spelling its names in `bytes` (the bytes lexed); the interner is spent.
    func finish(bytes: [UInt8]) -> SymbolTable {
        recent.deallocate()
        return SymbolTable(names: NameStore(names, source: bytes), lexicon: lexicon)
    }
}
