// In an `if`/`guard`/`for` condition a `{` after a value is a trailing closure when what follows its `}` says
// so (`,`, `{`, `where`), as the Swift compiler decides; then it is not a parse warning.

/// Picks the first large value once the list is ready.
func firstLarge(in values: [Int], ready: Bool) -> Int? {
    guard let large = try? values.filter { $0 > 100 }.first, ready else { return nil }
    for value in values.filter { $0 > 10 } where value < 50 {
        print(value)
    }
    if values.contains { $0 < 0 } {
        return nil
    }
    if values.isEmpty { return nil } else { return large }
}
