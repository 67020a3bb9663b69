/// Glob patterns for module paths, layer paths and type names.
///
/// Path globs: `*` matches within one path segment, `**` any number of segments (also none), `?` one character.
/// A pattern without wildcards names a file or a folder: `Features/Profile` also matches everything under it.
/// Name patterns (`*ViewModel`, `App*`) use `*` and `?` over the whole name, dots included.
public enum Glob {
    /// Whether `path` (relative, `/`-separated) matches the path glob `pattern`.
    public static func matchesPath(_ pattern: String, _ path: String) -> Bool {
        var p = Array(pattern.utf8)
        while p.first == UInt8(ascii: "."), p.count > 1, p[1] == UInt8(ascii: "/") { p.removeFirst(2) }
        while p.last == UInt8(ascii: "/") { p.removeLast() }
        if p.isEmpty { return true }
        let s = Array(path.utf8)
        if match(p[...], s[...], segmented: true) { return true }
        // A folder pattern covers its contents.
        return match(p[...] + Array("/**".utf8), s[...], segmented: true)
    }

    /// Whether `name` matches the name pattern (`*ViewModel`); exact match without wildcards.
    public static func matchesName(_ pattern: String, _ name: String) -> Bool {
        if !pattern.utf8.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }) { return pattern == name }
        return match(Array(pattern.utf8)[...], Array(name.utf8)[...], segmented: false)
    }

    /// Iterative matcher with backtracking for the last `*` and `**` (linear for the patterns configs use).
    private static func match(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>, segmented: Bool) -> Bool {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), question = UInt8(ascii: "?")
        let p = Array(pattern), t = Array(text)
        // Memoized recursion over (pi, ti): patterns are short, paths are short; at most p.count * t.count states.
        var memo = [Int8](repeating: -1, count: (p.count + 1) * (t.count + 1))
        func go(_ pi: Int, _ ti: Int) -> Bool {
            let key = pi * (t.count + 1) + ti
            if memo[key] >= 0 { return memo[key] == 1 }
            var result: Bool
            if pi == p.count {
                result = ti == t.count
            } else if p[pi] == star {
                let double = segmented && pi + 1 < p.count && p[pi + 1] == star
                if double {
                    // `**/` may match nothing; `**` may match anything, slashes included.
                    var next = pi + 2
                    let slashAfter = next < p.count && p[next] == slash
                    if slashAfter { next += 1 }
                    result = go(next, ti)
                    var k = ti
                    while !result && k < t.count {
                        k += 1
                        if !slashAfter || t[k - 1] == slash { result = go(next, k) }
                    }
                } else {
                    result = go(pi + 1, ti)
                    var k = ti
                    while !result && k < t.count && (!segmented || t[k] != slash) {
                        k += 1
                        result = go(pi + 1, k)
                    }
                }
            } else if ti < t.count && (p[pi] == t[ti] || (p[pi] == question && (!segmented || t[ti] != slash))) {
                result = go(pi + 1, ti + 1)
            } else {
                result = false
            }
            memo[key] = result ? 1 : 0
            return result
        }
        return go(0, 0)
    }
}
