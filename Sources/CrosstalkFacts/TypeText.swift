/// Small, allocation-light readings of type text as written in the source.
public enum TypeText {
    /// `Publisher<Int, Never>` → `Publisher`; `Foo.Bar<T>` → `Foo.Bar`; `any P` → `P`; `Combine::ObservableObject`
    /// → `ObservableObject` (a module selector, SE-0491, names where to look, not another type).
    /// On bytes, and without a new string when there is nothing to drop (most names): every inherited type
    /// and every type reference of a tree goes through here.
    public static func baseName(_ text: String) -> String {
        var text = text
        let kept: Range<Int> = text.withUTF8 { bytes in
            func starts(at offset: Int, with prefix: StaticString) -> Bool {
                let length = prefix.utf8CodeUnitCount
                guard bytes.count - offset >= length else { return false }
                for i in 0 ..< length where bytes[offset + i] != prefix.utf8Start[i] { return false }
                return true
            }
            var lower = 0
            if starts(at: lower, with: "any ") { lower += 4 }
            if starts(at: lower, with: "some ") { lower += 5 }
            lower = moduleSelectorEnd(bytes, from: lower)
            var upper = bytes[lower...].firstIndex(of: UInt8(ascii: "<")) ?? bytes.count
            while lower < upper && isASCIIWhitespace(bytes[lower]) { lower += 1 }
            while upper > lower && isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
            return lower ..< upper
        }
        if kept.count == text.utf8.count { return text }
        return text.withUTF8 { String(decoding: UnsafeBufferPointer(rebasing: $0[kept]), as: UTF8.self) }
    }

