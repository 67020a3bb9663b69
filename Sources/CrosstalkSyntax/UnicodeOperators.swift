/// Swift's non-ASCII operator characters (The Swift Programming Language, "Lexical Structure: Operators"). An
/// operator may start with an operator head (`prefix operator ¶`, `¶"id"`, `a × b`) and continue with any
/// operator character, which adds combining marks and variation selectors to the heads.
enum UnicodeOperators {
    static let heads: [ClosedRange<UInt32>] = [
        0xA1 ... 0xA7, 0xA9 ... 0xA9, 0xAB ... 0xAC, 0xAE ... 0xAE, 0xB0 ... 0xB1, 0xB6 ... 0xB6, 0xBB ... 0xBB,
        0xBF ... 0xBF, 0xD7 ... 0xD7, 0xF7 ... 0xF7, 0x2016 ... 0x2017, 0x2020 ... 0x2027, 0x2030 ... 0x203E,
        0x2041 ... 0x2053, 0x2055 ... 0x205E, 0x2190 ... 0x23FF, 0x2500 ... 0x2775, 0x2794 ... 0x2BFF,
        0x2E00 ... 0x2E7F, 0x3001 ... 0x3003, 0x3008 ... 0x3020, 0x3030 ... 0x3030,
    ]
    static let continuations: [ClosedRange<UInt32>] = [
        0x300 ... 0x36F, 0x1DC0 ... 0x1DFF, 0x20D0 ... 0x20FF, 0xFE00 ... 0xFE0F, 0xFE20 ... 0xFE2F, 0xE0100 ... 0xE01EF,
    ]

    /// The length in bytes of the UTF-8 scalar at `i` when it is a non-ASCII operator character (a head only, when
    /// `headOnly`), else 0. The bytes are valid UTF-8 or the file was already diagnosed; a short or broken sequence
    /// is no operator.
    static func length(at i: Int, in p: UnsafePointer<UInt8>, count n: Int, headOnly: Bool) -> Int {
        let c = p[i]
        let len: Int
        var scalar: UInt32
        if c & 0xE0 == 0xC0 { len = 2; scalar = UInt32(c & 0x1F) }
        else if c & 0xF0 == 0xE0 { len = 3; scalar = UInt32(c & 0x0F) }
        else if c & 0xF8 == 0xF0 { len = 4; scalar = UInt32(c & 0x07) }
        else { return 0 }
        guard i + len <= n else { return 0 }
        for k in 1 ..< len {
            let b = p[i + k]
            guard b & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(b & 0x3F)
        }
        if heads.contains(where: { $0.contains(scalar) }) { return len }
        if !headOnly && continuations.contains(where: { $0.contains(scalar) }) { return len }
        return 0
    }
}
