#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Per-file identifier interning: byte spelling → dense `Int32` symbol. Known `Word`s occupy the first ids.
/// Open addressing over a power-of-two table; the seeded table is built once and copied per file
/// (a memcpy) instead of re-hashing the known words for every file.
public struct SymbolTable: Sendable {
    /// Where a symbol is spelled: `start ..< start + length` of `source` or of `storage`.
    struct Spelling {
        var start: Int
        var length: UInt32
        var inSource: Bool
    }

    var spellings: [Spelling]
    /// Spellings of the seeded words and of names interned from buffers other than the file.
    var storage: [UInt8]
    /// The lexed file's bytes: names found in it are spelled in place rather than copied.
    var source: [UInt8]
    /// A slot holds a symbol's hash in its high half and its id + 1 in its low half (0: empty),
    /// so a probe rejects most other names with one load and growing needs nothing else.
    var slots: [UInt64]
    var mask: Int

    /// A table that knows every `Word`.
    public init() { self = SymbolTable.seeded }

    private init(empty: Void) {
        spellings = []
        storage = []
        source = []
        slots = [UInt64](repeating: 0, count: 1024)
        mask = 1023
    }

    init(spellings: [Spelling], storage: [UInt8], source: [UInt8], slots: [UInt64]) {
        self.spellings = spellings
        self.storage = storage
        self.source = source
        self.slots = slots
        self.mask = slots.count - 1
    }

    static let seeded: SymbolTable = {
        var table = SymbolTable(empty: ())
        for spelling in Word.spellings {
            spelling.withUnsafeBufferPointer { _ = table.intern($0, 0, $0.count) }
        }
        return table
    }()

    /// Number of distinct symbols.
    public var count: Int { spellings.count }

    /// The eight bytes at `p + i` as a little-endian word, zero from `p + end` on: names are hashed and compared
    /// a word at a time without reading past their buffer.
    @inline(__always) static func word(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int) -> UInt64 {
        if i + 8 <= end { return UInt64(littleEndian: UnsafeRawPointer(p + i).loadUnaligned(as: UInt64.self)) }
        var w: UInt64 = 0
        var k = end - 1
        while k >= i {
            w = w << 8 | UInt64(p[k])
            k -= 1
        }
        return w
    }

    /// `word(p, i, end)` keeping only the first `count` bytes (all of them when `count >= 8`).
    @inline(__always) static func word(_ p: UnsafePointer<UInt8>, _ i: Int, _ end: Int, keeping count: Int) -> UInt64 {
        let w = word(p, i, end)
        return count >= 8 ? w : w & ((1 << UInt64(count &* 8)) &- 1)
    }

    /// Hash of the `length` bytes at `p + start` (readable up to `p + end`), a word at a time.
    @inline(__always) static func hash(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int) -> UInt32 {
        var h = UInt64(truncatingIfNeeded: length) &* 0x9E37_79B9_7F4A_7C15
        var i = start
        let stop = start + length
        while i < stop {
            h = (h ^ word(p, i, end, keeping: stop - i)) &* 0x9E37_79B9_7F4A_7C15
            i += 8
        }
        return UInt32(truncatingIfNeeded: h >> 32) ^ UInt32(truncatingIfNeeded: h)
    }

    /// Whether the `length` bytes at `a + aStart` and `b + bStart` are equal (each readable up to its `end`).
    @inline(__always) static func equal(_ a: UnsafePointer<UInt8>, _ aStart: Int, _ aEnd: Int,
                                        _ b: UnsafePointer<UInt8>, _ bStart: Int, _ bEnd: Int, length: Int) -> Bool {
        var k = 0
        while k < length {
            let remaining = length - k
            if word(a, aStart + k, aEnd, keeping: remaining) != word(b, bStart + k, bEnd, keeping: remaining) { return false }
            k += 8
        }
        return true
    }

    @inline(__always) static func id(_ slot: UInt64) -> Int { Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1 }

    /// The symbol for `buf[start ..< start+length]`, adding it (with a copy of its bytes) when new.
    @discardableResult
    public mutating func intern(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int32 {
        guard let base = buf.baseAddress else {
            // An empty buffer can only spell the empty name; give it an address to hash and compare at.
            var none: UInt8 = 0
            return withUnsafePointer(to: &none) { intern(UnsafeBufferPointer(start: $0, count: 0), 0, 0) }
        }
        let h = SymbolTable.hash(base, start, length, buf.count)
        if let id = find(base, start, length, buf.count, hash: h) { return id }
        return insert(copying: buf, start, length, hash: h)
    }

    private mutating func insert(copying buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, hash h: UInt32) -> Int32 {
        let id = Int32(spellings.count)
        spellings.append(Spelling(start: storage.count, length: UInt32(length), inSource: false))
        if length > 0 { storage.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start ..< start + length])) }
        var slot = Int(h) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = UInt64(h) << 32 | UInt64(id + 1)
        if spellings.count * 2 > mask { slots = SymbolTable.grown(slots) }
        mask = slots.count - 1
        return id
    }

    /// The symbol spelled `p[start ..< start+length]`, if known.
    private func find(_ p: UnsafePointer<UInt8>, _ start: Int, _ length: Int, _ end: Int, hash h: UInt32) -> Int32? {
        storage.withUnsafeBufferPointer { storage in
            source.withUnsafeBufferPointer { source in
                slots.withUnsafeBufferPointer { slots in
                    var slot = Int(h) & mask
                    while slots[slot] != 0 {
                        let entry = slots[slot]
                        if UInt32(truncatingIfNeeded: entry >> 32) == h {
                            let id = SymbolTable.id(entry)
                            let s = spellings[id]
                            if Int(s.length) == length {
                                let other = s.inSource ? source : storage
                                if length == 0 || SymbolTable.equal(p, start, end, other.baseAddress!, s.start, other.count, length: length) {
                                    return Int32(id)
                                }
                            }
                        }
                        slot = (slot + 1) & mask
                    }
                    return nil
                }
            }
        }
    }

    /// The same entries in a table twice the size.
    static func grown(_ slots: [UInt64]) -> [UInt64] {
        let newMask = slots.count * 2 - 1
        var bigger = [UInt64](repeating: 0, count: slots.count * 2)
        for entry in slots where entry != 0 {
            var slot = Int(truncatingIfNeeded: entry >> 32) & newMask
            while bigger[slot] != 0 { slot = (slot + 1) & newMask }
            bigger[slot] = entry
        }
        return bigger
    }

    /// The spelling of a symbol.
    public func text(_ symbol: Int32) -> String {
        guard symbol >= 0 && Int(symbol) < spellings.count else { return "" }
        let s = spellings[Int(symbol)]
        let bytes = s.inSource ? source : storage
        return String(decoding: bytes[s.start ..< s.start + Int(s.length)], as: UTF8.self)
    }

    /// The symbol of `text` if this file used it, else nil (for look-ups by name without interning).
    public func lookup(_ text: String) -> Int32? {
        var bytes = Array(text.utf8)
        bytes.append(0)
        return bytes.withUnsafeBufferPointer { buf in
            let length = buf.count - 1
            return find(buf.baseAddress!, 0, length, length, hash: SymbolTable.hash(buf.baseAddress!, 0, length, length))
        }
    }
}

