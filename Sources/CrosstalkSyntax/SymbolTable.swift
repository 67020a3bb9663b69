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
    /// Start offset and length of each symbol's spelling, in `bytes` (seeded words point into `Word` storage).
    @usableFromInline var spellings: [(start: UInt32, length: UInt32)]
    @usableFromInline var storage: [UInt8]
    @usableFromInline var slots: [Int32]
    @usableFromInline var hashes: [UInt32]
    @usableFromInline var mask: Int

    /// A table that knows every `Word`.
    public init() { self = SymbolTable.seeded }

    private init(empty: Void) {
        spellings = []
        storage = []
        slots = [Int32](repeating: -1, count: 1024)
        hashes = []
        mask = 1023
    }

    private static let seeded: SymbolTable = {
        var table = SymbolTable(empty: ())
        for spelling in Word.spellings {
            spelling.withUnsafeBufferPointer { _ = table.intern($0, 0, $0.count) }
        }
        return table
    }()

    /// Number of distinct symbols.
    public var count: Int { spellings.count }

    @inline(__always) static func hash(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> UInt32 {
        var h: UInt32 = 2166136261
        var i = start
        let end = start + length
        while i < end {
            h = (h ^ UInt32(buf[i])) &* 16777619
            i += 1
        }
        return h
    }

    /// The symbol for `buf[start ..< start+length]`, adding it when new.
    @discardableResult
    public mutating func intern(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int32 {
        intern(buf, start, length, hash: SymbolTable.hash(buf, start, length))
    }

    /// Same, with the FNV-1a hash already computed (the lexer hashes while it scans the name).
    public mutating func intern(_ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int, hash h: UInt32) -> Int32 {
        var slot = Int(h) & mask
        while true {
            let id = slots[slot]
            if id < 0 { break }
            if hashes[Int(id)] == h {
                let s = spellings[Int(id)]
                if Int(s.length) == length && equalBytes(Int(s.start), buf, start, length) { return id }
            }
            slot = (slot + 1) & mask
        }
        let id = Int32(spellings.count)
        spellings.append((UInt32(storage.count), UInt32(length)))
        storage.append(contentsOf: UnsafeBufferPointer(rebasing: buf[start ..< start + length]))
        hashes.append(h)
        slots[slot] = id
        if spellings.count * 2 > mask { grow() }
        return id
    }

    @inline(__always) private func equalBytes(_ at: Int, _ buf: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Bool {
        storage.withUnsafeBufferPointer { s in memcmp(s.baseAddress! + at, buf.baseAddress! + start, length) == 0 }
    }

    private mutating func grow() {
        let newCount = (mask + 1) * 2
        slots = [Int32](repeating: -1, count: newCount)
        mask = newCount - 1
        for id in 0 ..< spellings.count {
            var slot = Int(hashes[id]) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(id)
        }
    }

    /// The spelling of a symbol.
    public func text(_ symbol: Int32) -> String {
        guard symbol >= 0 && Int(symbol) < spellings.count else { return "" }
        let s = spellings[Int(symbol)]
        return String(decoding: storage[Int(s.start) ..< Int(s.start) + Int(s.length)], as: UTF8.self)
    }

    /// The symbol of `text` if this file used it, else nil (for look-ups by name without interning).
    public func lookup(_ text: String) -> Int32? {
        var bytes = Array(text.utf8)
        return bytes.withUnsafeMutableBufferPointer { mbuf -> Int32? in
            let buf = UnsafeBufferPointer(mbuf)
            let h = SymbolTable.hash(buf, 0, buf.count)
            var slot = Int(h) & mask
            while slots[slot] >= 0 {
                let id = slots[slot]
                let s = spellings[Int(id)]
                if hashes[Int(id)] == h && Int(s.length) == buf.count && equalBytes(Int(s.start), buf, 0, buf.count) { return id }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }
}
