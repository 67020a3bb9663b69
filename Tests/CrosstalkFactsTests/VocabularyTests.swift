import XCTest
import CrosstalkSyntax
@testable import CrosstalkFacts

final class VocabularyTests: XCTestCase {
    /// Each domain word lexes, in a file lexed for facts, as the symbol its raw value says, and reads back as its name.
    func testDomainWordsAreInternedAtTheirSymbols() {
        let words = DomainWord.allCases
        let text = words.map { String(describing: $0) }.joined(separator: " ")
        let stream = Lexer.lex(SourceFile(text: text), lexicon: DomainWord.lexicon)
        XCTAssertEqual(stream.tokens.dropLast().map(\.symbol), words.map(\.symbol))
        for word in words {
            XCTAssertEqual(stream.symbols.text(word.symbol), String(describing: word))
        }
        XCTAssertTrue(stream.tokens[0].is(DomainWord.sink))
        XCTAssertEqual(stream.symbols.count, Int(Lexicon.firstAddedSymbol) + words.count)
    }

    /// The written-out spellings are the case names, in order.
    func testDomainWordSpellingsAreTheCaseNames() {
        XCTAssertEqual(DomainWord.spellings, DomainWord.allCases.map { String(describing: $0) })
    }

    /// A backticked name is never the word.
    func testABacktickedNameIsNotTheWord() {
        let stream = Lexer.lex(SourceFile(text: "`sink`"), lexicon: DomainWord.lexicon)
        XCTAssertFalse(stream.tokens[0].is(DomainWord.sink))
    }

    func testTestDoubleWordsAreCamelCaseWordsAnywhereInTheName() {
        for name in ["ClientProxyMock", "ClientSDKMock", "MockNetworkService", "KeychainProtocolMockProvider", "AnalyticsSpy", "StubStore", "Outer.FakeClock", "Mock", "Mock_Store"] {
            XCTAssertTrue(Vocabulary.isTestDoubleName(name), name)
        }
        for name in ["MockingbirdView", "Spyglass", "StubbornCache", "Feed", "HammockStore", "Unmocked"] {
            XCTAssertFalse(Vocabulary.isTestDoubleName(name), name)
        }
    }
}
