/// Bit tricks that test eight bytes at once, for the scans that look for a few byte values in long runs of
/// others (the lexer's strings, compacted expression text, JSON string escaping).
public enum ByteWords {
    /// Eight copies of `byte`.
    @inlinable public static func repeated(_ byte: UInt8) -> UInt64 {
        0x0101_0101_0101_0101 &* UInt64(byte)
    }

    /// The high bit of each zero byte of `word` set. A byte just above a zero byte may be flagged too, so only the
    /// lowest flag is exact (also when several results are or-ed); `!= 0` is exact.
    @inlinable public static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- repeated(1)) & ~word & repeated(0x80)
    }

    /// High bits flagging bytes of `word` below `bound` (at most 0x80), with the same caveat as `zeroBytes`:
    /// a borrow reaches a byte's high bit only from a byte below the bound.
    @inlinable public static func bytes(below bound: UInt8, in word: UInt64) -> UInt64 {
        (word &- repeated(bound)) & ~word & repeated(0x80)
    }
}
