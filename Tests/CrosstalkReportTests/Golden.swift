import XCTest

/// Fails, naming the first differing line, unless `actual` is `expected` plus the final newline every format ends with.
func assertGolden(_ actual: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    let expected = expected + "\n"
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let first = (0..<min(a.count, e.count)).first(where: { a[$0] != e[$0] }) ?? min(a.count, e.count)
    let got = first < a.count ? String(a[first]) : "<end>"
    let want = first < e.count ? String(e[first]) : "<end>"
    XCTFail("output differs from golden at line \(first + 1)\n  got:  \(got)\n  want: \(want)\n--- full output ---\n\(actual)", file: file, line: line)
}
