/// A unified diff (`diff -u` / `git diff` shape) between two versions of a file, for `--fix --dry-run`.
public enum UnifiedDiff {
    /// Lines of context around each change.
    static let context = 3

    /// The diff of `old` → `new` with `a/path` and `b/path` headers; empty when they are equal. Lines are compared
    /// with a longest-common-subsequence table over the window that differs (fixes change few lines, so the
    /// window is small).
    public static func render(path: String, old: [UInt8], new: [UInt8]) -> String {
        let a = lines(old)
        let b = lines(new)
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix && a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let oldWindow = Array(a[prefix ..< a.count - suffix])
        let newWindow = Array(b[prefix ..< b.count - suffix])
        if oldWindow.isEmpty && newWindow.isEmpty { return "" }
        // Each entry: (kind, old line index, new line index) over the whole files.
        var script: [(kind: Character, old: Int, new: Int)] = []
        for i in 0 ..< prefix { script.append((" ", i, i)) }
        for step in lcsScript(oldWindow, newWindow) {
            script.append((step.kind, prefix + step.old, prefix + step.new))
        }
        for k in 0 ..< suffix { script.append((" ", a.count - suffix + k, b.count - suffix + k)) }
        // Hunks: each change with its context, merged when the contexts touch.
        var hunks: [Range<Int>] = []
        for (k, step) in script.enumerated() where step.kind != " " {
            let range = max(0, k - context) ..< min(script.count, k + 1 + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound ..< max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for range in hunks {
            let hunk = script[range]
            let oldCount = hunk.filter { $0.kind != "+" }.count
            let newCount = hunk.filter { $0.kind != "-" }.count
            out += "@@ -\(hunk.first!.old + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(hunk.first!.new + (newCount > 0 ? 1 : 0)),\(newCount) @@\n"
            for step in hunk {
                let line = step.kind == "+" ? b[step.new] : a[step.old]
                out += "\(step.kind)\(line.text)\n"
                if !line.terminated { out += "\\ No newline at end of file\n" }
            }
        }
        return out
    }

    /// One line's text and whether a line break ended it.
    struct Line: Equatable {
        var text: String
        var terminated: Bool
    }

    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            var end = i
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            result.append(Line(text: String(decoding: bytes[start ..< end], as: UTF8.self), terminated: true))
            start = i + 1
        }
        if start < bytes.count { result.append(Line(text: String(decoding: bytes[start...], as: UTF8.self), terminated: false)) }
        return result
    }

    /// The edit script turning `a` into `b`: kept (" "), removed ("-") and added ("+") lines, removals first.
    static func lcsScript(_ a: [Line], _ b: [Line]) -> [(kind: Character, old: Int, new: Int)] {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var script: [(kind: Character, old: Int, new: Int)] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                script.append((" ", i, j)); i += 1; j += 1
            } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
                script.append(("-", i, j)); i += 1
            } else {
                script.append(("+", i, j)); j += 1
            }
        }
        return script
    }
}