    /// Index just past a module selector (`Combine::`) starting at index `lower` of `bytes`, or `lower` when there is
    /// none: a name (no spaces, dots or brackets) right before `::`.
    static func moduleSelectorEnd<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from lower: Int) -> Int where Bytes.Index == Int {
        var i = lower
        while i + 1 < bytes.endIndex {
            let byte = bytes[i]
            if byte == UInt8(ascii: ":") { return i > lower && bytes[i + 1] == UInt8(ascii: ":") ? i + 2 : lower }
            let isNameByte = byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            if !isNameByte { return lower }
            i += 1
        }
        return lower
    }

    /// `text` without a leading module selector: `Combine::ObservableObject` → `ObservableObject`,
    /// `Swift::Optional<P>` → `Optional<P>`; anything else unchanged.
    public static func withoutModuleSelector(_ text: String) -> String {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            let start = moduleSelectorEnd(bytes, from: 0)
            return start == 0 ? text : String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The element type of an array or set type (`[Tile]`, `[Tile]?`, `Array<Tile>`, `Set<Tile>`); nil for any other
    /// type, a dictionary's included.
    public static func collectionElement(_ text: String) -> String? {
        let t = unwrapped(text)
        if t.hasPrefix("["), t.hasSuffix("]") {
            let inner = t.dropFirst().dropLast()
            var depth = 0
            for c in inner {
                if c == "[" || c == "<" || c == "(" { depth += 1 } else if c == "]" || c == ">" || c == ")" { depth -= 1 } else if c == ":" && depth == 0 { return nil }
            }
            return trimmed(inner)
        }
        for prefix in ["Array<", "Set<", "ContiguousArray<"] where t.hasPrefix(prefix) && t.hasSuffix(">") {
            return String(t.dropFirst(prefix.count).dropLast())
        }
        return nil
    }

    /// The named type inside optionals and existentials: `ProfileDelegate?` → `ProfileDelegate`,
    /// `Optional<any P>` → `P`, `Foo!` → `Foo`, `weak var x: (any P)?` → `P`, `Swift::Optional<UIKit::UIView>` → `UIView`.
    public static func unwrapped(_ text: String) -> String {
        // Nearly every written type (`FeedService`, `[Item]`, `AnyPublisher<Int, Never>`) has nothing to unwrap: one
        // pass over its bytes says so. The rest is unwrapped on bytes too: the type of every property comes here.
        if !needsUnwrapping(text) { return text }
        var t = Array(text.utf8)[...]
        func trimBlanks() {
            while let f = t.first, isASCIIWhitespace(f) { t = t.dropFirst() }
            while let l = t.last, isASCIIWhitespace(l) { t = t.dropLast() }
        }
        trimBlanks()
        var changed = true
        while changed {
            changed = false
            let selectorEnd = moduleSelectorEnd(t, from: t.startIndex)
            if selectorEnd != t.startIndex { t = t[selectorEnd...]; changed = true }
            while let l = t.last, l == UInt8(ascii: "?") || l == UInt8(ascii: "!") { t = t.dropLast(); changed = true }
            if t.starts(with: "Optional<".utf8) && t.last == UInt8(ascii: ">") { t = t.dropFirst(9).dropLast(); changed = true }
            for prefix in unwrappedPrefixes where t.starts(with: prefix) {
                t = t.dropFirst(prefix.count)
                changed = true
            }
            if t.first == UInt8(ascii: "(") && t.last == UInt8(ascii: ")") && enclosesAll(t) && !containsArrow(t) {
                t = t.dropFirst().dropLast()
                changed = true
            }
            trimBlanks()
        }
        return String(decoding: t, as: UTF8.self)
    }

    /// What `unwrapped` strips from the front of a type.
    private static let unwrappedPrefixes: [[UInt8]] = ["any ", "some ", "@escaping ", "@Sendable ", "@MainActor "].map { Array($0.utf8) }

    /// `->` somewhere in `bytes`.
    static func containsArrow<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if previous == UInt8(ascii: "-") && b == UInt8(ascii: ">") { return true }
            previous = b
        }
        return false
    }

    /// Whether `text` may carry something `unwrapped` removes: an optional mark, parentheses, a space (`any `,
    /// `@escaping `, surrounding blanks), an attribute, a module selector (`::`) or an `Optional<…>` spelling.
    private static func needsUnwrapping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            if bytes.starts(with: "Optional<".utf8) { return true }
            for b in bytes where b == UInt8(ascii: "?") || b == UInt8(ascii: "!") || b == UInt8(ascii: "(") || b == UInt8(ascii: "@")
                || b == UInt8(ascii: ":") || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { return true }
            return false
        }
    }

    /// Whether `text` contains `->`. On its contiguous bytes: asked for the type of every property, and the
    /// generic `utf8` iterator does several times the work per byte.
    static func hasArrow(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { containsArrow($0) }
    }

    /// The outer parentheses of `t` match each other (not `(a) -> (b)`).
    static func enclosesAll(_ t: String) -> Bool {
        var t = t
        return t.withUTF8 { enclosesAll($0) }
    }

    /// `enclosesAll` on bytes.
    static func enclosesAll<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        // Bytes: the delimiters are ASCII, and walking Characters cost more than the rest of the check.
        var level = 0
        var remaining = bytes.count
        for byte in bytes {
            remaining -= 1
            if byte == UInt8(ascii: "(") { level += 1 } else if byte == UInt8(ascii: ")") { level -= 1 }
            if level == 0 && remaining > 0 { return false }
        }
        return level == 0
    }

    /// A function type, possibly optional or attributed: `(() -> Void)?`, `@escaping (Int) -> Void`.
    public static func isFunctionType(_ text: String) -> Bool { functionResult(text) != nil }

    /// The result type of a function type, after its top-level arrow: `((Int) -> String?)?` → `String?`,
    /// `@escaping () -> Void` → `Void`; nil when `text` is not a function type.
    public static func functionResult(_ text: String) -> String? {
        // Every function type has an arrow; one byte scan settles nearly every property's type.
        guard hasArrow(text) else { return nil }
        var t = trimmed(text)
        for prefix in ["@escaping ", "@Sendable ", "@MainActor ", "@autoclosure "] where t.hasPrefix(prefix) { t = String(t.dropFirst(prefix.count)) }
        // `(…)?` is an optional function; in `() -> T?` the `?` belongs to the result.
        while t.hasSuffix("?") || t.hasSuffix("!"), case let inner = String(t.dropLast()), inner.hasPrefix("("), inner.hasSuffix(")"), enclosesAll(inner) { t = inner }
        if t.hasPrefix("Optional<") && t.hasSuffix(">") { t = String(t.dropFirst(9).dropLast()) }
        if t.hasPrefix("(") && t.hasSuffix(")") && enclosesAll(t) { t = trimmed(t.dropFirst().dropLast()) }
        for prefix in ["@escaping ", "@Sendable ", "@MainActor "] where t.hasPrefix(prefix) { t = String(t.dropFirst(prefix.count)) }
        guard t.hasPrefix("(") else { return nil }
        // `->` at nesting level 0, on bytes (the delimiters are ASCII).
        var level = 0
        var previous = UInt8(ascii: " ")
        let bytes = t.utf8
        for i in bytes.indices {
            let ch = bytes[i]
            if ch == UInt8(ascii: "(") || ch == UInt8(ascii: "[") || ch == UInt8(ascii: "<") {
                level += 1
            } else if ch == UInt8(ascii: ")") || ch == UInt8(ascii: "]") || (ch == UInt8(ascii: ">") && previous != UInt8(ascii: "-")) {
                level -= 1
            }
            if ch == UInt8(ascii: ">") && previous == UInt8(ascii: "-") && level == 0 { return trimmed(t[bytes.index(after: i)...]) }
            previous = ch
        }
        return nil
    }

    /// `Void`, `()`, `Swift::Void`.
    /// The top-level generic arguments of a written type: `["LoginView", "Model<Int>"]` for `Base<LoginView, Model<Int>>`,
    /// empty without any.
    public static func genericArguments(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "<")) else { return [] }
        var result: [String] = []
        var depth = 0
        var start = open + 1
        for i in (open + 1) ..< bytes.count {
            switch bytes[i] {
            case UInt8(ascii: "<"), UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ">") where depth == 0, UInt8(ascii: ",") where depth == 0:
                var lower = start, upper = i
                while lower < upper && isASCIIWhitespace(bytes[lower]) { lower += 1 }
                while upper > lower && isASCIIWhitespace(bytes[upper - 1]) { upper -= 1 }
                if lower < upper { result.append(String(decoding: bytes[lower..<upper], as: UTF8.self)) }
                if bytes[i] == UInt8(ascii: ">") { return result }
                start = i + 1
            case UInt8(ascii: ">"), UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return result
    }

    public static func isVoid(_ text: String) -> Bool {
        let t = withoutModuleSelector(withoutSpaces(text))
        return t == "Void" || t == "()" || t == "Swift.Void"
    }

    /// Types required of `Self` by a where clause: `where Self: AnyObject & Foo, T: Bar` → `["AnyObject", "Foo"]`.
    public static func selfConstraints(inWhereClause text: String) -> [String] {
        var body = Substring(text)
        if body.hasPrefix("where") { body = body.dropFirst(5) }
        var result: [String] = []
        for requirement in body.split(separator: ",") {
            let parts = requirement.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, trimmed(parts[0]) == "Self" else { continue }
            for name in parts[1].split(separator: "&") { result.append(baseName(trimmed(name))) }
        }
        return result
    }

    /// `Notification.Name` or `NSNotification.Name`, also written `Foundation::Notification.Name` (an extension of it
    /// declares notification names).
    public static func isNotificationName(_ text: String) -> Bool {
        let t = withoutModuleSelector(text)
        return t == "Notification.Name" || t == "NSNotification.Name" || t == "Foundation.Notification.Name"
    }
}

/// Space, tab, line feed or carriage return.
@inline(__always) func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}

/// `s` without leading and trailing ASCII whitespace.
public func trimmed<S: StringProtocol>(_ s: S) -> String {
    var sub = Substring(s)
    while let f = sub.first, f == " " || f == "\t" || f == "\n" || f == "\r" { sub = sub.dropFirst() }
    while let l = sub.last, l == " " || l == "\t" || l == "\n" || l == "\r" { sub = sub.dropLast() }
    return String(sub)
}

/// `s` without any ASCII space.
func withoutSpaces(_ s: String) -> String {
    var s = s
    guard s.withUTF8({ $0.contains(0x20) }) else { return s }
    return String(decoding: s.utf8.filter { $0 != 0x20 }, as: UTF8.self)
}
