import CrosstalkReport
import Foundation
import XCTest

final class JSONWriterTests: XCTestCase {
    func testPrettyLayoutKeepsWriteOrderAndEmptyContainersInline() {
        var w = JSONWriter()
        w.object { w in
            w.field("name", "x")
            w.field("count", -42)
            w.field("min", Int.min)
            w.field("ok", true)
            w.key("none")
            w.null()
            w.array("empty") { _ in }
            w.object("nothing") { _ in }
            w.array("items") { w in
                w.value(1)
                w.object { w in w.field("k", false) }
                w.array { w in
                    w.value("a")
                    w.value("b")
                }
            }
        }
        assertGolden(w.finish(), """
        {
          "name": "x",
          "count": -42,
          "min": -9223372036854775808,
          "ok": true,
          "none": null,
          "empty": [],
          "nothing": {},
          "items": [
            1,
            {
              "k": false
            },
            [
              "a",
              "b"
            ]
          ]
        }
        """)
    }

    /// The state of every enclosing container comes back when an inner one closes, at every depth up to the limit:
    /// a member after a nested object gets its comma, and an inline container's end returns to multi-line layout.
    func testEnclosingStateIsRestoredAtEveryDepth() throws {
        func nest(_ w: inout JSONWriter, level: Int) {
            w.object(inline: level == 40) { w in
                w.field("level", level)
                if level < JSONWriter.maximumDepth { w.key("inner"); nest(&w, level: level + 1) }
                w.field("after", level)
            }
        }
        var w = JSONWriter()
        nest(&w, level: 1)
        let text = w.finish()
        var object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for level in 1 ... JSONWriter.maximumDepth {
            XCTAssertEqual(object["level"] as? Int, level)
            XCTAssertEqual(object["after"] as? Int, level)
            guard level < JSONWriter.maximumDepth else { break }
            object = try XCTUnwrap(object["inner"] as? [String: Any], "level \(level)")
        }
        // Levels 40 and deeper are on one line; level 39's closing member is back on a line of its own.
        let lines = text.split(separator: "\n")
        let inlineLine = try XCTUnwrap(lines.first { $0.contains("\"level\": 40,") })
        XCTAssertTrue(inlineLine.hasPrefix(String(repeating: "  ", count: 39) + "\"inner\": {\"level\": 40, "), String(inlineLine))
        XCTAssertTrue(inlineLine.hasSuffix("\"after\": 42}, \"after\": 41}, \"after\": 40},"), String(inlineLine.suffix(80)))
        XCTAssertTrue(lines.contains { $0 == String(repeating: "  ", count: 39) + "\"after\": 39" })
    }

    /// `inlineObject` (the facts' fast path) writes exactly what the general writer writes for the same one-line
    /// object: scalars, nulls, empty and full lists of strings, integers and objects, next to multi-line siblings.
    func testInlineObjectWriterMatchesTheGeneralWriter() {
        let names = ["a", "quote\"d", "é", ""]
        let captures: [(String, Int?)] = [("self", nil), ("model", 3)]
        var fast = JSONWriter()
        var general = JSONWriter()
        fast.object { w in
            w.field("before", 1)
            w.array("facts") { w in
                for round in 0 ..< 3 {
                    w.inlineObject { o in
                        if round == 0 { o.null("first") } else { o.field("first", round == 1) }
                        o.field("name", names[round])
                        o.field("count", round - 1)
                        o.field("flag", round == 1)
                        o.field("maybe", round == 0 ? nil : "x")
                        o.field("index", round == 2 ? nil : round)
                        o.field("list", Array(names.prefix(round)))
                        o.field("numbers", Array([7, -8, 9].prefix(round)))
                        o.objects("captures", Array(captures.prefix(round))) { o, capture in
                            o.field("name", capture.0)
                            o.field("value", capture.1)
                        }
                        o.null("nothing")
                    }
                }
            }
            w.field("after", true)
        }
        general.object { w in
            w.field("before", 1)
            w.array("facts") { w in
                for round in 0 ..< 3 {
                    w.object(inline: true) { w in
                        w.key("first")
                        if round == 0 { w.null() } else { w.value(round == 1) }
                        w.field("name", names[round])
                        w.field("count", round - 1)
                        w.field("flag", round == 1)
                        w.key("maybe")
                        if round == 0 { w.null() } else { w.value("x") }
                        w.key("index")
                        if round == 2 { w.null() } else { w.value(round) }
                        w.array("list", inline: true) { w in for n in names.prefix(round) { w.value(n) } }
                        w.array("numbers", inline: true) { w in for n in [7, -8, 9].prefix(round) { w.value(n) } }
                        w.array("captures", inline: true) { w in
                            for capture in captures.prefix(round) {
                                w.object { w in
                                    w.field("name", capture.0)
                                    w.key("value")
                                    if let value = capture.1 { w.value(value) } else { w.null() }
                                }
                            }
                        }
                        w.key("nothing")
                        w.null()
                    }
                }
            }
            w.field("after", true)
        }
        XCTAssertEqual(fast.finish(), general.finish())
    }