/// Interning for one lexing pass: the names come from the file itself, so a new symbol records where it lies
/// instead of copying its bytes, and the table lives in raw memory (no copy-on-write checks per name) until
/// `finish` turns it back into a `SymbolTable`.
struct SourceNameInterner {
    private let source: UnsafePointer<UInt8>
    private let sourceCount: Int
    private let storage: UnsafePointer<UInt8>
    private let storageCount: Int
    private var slots: UnsafeMutablePointer<UInt64>
    private var mask: Int
    private var spellings: UnsafeMutablePointer<SymbolTable.Spelling>
    private var count: Int
    private var capacity: Int

    /// Starts from `table`'s symbols; `storage` must be `table.storage`'s bytes and outlive the interner.
    init(_ table: SymbolTable, storage: UnsafeBufferPointer<UInt8>, source: UnsafeBufferPointer<UInt8>) {
        self.source = source.baseAddress!
        self.sourceCount = source.count
        self.storage = storage.baseAddress!
        self.storageCount = storage.count
        let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: table.slots.count)
        table.slots.withUnsafeBufferPointer { slots.initialize(from: $0.baseAddress!, count: $0.count) }
        self.slots = slots
        mask = table.mask
        count = table.spellings.count
        capacity = max(2 * count, 64)
        let spellings = UnsafeMutablePointer<SymbolTable.Spelling>.allocate(capacity: capacity)
        table.spellings.withUnsafeBufferPointer { spellings.initialize(from: $0.baseAddress!, count: $0.count) }
        self.spellings = spellings
    }

    /// The symbol for the file's bytes `start ..< start+length`, adding it when new.
    @inline(__always) mutating func intern(_ start: Int, _ length: Int) -> Int32 {
        let h = SymbolTable.hash(source, start, length, sourceCount)
        var slot = Int(h) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if UInt32(truncatingIfNeeded: entry >> 32) == h {
                let id = SymbolTable.id(entry)
                let s = spellings[id]
                if Int(s.length) == length {
                    let same = s.inSource
                        ? SymbolTable.equal(source, start, sourceCount, source, s.start, sourceCount, length: length)
                        : SymbolTable.equal(source, start, sourceCount, storage, s.start, storageCount, length: length)
                    if same { return Int32(truncatingIfNeeded: id) }
                }
            }
            slot = (slot + 1) & mask
        }
        return insert(start, length, hash: h, slot: slot)
    }

    private mutating func insert(_ start: Int, _ length: Int, hash h: UInt32, slot: Int) -> Int32 {
        if count == capacity {
            let bigger = UnsafeMutablePointer<SymbolTable.Spelling>.allocate(capacity: capacity * 2)
            bigger.moveInitialize(from: spellings, count: count)
            spellings.deallocate()
            spellings = bigger
            capacity *= 2
        }
        let id = count
        spellings[id] = SymbolTable.Spelling(start: start, length: UInt32(length), inSource: true)
        count += 1
        slots[slot] = UInt64(h) << 32 | UInt64(id + 1)
        if count * 2 > mask { grow() }
        return Int32(truncatingIfNeeded: id)
    }

    private mutating func grow() {
        let oldCount = mask + 1
        let newMask = oldCount * 2 - 1
        let bigger = UnsafeMutablePointer<UInt64>.allocate(capacity: newMask + 1)
        bigger.initialize(repeating: 0, count: newMask + 1)
        for i in 0 ..< oldCount where slots[i] != 0 {
            var slot = Int(truncatingIfNeeded: slots[i] >> 32) & newMask
            while bigger[slot] != 0 { slot = (slot + 1) & newMask }
            bigger[slot] = slots[i]
        }
        slots.deallocate()
        slots = bigger
        mask = newMask
    }

    /// The finished table (spelling new names in `source`); frees the interner's memory, so it is the last call.
    func finish(storage: [UInt8], source: [UInt8]) -> SymbolTable {
        defer {
            slots.deallocate()
            spellings.deallocate()
        }
        return SymbolTable(spellings: Array(UnsafeBufferPointer(start: spellings, count: count)), storage: storage, source: source,
                           slots: Array(UnsafeBufferPointer(start: slots, count: mask + 1)))
    }
}
