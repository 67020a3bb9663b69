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
        let t = TypeText.unwrapped(text)
        guard let open = t.firstIndex(of: "<") else { return [] }
        var args: [String] = []
        var current = ""
        var level = 0
        var previous: Character = " "
        for ch in t[t.index(after: open)...] {
            switch ch {
            case "<", "(", "[":
                level += 1
                current.append(ch)
            case ">" where previous == "-":
                current.append(ch)
            case ">", ")", "]":
                if level == 0 {
                    args.append(current.trimmingSpaces)
                    return args
                }
                level -= 1
                current.append(ch)
            case "," where level == 0:
                args.append(current.trimmingSpaces)
                current = ""
            default:
                current.append(ch)
            }
            previous = ch
        }
        return args
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

    /// Byte offset of the second top-level generic argument of the type starting at `start`
    /// (`Error` in `AnyPublisher<[String: Int], Error>`), skipping nested `<>`, `()`, `[]` and `->`.
    static func secondGenericArgumentOffset(in bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        var angles = 0
        var nesting = 0
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"):
                if i > 0 && bytes[i - 1] == UInt8(ascii: "-") { break }
                angles -= 1
                if angles <= 0 { return nil }
            case UInt8(ascii: "("), UInt8(ascii: "["): nesting += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): nesting -= 1
            case UInt8(ascii: ","):
                if angles == 1 && nesting == 0 {
                    var j = i + 1
                    while j < bytes.count, bytes[j] == 0x20 || bytes[j] == 0x09 || bytes[j] == 0x0A || bytes[j] == 0x0D { j += 1 }
                    return j
                }
            case 0x0A where angles == 0:
                return nil
            default: break
            }
            i += 1
        }
        return nil
    }
}

extension String {
    /// Without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
