/// "Did you mean …?" for misspelled flags, commands, rule ids, option names, config keys and graph focus names.
public enum Suggestion {
    /// The candidate closest to `word`, or nil when none is close enough to be a plausible typo.
    ///
    /// Closeness is the optimal-string-alignment distance (Levenshtein plus adjacent transpositions, so
    /// `--jbos` is one edit from `--jobs`). The tolerance grows with the candidate's length — 1 edit up to
    /// 4 bytes, 2 up to 8, else 3 — because a fixed tolerance either suggests `init` for `lint`-sized
    /// nonsense or misses typos in long ids like `strong_self_in_subscription`. When no candidate is
    /// within tolerance, a unique candidate that starts with `word` is offered instead (`--write` →
    /// `--write-baseline`). Ties go to the earliest candidate, so callers control preference by order.
    public static func nearest<S: Sequence>(to word: String, among candidates: S) -> String? where S.Element == String {
        let typed = Array(word.utf8)
        var best: (name: String, distance: Int)?
        var prefixed: [String] = []
        for candidate in candidates where candidate != word {
            let bytes = Array(candidate.utf8)
            let tolerance = bytes.count <= 4 ? 1 : (bytes.count <= 8 ? 2 : 3)
            let distance = editDistance(typed, bytes, limit: tolerance)
            if distance <= tolerance, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
            if typed.count >= 2, bytes.starts(with: typed) {
                prefixed.append(candidate)
            }
        }
        if let best { return best.name }
        return prefixed.count == 1 ? prefixed[0] : nil
    }

    /// `word` followed by `" (did you mean 'x'?)"` when a suggestion exists, for messages that end in a name.
    public static func didYouMean<S: Sequence>(_ word: String, among candidates: S) -> String where S.Element == String {
        guard let near = nearest(to: word, among: candidates) else { return "" }
        return " (did you mean '\(near)'?)"
    }

    /// Optimal-string-alignment distance, or `limit + 1` as soon as the result is known to exceed `limit`.
    public static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Three rolling rows: the transposition step looks two rows back.
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
