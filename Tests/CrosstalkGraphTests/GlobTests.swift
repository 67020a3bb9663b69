import XCTest
@testable import CrosstalkGraph

final class GlobTests: XCTestCase {
    private func match(_ pattern: String, _ path: String, directory: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        do {
            return try Glob(pattern).matches(path, isDirectory: directory)
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return false
        }
    }

    private func invalid(_ pattern: String) -> String? {
        do {
            _ = try Glob(pattern)
            return nil
        } catch {
            return error.description
        }
    }

    func testPatternWithoutSlashMatchesAName() {
        XCTAssertTrue(match("Generated", "Generated"))
        XCTAssertTrue(match("Generated", "Sources/App/Generated", directory: true))
        XCTAssertFalse(match("Generated", "Sources/Generated/X.swift"))
        XCTAssertTrue(match("*.pb.swift", "Sources/Proto/Model.pb.swift"))
        XCTAssertFalse(match("*.pb.swift", "Sources/Proto/Model.swift"))
        XCTAssertTrue(match("*Tests.swift", "FooTests.swift"))
    }

    func testPatternWithSlashIsAnchored() {
        XCTAssertTrue(match("Sources/App", "Sources/App", directory: true))
        XCTAssertFalse(match("Sources/App", "Vendor/Sources/App", directory: true))
        XCTAssertTrue(match("/Tests", "Tests", directory: true))
        XCTAssertFalse(match("/Tests", "Sources/Tests", directory: true))
        XCTAssertTrue(match("./Sources/*.swift", "Sources/A.swift"))
        XCTAssertFalse(match("Sources/*.swift", "Sources/App/A.swift"))
    }

    func testDoubleStarSpansSegments() {
        XCTAssertTrue(match("**/Mocks/**", "Tests/Mocks/A.swift"))
        XCTAssertTrue(match("**/Mocks/**", "Mocks/A.swift"))
        XCTAssertTrue(match("**/Mocks/**", "a/b/c/Mocks/d/e/F.swift"))
        XCTAssertFalse(match("**/Mocks/**", "a/MyMocks/F.swift"))
        XCTAssertTrue(match("a/**/b", "a/b"))
        XCTAssertTrue(match("a/**/b", "a/x/y/b"))
        XCTAssertFalse(match("a/**/b", "a/x/y/c"))
        XCTAssertTrue(match("a/**/b/**/c", "a/b/b/x/c"))
        XCTAssertTrue(match("Sources/**", "Sources/A/B.swift"))
        XCTAssertTrue(match("**/*.swift", "A.swift"))
        XCTAssertTrue(match("**", "anything/at/all"))
        XCTAssertTrue(match("a/**/**/b", "a/b"))
    }

    func testDoubleStarInsideASegmentIsAStar() {
        XCTAssertTrue(match("Sources/a**b", "Sources/axyb"))
        XCTAssertFalse(match("Sources/a**b", "Sources/ax/yb"))
    }

    func testStarStaysWithinASegment() {
        XCTAssertTrue(match("Sources/*/Views", "Sources/App/Views", directory: true))
        XCTAssertFalse(match("Sources/*/Views", "Sources/App/Sub/Views", directory: true))
        XCTAssertFalse(match("Sources/*", "Sources", directory: true))
        XCTAssertTrue(match("a*b*c", "abc"))
        XCTAssertTrue(match("a*b*c", "axxbyybzzc"))
        XCTAssertFalse(match("a*b*c", "axxbyybzz"))
        XCTAssertTrue(match("*", ".hidden"))
    }

    func testQuestionMarkIsOneCharacterEvenWhenMultiByte() {
        XCTAssertTrue(match("Caf?.swift", "Café.swift"))
        XCTAssertTrue(match("Caf?.swift", "Cafe.swift"))
        XCTAssertFalse(match("Caf?.swift", "Caf.swift"))
        XCTAssertTrue(match("?", "🙂"))
        XCTAssertTrue(match("*?", "🙂"))
        XCTAssertTrue(match("Café*", "Café.swift"))
    }

    func testClasses() {
        XCTAssertTrue(match("[abc].swift", "b.swift"))
        XCTAssertFalse(match("[abc].swift", "d.swift"))
        XCTAssertTrue(match("v[0-9].swift", "v7.swift"))
        XCTAssertTrue(match("[!a].swift", "b.swift"))
        XCTAssertFalse(match("[^a].swift", "a.swift"))
        XCTAssertTrue(match("[]].swift", "].swift"))
        XCTAssertTrue(match("[a-].swift", "-.swift"))
        XCTAssertTrue(match("[\\]x].swift", "].swift"))
        XCTAssertTrue(match("[!a]", "é"))
        XCTAssertTrue(match("x[!a]y", "x🙂y"))
    }

