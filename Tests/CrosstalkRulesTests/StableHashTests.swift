import CrosstalkRules
import XCTest

final class StableHashTests: XCTestCase {
    /// The hash is 64-bit FNV-1a (its published test vectors), the separator mixed in after every field.
    func testIsFNV1aWithTheSeparatorAfterEachField() {
        XCTAssertEqual(StableHash.hex([[UInt8]](), separator: 0), "cbf29ce484222325")
        XCTAssertEqual(StableHash.hex([Array("fooba".utf8)], separator: UInt8(ascii: "r")), "85944171f73967e8")
        XCTAssertEqual(StableHash.hex([Array("fo".utf8), Array("ba".utf8)], separator: UInt8(ascii: "o")),
                       StableHash.hex([Array("fooba".utf8)], separator: UInt8(ascii: "o")))
        XCTAssertNotEqual(StableHash.hex([Array("ab".utf8), Array("c".utf8)], separator: 0), StableHash.hex([Array("a".utf8), Array("bc".utf8)], separator: 0))
    }
}
