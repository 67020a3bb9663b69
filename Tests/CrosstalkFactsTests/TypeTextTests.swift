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

/// A module selector (`Combine::ObservableObject`, SE-0491) says where a name is looked up; what the rules and the
/// graph match on is the name after it.
final class ModuleSelectorTypeTextTests: XCTestCase {
    func testBaseNameDropsAModuleSelector() {
        let cases: [(String, String)] = [
            ("Combine::ObservableObject", "ObservableObject"), ("SwiftUI::View", "View"), ("some SwiftUI::View", "View"),
            ("any Combine::Publisher<Int, Never>", "Publisher"), ("MyApp::Router.Route", "Router.Route"),
            ("Foo.Bar", "Foo.Bar"), ("Dictionary<Swift::String, Int>", "Dictionary"), ("(Int) -> Swift::Void", "(Int) -> Swift::Void"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(TypeText.baseName(text), expected, text)
        }
    }

    func testUnwrappedVoidAndNotificationNamesSeeThroughModuleSelectors() {
        XCTAssertEqual(TypeText.unwrapped("Swift::Optional<any UIKit::UITableViewDelegate>"), "UITableViewDelegate")
        XCTAssertEqual(TypeText.unwrapped("(any MyApp::ProfileDelegate)?"), "ProfileDelegate")
        XCTAssertTrue(TypeText.isVoid("Swift::Void"))
        XCTAssertTrue(TypeText.isNotificationName("Foundation::Notification.Name"))
    }

    func testInheritanceAndExtensionsReadTheNameAfterTheSelector() {
        let file = facts("""
        final class SessionStore: Combine::ObservableObject, MyApp::SessionProviding {}
        struct ContentView: SwiftUI::View { var body: some SwiftUI::View { EmptyView() } }
        extension MyApp::SessionStore: UIKit::UITableViewDelegate {}
        """)
        XCTAssertEqual(file.types.map(\.name), ["SessionStore", "ContentView", "SessionStore"])
        XCTAssertEqual(file.types.map(\.inherits), [["ObservableObject", "SessionProviding"], ["View"], ["UITableViewDelegate"]])
    }

    func testGenericArgumentsAreTheTopLevelOnes() {
        XCTAssertEqual(TypeText.genericArguments("SceneViewController<LoginView, LoginViewModel>"), ["LoginView", "LoginViewModel"])
        XCTAssertEqual(TypeText.genericArguments("Base<Model<Int>, [String: (Int, Bool)]>"), ["Model<Int>", "[String: (Int, Bool)]"])
        XCTAssertEqual(TypeText.genericArguments("UIViewController"), [])
    }
}
