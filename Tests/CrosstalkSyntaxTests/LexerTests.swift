import XCTest
@testable import CrosstalkSyntax

/// Lexes `source` and returns (kind, text) pairs, without the end-of-file token.
func lexed(_ source: String) -> [(TokenKind, String)] {
    let stream = Lexer.lex(SourceFile(text: source))
    return stream.tokens.dropLast().map { ($0.kind, stream.text($0)) }
}

func kinds(_ source: String) -> [TokenKind] { lexed(source).map(\.0) }
func texts(_ source: String) -> [String] { lexed(source).map(\.1) }

final class LexerTests: XCTestCase {
    func testIdentifiersKeywordsAndBackticks() {
        XCTAssertEqual(kinds("class `class` café $0 $value _ weak"), [.keyword, .identifier, .identifier, .dollarIdentifier, .dollarIdentifier, .keyword, .identifier])
        let stream = Lexer.lex(SourceFile(text: "`default` default"))
        XCTAssertEqual(stream.tokens[0].symbol, stream.tokens[1].symbol, "a backticked keyword interns as the same name")
        XCTAssertTrue(stream.tokens[0].flags.contains(.backticked))
        XCTAssertFalse(stream.tokens[0].is(.default_))
        XCTAssertTrue(stream.tokens[1].is(.default_))
    }

    func testNumbers() {
        XCTAssertEqual(kinds("1_000 0xFF_FF 0o17 0b1010 1.5 1e10 1.5e-3 0x1p3 0x1.8p1"), [.integerLiteral, .integerLiteral, .integerLiteral, .integerLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral, .floatLiteral])
        XCTAssertEqual(texts("x.0.1"), ["x", ".", "0", ".", "1"], "tuple element access is not a float")
        XCTAssertEqual(texts("1..<2"), ["1", "..<", "2"])
    }

