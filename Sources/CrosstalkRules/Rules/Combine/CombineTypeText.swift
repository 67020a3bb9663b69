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
