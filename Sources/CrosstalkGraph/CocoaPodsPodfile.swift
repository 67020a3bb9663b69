import CrosstalkFacts

/// A CocoaPods `Podfile`, read as data: which pods each target links (`target 'App' do … pod 'Domain', :path =>
/// 'Domain/' … end`). A local pod is another project's target of the same name (a framework the app links through
/// CocoaPods instead of a target dependency): the target depends on it, so their types may talk. A nested target
/// (`target 'AppTests' do inherit! :search_paths … end`) links what its enclosing targets link too. Ruby is not run:
/// `pod` lines whose name is a string literal are read, anything computed is not.
struct CocoaPodsPodfile {
    /// Target name → the pods it links (subspecs reduced to their pod: `Domain/TestDoubles` → `Domain`), in order.
    let dependencies: [String: [String]]

    init(_ text: String) {
        var dependencies: [String: [String]] = [:]
        // The open `do … end` blocks: a target's name, or nil for any other block (`post_install do |pi|`, `if`).
        var blocks: [String?] = []
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Substring(trimmed(CocoaPodsPodfile.withoutComment(rawLine)))
            guard !line.isEmpty else { continue }
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            // `abstract_target 'Shared' do` names no target, but what it links its nested targets link.
            if words.first == "target" || words.first == "abstract_target", words.last == "do", let name = CocoaPodsPodfile.firstStringLiteral(in: line) {
                blocks.append(name)
                continue
            }
            if words.first == "pod", let name = CocoaPodsPodfile.firstStringLiteral(in: line) {
                let pod = String(name.split(separator: "/").first ?? Substring(name))
                for case let target? in blocks where !(dependencies[target]?.contains(pod) ?? false) {
                    dependencies[target, default: []].append(pod)
                }
                continue
            }
            // Any other block (`post_install do |installer|`, `if`, `def`) closes with its own `end`.
            if words.contains("do") || ["if", "unless", "case", "begin", "def"].contains(words[0]) {
                blocks.append(nil)
                continue
            }
            if words.first == "end" { _ = blocks.popLast() }
        }
        self.dependencies = dependencies
    }

    /// The text of the first `'…'` or `"…"` literal of `line`.
    static func firstStringLiteral(in line: Substring) -> String? {
        guard let open = line.firstIndex(where: { $0 == "'" || $0 == "\"" }) else { return nil }
        let rest = line[line.index(after: open)...]
        guard let close = rest.firstIndex(of: line[open]) else { return nil }
        return String(rest[..<close])
    }

    /// `line` without a `#` comment outside string literals.
    static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character?
        for i in line.indices {
            let c = line[i]
            if let q = quote { if c == q { quote = nil } } else if c == "'" || c == "\"" { quote = c } else if c == "#" { return line[..<i] }
        }
        return line
    }
}
