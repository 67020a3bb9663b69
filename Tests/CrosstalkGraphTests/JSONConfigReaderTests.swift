@testable import CrosstalkGraph
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

    /// Errors point at the byte where the text stops being JSON, past comments, and say what was expected.
    func testErrorsNameThePlaceAndWhatWasExpected() {
        XCTAssertEqual(syntaxError("{ // c\n  \"a\": 1,\n  \"b\" 2\n}"), "invalid JSON at line 3, column 7: expected ':' after the key")
        XCTAssertEqual(syntaxError("[1 2]"), "invalid JSON at line 1, column 4: expected ',' or ']'")
        XCTAssertEqual(syntaxError("{\"a\": \"x}"), "invalid JSON at line 1, column 7: unterminated string")
        XCTAssertEqual(syntaxError("{\"a\": 1} x"), "invalid JSON at line 1, column 10: unexpected text after the value")
        XCTAssertEqual(syntaxError("{\"a\": 01}"), "invalid JSON at line 1, column 7: a number cannot start with 0")
        XCTAssertEqual(syntaxError("{\"a\": tru}"), "invalid JSON at line 1, column 7: expected a value")
        XCTAssertEqual(syntaxError(""), "invalid JSON at line 1, column 1: unexpected end of text, expected a value")
        XCTAssertEqual(syntaxError("{\"a\": ["), "invalid JSON at line 1, column 8: unexpected end of text, expected a value")
    }

    /// Escapes, surrogate pairs and numbers read as JSON defines them.
    func testEscapesAndNumbers() throws {
        XCTAssertEqual(try parse(#"["\u00e9\ud83d\ude00\n\t\/", -1.5e2, 0, 12]"#),
                       .array([.string("é😀\n\t/"), .number(-150), .number(0), .number(12)]))
    }

    /// Nesting deeper than the cap is an error, not a crash.
    func testDeepNestingIsAnError() {
        let text = String(repeating: "[", count: 100_000)
        XCTAssertTrue(syntaxError(text).hasSuffix("nested deeper than 512 levels"), syntaxError(text))
    }

    func testPosition() {
        let bytes = Array("ab\ncd\n".utf8)
        XCTAssertEqual(JSONConfigReader.position(of: 0, in: bytes).line, 1)
        XCTAssertEqual(JSONConfigReader.position(of: 4, in: bytes).line, 2)
        XCTAssertEqual(JSONConfigReader.position(of: 4, in: bytes).column, 2)
    }
}