    func testStringsAndNestedInterpolation() {
        XCTAssertEqual(kinds(#""a\(b)c""#), [.stringQuote, .stringSegment, .interpolationStart, .identifier, .interpolationEnd, .stringSegment, .stringQuote])
        let nested = #""x\(f("y\(g(1))z", { "\($0)" }))w""#
        let k = kinds(nested)
        XCTAssertEqual(k.first, .stringQuote)
        XCTAssertEqual(k.last, .stringQuote)
        XCTAssertEqual(k.filter { $0 == .interpolationStart }.count, 3)
        XCTAssertEqual(k.filter { $0 == .interpolationEnd }.count, 3)
        XCTAssertEqual(k.filter { $0 == .leftBrace }.count, 1, "the closure inside the interpolation is lexed as code")
    }

    /// Inside an interpolation punctuation is lexed as outside, and parentheses are counted to find its end.
    func testPunctuationInsideInterpolations() {
        XCTAssertEqual(lexed(#""\(a[0].b, (c), 1..<2) z" + (d)"#).map(\.0), [
            .stringQuote, .interpolationStart, .identifier, .leftBracket, .integerLiteral, .rightBracket, .period, .identifier,
            .comma, .leftParen, .identifier, .rightParen, .comma, .integerLiteral, .operator, .integerLiteral, .interpolationEnd,
            .stringSegment, .stringQuote, .operator, .leftParen, .identifier, .rightParen,
        ])
        XCTAssertEqual(texts(#""\("\((x))")" )"#), ["\"", #"\("#, "\"", #"\("#, "(", "x", ")", ")", "\"", ")", "\"", ")"])
    }

    func testRawAndMultilineStrings() {
        XCTAssertEqual(kinds(##"#"a "quoted" \(notInterp) \#(interp)"#"##), [.stringQuote, .stringSegment, .interpolationStart, .identifier, .interpolationEnd, .stringQuote])
        let multi = "let s = \"\"\"\n  .sink { self }\n  \"\" still\n  \"\"\"\nnext"
        XCTAssertEqual(texts(multi).last, "next")
        XCTAssertFalse(kinds(multi).contains(.leftBrace), "code-like text inside a multi-line string is not code")
        let raw2 = "##\"\"\"\na \"\"\"# b\n\"\"\"## x"
        XCTAssertEqual(texts(raw2).last, "x")
    }

    func testComments() {
        let stream = Lexer.lex(SourceFile(text: "a /* outer /* inner */ still */ b // line\n/// doc\nc"))
        XCTAssertEqual(stream.tokens.dropLast().map { stream.text($0) }, ["a", "b", "c"])
        XCTAssertEqual(stream.trivia.map(\.kind), [.blockComment, .lineComment, .docLineComment])
    }

    func testRegexVersusDivision() {
        XCTAssertEqual(kinds("let r = /[a-z]+/"), [.keyword, .identifier, .equal, .regexLiteral])
        XCTAssertEqual(kinds("a / b / c"), [.identifier, .operator, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("f(#/a/b/#)"), [.identifier, .leftParen, .regexLiteral, .rightParen])
        XCTAssertEqual(kinds("reduce(0, /) / 2"), [.identifier, .leftParen, .integerLiteral, .comma, .operator, .rightParen, .operator, .integerLiteral])
    }

    /// Swift's rule (each line checked with `swiftc -parse -enable-bare-slash-regex`): a `/` free on the left and glued
    /// on the right starts a regex wherever it stands, even after a value-like token such as `try?`'s `?`.
    func testRegexAfterTryAwaitReturnAndInBuilders() {
        let regexStarts = [
            "let m = try? /(\\d+)\\.(\\d+)/.wholeMatch(in: host)", "let m = try! /x+/.firstMatch(in: s)",
            "let m = try /x+/.firstMatch(in: s)", "let n = await count(/x+/)", "let r = /x+/", "let r = (/x+/)",
            "let rs = [/a/, /b/]", "return /y+/", "let r = Regex {\n    /abc/\n    /def/\n}", "let r = /a\\ /",
        ]
        for source in regexStarts {
            let regexes = lexed(source).filter { $0.0 == .regexLiteral }.map(\.1)
            XCTAssertFalse(regexes.isEmpty, source)
            XCTAssertFalse(lexed(source).contains { $0.0 == .operator && $0.1.hasPrefix("/") }, "\(source): \(lexed(source))")
        }
        XCTAssertEqual(lexed("let r = Regex {\n    /abc/\n    /def/\n}").filter { $0.0 == .regexLiteral }.map(\.1), ["/abc/", "/def/"])
        XCTAssertEqual(lexed("try? /(\\d+)\\.(\\d+)/.wholeMatch(in: host)")[2].1, "/(\\d+)\\.(\\d+)/")
    }

    /// Division and operator declarations keep `/` an operator: glued to the value before it, free on both sides
    /// after a value, or naming the operator after `func` / `operator`.
    func testDivisionStaysDivision() {
        for source in ["x = a / b", "x /= 2", "x /= b/c", "let y = a/b/c", "let z = (a) / (b) / c", "let w = v.reduce(1, /) / 2",
                       "static func /(l: V, r: Int) -> V { V(x: l.x/r) }", "infix operator /^/", "let q = a\n    / b / c",
                       "let q = a /b / c"] {
            XCTAssertFalse(kinds(source).contains(.regexLiteral), "\(source): \(lexed(source))")
        }
    }

    func testDirectivesAreTrivia() {
        let stream = Lexer.lex(SourceFile(text: "#if os(iOS) // ios\nlet a = 1\n#else\nlet a = 2\n#endif\n#selector(foo)"))
        XCTAssertEqual(stream.trivia.filter { $0.kind == .directive }.count, 3)
        XCTAssertEqual(stream.tokens.dropLast().last?.kind, .rightParen)
        XCTAssertTrue(stream.tokens.contains { $0.kind == .poundIdentifier })
    }

    func testOperatorsAndPostfix() {
        XCTAssertEqual(kinds("a?.b!.c ?? d"), [.identifier, .postfixQuestion, .period, .identifier, .postfixBang, .period, .identifier, .operator, .identifier])
        XCTAssertEqual(kinds("a != b"), [.identifier, .operator, .identifier])
        XCTAssertEqual(kinds("x = y -> z"), [.identifier, .equal, .identifier, .arrow, .identifier])
        XCTAssertEqual(kinds("f(&x)"), [.identifier, .leftParen, .operator, .identifier, .rightParen])
        let stream = Lexer.lex(SourceFile(text: "f(&x)"))
        XCTAssertTrue(stream.tokens[2].flags.contains(.prefixOperator))
    }

    func testAnOptionalMarkGluedToAnInitializersEqualSignIsSplit() {
        // `var pending:Cancellable?=nil` compiles: the optional mark, then the initializer. `??=` and `a != b` stay whole.
        XCTAssertEqual(kinds("var pending:Cancellable?=nil"), [.keyword, .identifier, .colon, .identifier, .postfixQuestion, .equal, .keyword])
        XCTAssertEqual(kinds("x ??= y"), [.identifier, .operator, .identifier])
        XCTAssertEqual(kinds("a!=b"), [.identifier, .operator, .identifier])
    }

    func testNonASCIIOperatorsAreOperatorsAndNamesStayNames() {
        // `¶` and `×` are operator heads; U+0301 (a combining accent) continues an operator; `é` and `π` are names.
        XCTAssertEqual(kinds("let x = ¶\"id\""), [.keyword, .identifier, .equal, .operator, .stringQuote, .stringSegment, .stringQuote])
        XCTAssertEqual(kinds("a × b"), [.identifier, .operator, .identifier])
        XCTAssertEqual(kinds("prefix operator ◊\u{301}"), [.identifier, .keyword, .operator])
        XCTAssertEqual(kinds("é + π"), [.identifier, .operator, .identifier])
        let stream = Lexer.lex(SourceFile(text: "f(¶x)"))
        XCTAssertTrue(stream.tokens[2].flags.contains(.prefixOperator))
        XCTAssertEqual(stream.text(stream.tokens[2]), "¶")
    }

    func testADotBeforeAnOperatorCharacterStartsADotOperator() {
        // `.=` (CoreStore's assignment operator) is one operator; `.init`, `a.b` and `x?.y` keep their period.
        XCTAssertEqual(kinds("name .= value"), [.identifier, .operator, .identifier])
        XCTAssertEqual(kinds("func .= (a: Int, b: Int) {}").prefix(2), [.keyword, .operator])
        XCTAssertEqual(kinds("a.b"), [.identifier, .period, .identifier])
        XCTAssertEqual(kinds(".init()"), [.period, .keyword, .leftParen, .rightParen])
        XCTAssertEqual(kinds("x?.y"), [.identifier, .postfixQuestion, .period, .identifier])
    }

    func testAttributesAndModifiers() {
        XCTAssertEqual(kinds("@objc(name) weak let nonisolated(unsafe)"), [.atSign, .identifier, .leftParen, .identifier, .rightParen, .identifier, .keyword, .identifier, .leftParen, .identifier, .rightParen])
    }

    func testLineColumnAfterMultibyte() {
        let file = SourceFile(text: "let é = 1\n  x")
        XCTAssertEqual(file.location(of: 10).line, 1)
        XCTAssertEqual(file.location(of: 13).line, 2)
        XCTAssertEqual(file.location(of: 13).column, 3)
        let stream = Lexer.lex(file)
        let one = stream.tokens[3]
        XCTAssertEqual(file.location(of: Int(one.start)).column, 10, "columns count UTF-8 bytes")
    }

    func testLineStarts() {
        XCTAssertEqual(SourceFile(text: "").lineStarts, [0])
        XCTAssertEqual(SourceFile(text: "a").lineStarts, [0])
        XCTAssertEqual(SourceFile(text: "a\nbc\n").lineStarts, [0, 2, 5])
        XCTAssertEqual(SourceFile(text: "\n\na").lineStarts, [0, 1, 2])
        XCTAssertEqual(SourceFile(text: "a\r\nb\rc\n\r").lineStarts, [0, 3, 5, 7, 8])
    }

    func testUnterminatedConstructsDiagnose() {
        for source in ["\"abc", "\"\"\"\nabc", "/* abc", "\"a\\(b", "#\"abc", "`abc", "#/abc"] {
            let stream = Lexer.lex(SourceFile(text: source))
            XCTAssertFalse(stream.diagnostics.isEmpty, source)
            XCTAssertEqual(stream.tokens.last?.kind, .endOfFile)
        }
    }

    /// Name bytes are scanned four at a time: names of every length end in place, at the end of the file too.
    func testNamesOfEveryLengthEndInPlace() {
        for length in 1 ..< 20 {
            let name = String(repeating: "n", count: length)
            XCTAssertEqual(texts(name), [name])
            XCTAssertEqual(texts(name + "."), [name, "."])
            XCTAssertEqual(texts("x " + name), ["x", name])
            XCTAssertEqual(texts(name + "(" + name + " \n" + name + ")"), [name, "(", name, name, ")"])
        }
    }

    /// String content is skipped eight bytes at a time: the byte ending a run (`"`, `\`, a line break) is found at
    /// every offset of a word and up to the last byte of the file.
    func testStringContentEndsAtEveryOffset() {
        for length in 0 ..< 24 {
            let content = String(repeating: "a", count: length)
            let segment = length > 0 ? [content] : []
            XCTAssertEqual(texts("\"" + content + "\""), ["\""] + segment + ["\""])
            XCTAssertEqual(texts("\"" + content + "\" x"), ["\""] + segment + ["\"", "x"])
            XCTAssertEqual(texts("\"" + content), ["\""] + segment)
            XCTAssertEqual(texts("\"" + content + "\nx"), ["\""] + segment + ["x"])
            XCTAssertEqual(texts("\"" + content + "\r\nx"), ["\""] + segment + ["x"])
            XCTAssertEqual(texts("\"" + content + #"\"b""#), ["\"", content + #"\"b"#, "\""])
            XCTAssertEqual(texts("\"" + content + #"\(x)""#), ["\""] + segment + [#"\("#, "x", ")", "\""])
        }
    }

    /// ASCII is skipped 64 and 8 bytes at a time by the UTF-8 check: a bad byte is reported where it is, up to the
    /// last byte of the file, and a good multi-byte character is not.
    func testInvalidUTF8IsFoundAtEveryOffset() {
        for length in 1 ..< 140 {
            for offset in 0 ..< length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[offset] = 0xFF
                XCTAssertEqual(utf8Problems(bytes), [offset])
                guard offset + 1 < length else { continue }
                bytes[offset] = 0xC3
                bytes[offset + 1] = 0xA9
                XCTAssertEqual(utf8Problems(bytes), [])
            }
        }
    }

    func utf8Problems(_ bytes: [UInt8]) -> [Int] {
        Lexer.lex(SourceFile(path: "t.swift", bytes: bytes)).diagnostics.filter { $0.message.contains("UTF-8") }.map(\.offset)
    }
}