    /// `emptyArray` writes what an array with no elements writes, as the first or a later member, in a multi-line
    /// or a one-line object, at every depth.
    func testEmptyArrayMatchesAnArrayWithoutElements() {
        func document(depth: Int, inline: Bool, _ emptyList: (inout JSONWriter, StaticString) -> Void) -> String {
            var w = JSONWriter()
            func nest(_ w: inout JSONWriter, level: Int) {
                w.object(inline: inline && level == depth) { w in
                    if level < depth {
                        w.key("inner")
                        nest(&w, level: level + 1)
                    } else {
                        emptyList(&w, "first")
                        emptyList(&w, "second")
                        w.field("after", level)
                        emptyList(&w, "last")
                    }
                }
            }
            nest(&w, level: 1)
            return w.finish()
        }
        // The deepest object leaves room for the array that `array(name)` opens.
        for depth in 1 ..< JSONWriter.maximumDepth {
            for inline in [false, true] {
                XCTAssertEqual(document(depth: depth, inline: inline) { w, name in w.emptyArray(name) },
                               document(depth: depth, inline: inline) { w, name in w.array(name) { _ in } },
                               "depth \(depth), inline \(inline)")
            }
        }
    }

    /// Inline containers (one site per line in long lists) nest inside pretty output, and force their contents inline.
    func testInlineContainers() {
        var w = JSONWriter()
        w.object { w in
            w.array("sites") { w in
                w.object(inline: true) { w in
                    w.field("file", "a.swift")
                    w.field("line", 1)
                    w.array("columns") { w in
                        w.value(2)
                        w.object { w in w.field("k", true) }
                    }
                    w.object("empty") { _ in }
                }
                w.object(inline: true) { _ in }
            }
            w.array("names", inline: true) { w in
                w.value("x")
                w.value("y")
            }
        }
        assertGolden(w.finish(), """
        {
          "sites": [
            {"file": "a.swift", "line": 1, "columns": [2, {"k": true}], "empty": {}},
            {}
          ],
          "names": ["x", "y"]
        }
        """)
    }

    func testKeysComeOutInWriteOrderNotSorted() {
        var w = JSONWriter()
        w.beginObject()
        for key in ["zeta", "alpha", "mu"] {
            w.key(text: key)
            w.value(0)
        }
        w.endObject()
        let text = w.finish()
        let positions = ["zeta", "alpha", "mu"].map { text.range(of: "\"\($0)\"")!.lowerBound }
        XCTAssertEqual(positions, positions.sorted())
    }

