import CrosstalkFacts

/// Readings of Combine types as written in declarations, shared by the Combine rules.
enum CombineTypeText {
    static let subjects: Set<String> = ["PassthroughSubject", "CurrentValueSubject"]

    /// The base name without a `Combine.` qualifier: `Combine.PassthroughSubject<Int, Never>` → `PassthroughSubject`.
    static func baseName(_ text: String) -> String {
        var base = TypeText.baseName(TypeText.unwrapped(text))
        if base.hasPrefix("Combine.") { base.removeFirst(8) }
        return base
    }

    /// Top-level generic arguments of the outermost type: `CurrentValueSubject<[String: Int], Never>` →
    /// `["[String: Int]", "Never"]`. Empty when there are none.
    static func genericArguments(_ text: String) -> [String] {
        let bytes = Array(TypeText.unwrapped(text).utf8)
        return (genericArgumentRanges(in: bytes, from: 0) ?? []).map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    /// The type of a property: its annotation, or, without one, the type its initializer constructs
    /// (`PassthroughSubject<Int, Never>()`, `Combine.CurrentValueSubject<Bool, Never>.init(false)`), with its location.
    static func declaredType(of p: PropertyFact) -> (text: String, location: SourceLocation?)? {
        if let annotation = p.typeText { return (annotation, p.typeLocation) }
        guard let initializer = p.initializer, initializer.isCall, let root = initializer.root else { return nil }
        var members = initializer.members
        var text = root
        if root == "Combine", let first = members.first {
            text = first
            members.removeFirst()
        }
        guard members.isEmpty || members == ["init"] else { return nil }
        return (text, initializer.location)
    }

    /// Whether `text` names `Never` (`Never`, `Swift.Never`).
    static func isNever(_ text: String) -> Bool { text == "Never" || text == "Swift.Never" }

    /// Byte offset in `text` of the second top-level generic argument of the type it names (`Error` in
    /// `AnyPublisher<[String: Int], Error>`), so a finding can point at it.
    static func secondGenericArgumentOffset(in text: String) -> Int? {
        guard let ranges = genericArgumentRanges(in: Array(text.utf8), from: 0), ranges.count >= 2 else { return nil }
        return ranges[1].lowerBound
    }

    /// Byte ranges (whitespace-trimmed) of the top-level arguments of the first `<…>` at or after `start`:
    /// nested `<>`, `()` and `[]` are skipped and the `>` of `->` closes nothing. Nil when no `<` opens before the
    /// line ends, or it never closes. The one reading of generic arguments, for type text and source bytes alike.
    static func genericArgumentRanges(in bytes: [UInt8], from start: Int) -> [Range<Int>]? {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        var i = start
        while i < bytes.count && bytes[i] != UInt8(ascii: "<") {
            if bytes[i] == 0x0A { return nil }
            i += 1
        }
        guard i < bytes.count else { return nil }
        var ranges: [Range<Int>] = []
        var argumentStart = i + 1
        var level = 0
        func close(_ end: Int) {
            var lo = argumentStart, hi = end
            while lo < hi && isSpace(bytes[lo]) { lo += 1 }
            while hi > lo && isSpace(bytes[hi - 1]) { hi -= 1 }
            ranges.append(lo ..< hi)
        }
        i += 1
        while i < bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["):
                level += 1
            case UInt8(ascii: ">") where bytes[i - 1] == UInt8(ascii: "-"):
                break
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                if level == 0 {
                    close(i)
                    return ranges
                }
                level -= 1
            case UInt8(ascii: ",") where level == 0:
                close(i)
                argumentStart = i + 1
            default:
                break
            }
            i += 1
        }
        return nil
    }
}
