// A case pattern naming a generic type's case holds the commas of its generic arguments; a range pattern's `..<`
// is no generic argument list.
func successValue(of value: Result<Int, Error>) -> Int {
    if case Result<Int, Error>.success(let n) = value { return n }
    guard case Result<Int, Error>.failure = value else { return 0 }
    return -1
}

func isSmall(_ x: Int) -> Bool {
    if case 0..<5 = x { return true }
    return false
}
