import XCTest
@testable import CrosstalkFix

final class UnifiedDiffTests: XCTestCase {
    func testOneChangedLineWithContext() {
        let old = Array("a\nb\nc\nd\ne\nf\ng\nh\n".utf8)
        let new = Array("a\nb\nc\nd\nE\nf\ng\nh\n".utf8)
        XCTAssertEqual(UnifiedDiff.render(path: "x.swift", old: old, new: new), """
        --- a/x.swift
        +++ b/x.swift
        @@ -2,7 +2,7 @@
         b
         c
         d
        -e
        +E
         f
         g
         h

        """)
    }

    func testEqualFilesHaveNoDiff() {
        XCTAssertEqual(UnifiedDiff.render(path: "x.swift", old: Array("a\n".utf8), new: Array("a\n".utf8)), "")
    }

    func testAddedLineAndMissingFinalNewline() {
        XCTAssertEqual(UnifiedDiff.render(path: "x.swift", old: Array("a\nb".utf8), new: Array("a\nguard\nb".utf8)), """
        --- a/x.swift
        +++ b/x.swift
        @@ -1,2 +1,3 @@
         a
        +guard
         b
        \\ No newline at end of file

        """)
    }
}