    /// Plain text is skipped eight bytes at a time: a character needing an escape is found at every offset,
    /// inside a word or in the bytes after the last whole word.
    func testEscapesAtEveryOffset() throws {
        var strings: [String] = []
        for special in ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "🙂"] {
            // Every length up to three words and every position: the word-at-a-time paths, the last partial
            // word and strings shorter than one word all meet the special character.
            for length in 1 ... 24 {
                for offset in 0 ..< length {
                    strings.append(String(repeating: "a", count: offset) + special + String(repeating: "b", count: length - 1 - offset))
                }
            }
        }
        var w = JSONWriter()
        w.array { w in for s in strings { w.value(s) } }
        let text = w.finish()
        XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String], strings)
        XCTAssertFalse(text.contains("\u{1}") || text.contains("\u{2028}"), "a control or line separator left unescaped")
    }

    /// Short plain strings take a fast path (checked and copied in whole words), the rest the escaping loop: at
    /// every length from 0 to 40, plain text, text with each kind of escape at each position, and non-ASCII text
    /// come out exactly as a straightforward escaper writes them.
    func testQuotedStringsOfEveryLengthMatchAPlainEscaper() {
        // Every printable ASCII character but `"` and `\`.
        let printable: [Unicode.Scalar] = (0x20 ... 0x7E).map { Unicode.Scalar(UInt8($0)) }.filter { $0 != "\"" && $0 != "\\" }
        var strings: [String] = []
        for length in 0 ... 40 {
            let plain = String(String.UnicodeScalarView((0 ..< length).map { printable[($0 * 7) % printable.count] }))
            strings.append(plain)
            for special in ["\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "\u{2029}", "\u{2027}", "🙂"] {
                for offset in stride(from: 0, through: length, by: 1) {
                    var scalars = Array(plain.unicodeScalars)
                    scalars.insert(contentsOf: special.unicodeScalars, at: offset)
                    strings.append(String(String.UnicodeScalarView(scalars)))
                }
            }
        }
        var w = JSONWriter(reservingCapacity: 1)
        w.array(inline: true) { w in for s in strings { w.value(s) } }
        XCTAssertEqual(w.finish(), "[" + strings.map(Self.plainQuoted).joined(separator: ", ") + "]\n")
    }

    /// `string` quoted the way the writer documents it, one scalar at a time.
    private static func plainQuoted(_ string: String) -> String {
        var out = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += "\\u" + String(scalar.value, radix: 16)
            case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Integers are written two digits at a time: every number below 1000, both sides of every power of ten, and
    /// the extremes read back exactly, in both signs.
    func testIntegersAroundEveryPowerOfTen() {
        var numbers = Array(0 ..< 1000) + [Int.max, Int.min, Int.min + 1]
        var power = 1
        for _ in 0 ..< 18 {
            power *= 10
            numbers += [power - 1, power, power + 1]
        }
        numbers += numbers.filter { $0 != 0 && $0 != Int.min }.map { -$0 }
        var w = JSONWriter(reservingCapacity: 1)
        w.array(inline: true) { w in for n in numbers { w.value(n) } }
        XCTAssertEqual(w.finish(), "[" + numbers.map(String.init).joined(separator: ", ") + "]\n")
    }

    /// A member at depth `d` starts a new line indented by `2 * d` spaces, at every depth the writer allows.
    func testIndentAtEveryDepth() {
        for depth in 1 ... JSONWriter.maximumDepth {
            var w = JSONWriter(continuingAtDepth: depth, afterMembers: depth % 2 == 0, reservingCapacity: 1)
            w.value(1)
            let text = String(decoding: w.drain(), as: UTF8.self)
            XCTAssertEqual(text, (depth % 2 == 0 ? "," : "") + "\n" + String(repeating: " ", count: 2 * depth) + "1", "depth \(depth)")
        }
    }

    func testTopLevelScalar() {
        var w = JSONWriter()
        w.value("only")
        XCTAssertEqual(w.finish(), "\"only\"\n")
    }

    func testStringEscaping() {
        let input = "q\" b\\ n\n t\t r\r b\u{8} f\u{C} nul\u{0} esc\u{1B} us\u{1F} del\u{7F} ls\u{2028} ps\u{2029} é 🙂 / <&>"
        var w = JSONWriter()
        w.value(input)
        XCTAssertEqual(w.finish(),
                       #""q\" b\\ n\n t\t r\r b\b f\f nul\u0000 esc\u001b us\u001f del"# + "\u{7F}" + #" ls\u2028 ps\u2029 é 🙂 / <&>""# + "\n")
    }

    /// Any string survives a round trip through a real JSON parser, whatever mix of escapes and multi-byte text it holds.
    func testRandomStringsRoundTripThroughJSONSerialization() throws {
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é", "\u{2028}", "\u{2029}",
                                          "\u{E2}", "\u{2027}", "🙂", "/", " "]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        var strings: [String] = []
        for _ in 0..<500 {
            var scalars = String.UnicodeScalarView()
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for k in 0..<Int(seed >> 59) {
                scalars.append(alphabet[Int((seed >> UInt64(k % 48)) % UInt64(alphabet.count))])
            }
            strings.append(String(scalars))
        }
        var w = JSONWriter()
        w.array { w in for s in strings { w.value(s) } }
        let parsed = try JSONSerialization.jsonObject(with: Data(w.finish().utf8)) as? [String]
        XCTAssertEqual(parsed, strings)
    }
}
