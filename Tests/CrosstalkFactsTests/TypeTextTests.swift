import XCTest
@testable import CrosstalkFacts

/// Readings of type text as written: the names the rules and the graph match on.
final class TypeTextTests: XCTestCase {
    func testBaseName() {
        let cases: [(String, String)] = [
            ("Publisher<Int, Never>", "Publisher"),
            ("Foo.Bar<T>", "Foo.Bar"),
            ("any P", "P"),
            ("some View", "View"),
            ("any some P", "P"),
            (" Foo ", "Foo"),
            ("\tFoo<\n", "Foo"),
            ("Plain", "Plain"),
            ("Çafé<Ü>", "Çafé"),
            ("", ""),
            ("any ", ""),
            ("<T>", ""),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(TypeText.baseName(text), expected, text.debugDescription)
        }
    }

    func testFunctionTypes() {
        for text in ["() -> Void", "(Int) -> String", "@escaping (Bool) -> Void", "((Int) -> Void)?", "Optional<(Int) async throws -> Void>",
                     "@MainActor @Sendable (Data) -> Void", "(() -> Void)!"] {
            XCTAssertTrue(TypeText.isFunctionType(text), text)
        }
        for text in ["Int", "[Int: String]", "(Int, String)", "Result<Int, Error>", "AnyPublisher<Int -> String, Never>", "Array<(Int) -> Void>", ""] {
            XCTAssertFalse(TypeText.isFunctionType(text), text)
        }
    }

    func testFunctionResults() {
        let cases: [(String, String?)] = [
            ("() -> Void", "Void"), ("((Int) -> String?)?", "String?"), ("() -> String?", "String?"), ("(() -> UIColor)", "UIColor"),
            ("@escaping (Bool) -> Result<Int, Error>", "Result<Int, Error>"), ("(Int) -> (String) -> Void", "(String) -> Void"),
            ("Optional<(Int) async throws -> Void>", "Void"), ("Int", nil), ("(Int, String)", nil),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(TypeText.functionResult(text), expected, text)
        }
    }
}