    func testEscapes() {
        XCTAssertTrue(match("\\*.swift", "*.swift"))
        XCTAssertFalse(match("\\*.swift", "a.swift"))
        XCTAssertTrue(match("a\\[1].swift", "a[1].swift"))
    }

    func testTrailingSlashMatchesDirectoriesOnly() {
        XCTAssertTrue(match("Pods/", "Pods", directory: true))
        XCTAssertFalse(match("Pods/", "Pods"))
        XCTAssertTrue(match("Vendor/Pods/", "Vendor/Pods", directory: true))
    }

    func testCaseSensitive() {
        XCTAssertFalse(match("*.Swift", "a.swift"))
    }

    func testInvalidPatterns() {
        XCTAssertEqual(invalid(""), "invalid glob '': the pattern is empty")
        XCTAssertEqual(invalid("/"), "invalid glob '/': the pattern is empty")
        XCTAssertEqual(invalid("a["), "invalid glob 'a[': unclosed '['")
        XCTAssertEqual(invalid("a[]"), "invalid glob 'a[]': unclosed '['")
        XCTAssertEqual(invalid("a\\"), "invalid glob 'a\\': trailing '\\'")
        XCTAssertEqual(invalid("[z-a]"), "invalid glob '[z-a]': reversed range in '[…]'")
        XCTAssertEqual(invalid("[é]"), "invalid glob '[é]': character classes may only contain ASCII characters")
        XCTAssertEqual(invalid("!Generated"), "invalid glob '!Generated': negated patterns ('!…') are not supported")
    }

    func testSetMatchesPathOrAncestor() throws {
        let set = try GlobSet(["Sources/App", "*.generated.swift"])
        XCTAssertTrue(set.matchesPathOrAncestor("Sources/App/Views/X.swift"))
        XCTAssertTrue(set.matchesPathOrAncestor("Sources/App"))
        XCTAssertFalse(set.matchesPathOrAncestor("Sources/AppKit/X.swift"))
        XCTAssertTrue(set.matchesPathOrAncestor("Other/Y.generated.swift"))
        XCTAssertFalse(set.matches("Sources/App/Views/X.swift"))
        XCTAssertEqual(set.patterns, ["Sources/App", "*.generated.swift"])
        XCTAssertTrue(GlobSet().isEmpty)
        XCTAssertThrowsError(try GlobSet(["ok", "bad["]))
    }

    func testPathologicalPatternsStayFast() throws {
        // Single-backtrack matching is linear-ish; a naive recursive matcher is exponential here.
        let glob = try Glob("a*a*a*a*a*a*a*a*a*a*b")
        let path = String(repeating: "a", count: 200)
        XCTAssertFalse(glob.matches(path))
        let deep = try Glob("**/**/**/**/**/x")
        XCTAssertFalse(deep.matches(Array(repeating: "d", count: 200).joined(separator: "/")))
    }

    func testPathGlobs() {
        XCTAssertTrue(Glob.matchesPath("Features/**", "Features/Profile/A.swift"))
        XCTAssertTrue(Glob.matchesPath("Features", "Features/Profile/A.swift"))
        XCTAssertTrue(Glob.matchesPath("Features/", "Features/A.swift"))
        XCTAssertFalse(Glob.matchesPath("Features", "FeaturesKit/A.swift"))
        XCTAssertTrue(Glob.matchesPath("**/Coordinators/*.swift", "App/Coordinators/Main.swift"))
        XCTAssertTrue(Glob.matchesPath("**/Coordinators/*.swift", "Coordinators/Main.swift"))
        XCTAssertFalse(Glob.matchesPath("**/Coordinators/*.swift", "App/Coordinators/Deep/Main.swift"))
        XCTAssertTrue(Glob.matchesPath("Sources/*Feature/**", "Sources/ProfileFeature/View.swift"))
        XCTAssertFalse(Glob.matchesPath("Sources/*Feature/**", "Sources/Profile/Feature/View.swift"))
        XCTAssertTrue(Glob.matchesPath("./App/?pp.swift", "App/App.swift"))
        XCTAssertTrue(Glob.matchesPath("**", "anything/at/all.swift"))
    }

    func testNameGlobs() {
        XCTAssertTrue(Glob.matchesName("*ViewModel", "ProfileViewModel"))
        XCTAssertTrue(Glob.matchesName("*ViewModel", "ProfileView.ViewModel"))
        XCTAssertFalse(Glob.matchesName("*ViewModel", "ProfileViewModelDelegate"))
        XCTAssertTrue(Glob.matchesName("App*", "AppCoordinator"))
        XCTAssertTrue(Glob.matchesName("AppCoordinator", "AppCoordinator"))
        XCTAssertFalse(Glob.matchesName("AppCoordinator", "AppCoordinators"))
        XCTAssertTrue(Glob.matchesName("*", ""))
    }
}
