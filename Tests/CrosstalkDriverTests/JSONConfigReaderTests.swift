@testable import CrosstalkDriver
import XCTest

final class JSONConfigReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONConfigReader.parse(Array(text.utf8))
    }

    private func syntaxError(_ text: String) -> String {
        do {
            return "parsed: \(try JSONConfigReader.parse(Array(text.utf8)))"
        } catch {
            return error.description
        }
    }

    func testCommentsAndTrailingCommas() throws {
        let value = try parse("""
            // leading comment
            {
              /* block
                 comment */ "a": [1, 2, /* inner */ 3,],   // trailing comma in an array
              "b": { "c": true, },
              "d": "x", // trailing comma in the object, then a comment
            }
            """)
        XCTAssertEqual(value, .object(["a": .array([.number(1), .number(2), .number(3)]), "b": .object(["c": .bool(true)]), "d": .string("x")]))
    }

    func testCommentMarkersInsideStringsAreContent() throws {
        let value = try parse(#"{"url": "https://example.com/*x*/", "q": "say \"//hi\", ok", "slash": "a\\", "after": 1}"#)
        XCTAssertEqual(value, .object([
            "url": .string("https://example.com/*x*/"), "q": .string(#"say "//hi", ok"#), "slash": .string("a\\"), "after": .number(1),
        ]))
    }

    func testCommaFollowedByAStringIsNotTrailing() throws {
        XCTAssertEqual(try parse(#"["a", "]"]"#), .array([.string("a"), .string("]")]))
    }

    func testBooleansAreNotNumbers() throws {
        let value = try parse(#"{"t": true, "f": false, "one": 1, "zero": 0, "half": 0.5, "null": null}"#)
        XCTAssertEqual(value, .object(["t": .bool(true), "f": .bool(false), "one": .number(1), "zero": .number(0), "half": .number(0.5), "null": .null]))
        XCTAssertEqual(JSONValue.number(3).intValue, 3)
        XCTAssertNil(JSONValue.number(0.5).intValue)
        XCTAssertNil(JSONValue.bool(true).intValue)
    }

    func testByteOrderMarkIsIgnored() throws {
        XCTAssertEqual(try JSONConfigReader.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8)), .object([:]))
    }

    func testUnterminatedCommentIsReportedWhereItStarts() {
        XCTAssertEqual(syntaxError("{\n  \"a\": 1 /* oops\n}"), "invalid JSON at line 2, column 10: unterminated comment")
    }

    func testSyntaxErrorPositionsSurviveStrippedComments() {
        // The comment is blanked, not removed, so the error still points at line 3.
        let message = syntaxError("{ // c\n  \"a\": 1,\n  \"b\" 2\n}")
        XCTAssertTrue(message.hasPrefix("invalid JSON at line 3, column "), message)
        XCTAssertFalse(message.hasSuffix("."), message)
    }

    func testStripKeepsOffsets() throws {
        let text = Array("{\"a\": [1,], // é\n}".utf8)
        let stripped = try JSONConfigReader.strip(text)
        XCTAssertEqual(stripped.count, text.count)
        XCTAssertEqual(String(decoding: stripped, as: UTF8.self), "{\"a\": [1 ]       \n}")
    }

    func testPosition() {
        let bytes = Array("ab\ncd\n".utf8)
        XCTAssertEqual(JSONConfigReader.position(of: 0, in: bytes).line, 1)
        XCTAssertEqual(JSONConfigReader.position(of: 4, in: bytes).line, 2)
        XCTAssertEqual(JSONConfigReader.position(of: 4, in: bytes).column, 2)
    }
}
