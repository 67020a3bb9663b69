import XCTest
@testable import CrosstalkSyntax

final class SymbolTableTests: XCTestCase {
    /// Names that share their first eight bytes, differ only in length, or hold bytes no plain name has
    /// (backticks admit any byte but a backtick or a line break) are still told apart.
    func testNamesThatShareAPrefixOrAZeroTailStayDistinct() {
        let source = "configuration configurations configurationX configure `a\u{0}` a `a\u{0}` configuration a"
        let stream = Lexer.lex(SourceFile(text: source))
        let names = stream.tokens.dropLast()
        let symbols = names.map(\.symbol)
        XCTAssertEqual(Set(symbols.prefix(6)).count, 6)
        XCTAssertEqual(symbols[6], symbols[4])
        XCTAssertEqual(symbols[7], symbols[0])
        XCTAssertEqual(symbols[8], symbols[5])
        XCTAssertEqual(names.map { stream.symbols.text($0.symbol) },
                       ["configuration", "configurations", "configurationX", "configure", "a\u{0}", "a", "a\u{0}", "configuration", "a"])
    }

    /// Swift's words keep their raw values, a lexicon's added words follow them in order, and file names come last.
    func testWordsKeepTheirIdsAndFileNamesFollowThem() {
        let text = "let sink = receiveCompletion + someLongerNameThanEight"
        let lexicon = Lexicon(adding: ["sink", "receiveCompletion"])
        let stream = Lexer.lex(SourceFile(text: text), lexicon: lexicon)
        XCTAssertTrue(stream.tokens[0].is(.let_))
        XCTAssertEqual(stream.tokens[1].symbol, Lexicon.firstAddedSymbol)
        XCTAssertEqual(stream.tokens[3].symbol, Lexicon.firstAddedSymbol + 1)
        XCTAssertEqual(Int(stream.tokens[5].symbol), Word.allCases.count + 2)
        XCTAssertEqual(stream.symbols.count, Word.allCases.count + 3)
        XCTAssertEqual(stream.symbols.lookup("someLongerNameThanEight"), stream.tokens[5].symbol)
        XCTAssertEqual(stream.symbols.lookup("receiveCompletion"), Lexicon.firstAddedSymbol + 1)
        XCTAssertEqual(stream.symbols.text(Lexicon.firstAddedSymbol + 1), "receiveCompletion")
        XCTAssertNil(stream.symbols.lookup("someLongerNameThanNine"))
        XCTAssertNil(stream.symbols.lookup(""))
        // Without them, the same names are the file's own.
        let plain = Lexer.lex(SourceFile(text: text))
        XCTAssertEqual(Int(plain.tokens[1].symbol), Word.allCases.count)
        XCTAssertEqual(plain.symbols.count, Word.allCases.count + 3)
    }

    /// Interning into a lexed file's table copies it first, so the stream's own table does not change.
    func testInterningIntoACopyLeavesTheOriginalAlone() {
        let stream = Lexer.lex(SourceFile(text: "alpha betaGammaDelta"))
        var copy = stream.symbols
        let bytes = Array("epsilonZetaEta".utf8)
        let id = bytes.withUnsafeBufferPointer { copy.intern($0, 0, $0.count) }
        XCTAssertEqual(bytes.withUnsafeBufferPointer { copy.intern($0, 0, $0.count) }, id)
        XCTAssertEqual(copy.text(id), "epsilonZetaEta")
        XCTAssertEqual(copy.text(stream.tokens[1].symbol), "betaGammaDelta")
        XCTAssertEqual(copy.count, stream.symbols.count + 1)
        XCTAssertNil(stream.symbols.lookup("epsilonZetaEta"))
        XCTAssertEqual(stream.symbols.text(id), "")
    }

    /// Many names force the file's table to grow several times; every name keeps its id and spelling.
    func testManyNamesSurviveGrowth() {
        let names = (0 ..< 5000).map { "name\($0)" }
        let stream = Lexer.lex(SourceFile(text: names.joined(separator: " ")))
        for (i, name) in names.enumerated() {
            XCTAssertEqual(Int(stream.tokens[i].symbol), Word.allCases.count + i)
            XCTAssertEqual(stream.symbols.text(stream.tokens[i].symbol), name)
        }
    }

    /// Names met again are looked up among the recent ones first; names of one length that differ only in their
    /// middle or last bytes, and names that push each other out, keep their own symbols.
    func testRecentNamesAreComparedWhole() {
        let names = ["abcdefghijklmnop", "abcdefghijklmnoq", "abcdefgXijklmnop", "abcdefghijklmno", "abcdefgh", "abcdefgi",
                     "abc", "abd", "let", "sink", "receiveCompletion", "receiveCompletioN"]
        let text = (0 ..< 2000).map { names[$0 * 7 % names.count] + " n\($0 % 300)" }.joined(separator: " ")
        let stream = Lexer.lex(SourceFile(text: text))
        var symbolOfName: [String: Int32] = [:]
        for token in stream.tokens.dropLast() {
            let name = stream.text(token)
            XCTAssertEqual(stream.symbols.text(token.symbol), name)
            XCTAssertEqual(symbolOfName[name, default: token.symbol], token.symbol, name)
            symbolOfName[name] = token.symbol
        }
        XCTAssertEqual(Set(symbolOfName.values).count, symbolOfName.count)
        // Pairs that share a recent-names entry: a name and a longer one it starts, and two of one length that
        // differ in their last byte only.
        for (first, second) in [sharingRecentEntry { ("namesAndMore\($0)", "namesAndMore\($0)s") },
                                sharingRecentEntry { ("namesAndMore\($0)a", "namesAndMore\($0)b") }] {
            let pair = Lexer.lex(SourceFile(text: "\(first) \(second) \(first) \(second)"))
            XCTAssertEqual(pair.tokens.dropLast().map { pair.symbols.text($0.symbol) }, [first, second, first, second])
        }
    }

    /// Two names made by `make` from the same number that fall on the same entry of the recent names.
    func sharingRecentEntry(_ make: (Int) -> (String, String)) -> (String, String) {
        func entry(_ name: String) -> Int {
            let bytes = Array(name.utf8)
            let key = bytes.withUnsafeBufferPointer { NameKey($0.baseAddress!, 0, $0.count, readableEnd: $0.count) }
            return Int(key.hash) & (SourceNameInterner.recentCount - 1)
        }
        var i = 0
        while true {
            let (a, b) = make(i)
            if entry(a) == entry(b) { return (a, b) }
            i += 1
        }
    }

    /// The written-out spellings follow the case names: without a trailing `_`, and `_` for `wildcard`.
    func testWordSpellingsAreTheCaseNames() {
        XCTAssertEqual(Word.spellings.count, Word.allCases.count)
        for word in Word.allCases {
            var name = String(describing: word)
            if word == .wildcard { name = "_" } else if name.hasSuffix("_") { name.removeLast() }
            XCTAssertEqual(word.spelling, name)
        }
    }

    /// Names ending at the last byte of the file (no trailing line break) are scanned without reading past it.
    func testNamesAtTheEndOfTheFile() {
        XCTAssertEqual(texts("a.b"), ["a", ".", "b"])
        XCTAssertEqual(texts("x $"), ["x", "$"])
        XCTAssertEqual(texts("#selector"), ["#selector"])
        XCTAssertEqual(texts("f($0"), ["f", "(", "$0"])
        XCTAssertEqual(texts("#"), ["#"])
    }
}
