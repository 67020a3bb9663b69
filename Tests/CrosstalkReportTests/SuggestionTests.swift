@testable import CrosstalkReport
import XCTest

final class SuggestionTests: XCTestCase {
    func testEditDistance() {
        func distance(_ a: String, _ b: String) -> Int { Suggestion.editDistance(Array(a.utf8), Array(b.utf8), limit: 10) }
        XCTAssertEqual(distance("", "abc"), 3)
        XCTAssertEqual(distance("format", "format"), 0)
        XCTAssertEqual(distance("formt", "format"), 1)
        XCTAssertEqual(distance("jbos", "jobs"), 1)
        XCTAssertEqual(distance("kitten", "sitting"), 3)
        XCTAssertEqual(Suggestion.editDistance(Array("abcdef".utf8), Array("uvwxyz".utf8), limit: 2), 3)
    }

    func testToleranceGrowsWithLength() {
        XCTAssertEqual(Suggestion.nearest(to: "lnt", among: ["lint"]), "lint")
        XCTAssertNil(Suggestion.nearest(to: "list", among: ["init"]))
        XCTAssertEqual(Suggestion.nearest(to: "strong_self_in_subscriptoin", among: ["strong_self_in_subscription"]), "strong_self_in_subscription")
        XCTAssertNil(Suggestion.nearest(to: "banana", among: ["weak_delegate", "lint"]))
    }

    func testClosestWinsAndTiesGoToTheFirst() {
        XCTAssertEqual(Suggestion.nearest(to: "weak_delegat", among: ["weak_delegates", "weak_delegate"]), "weak_delegate")
        XCTAssertEqual(Suggestion.nearest(to: "weak_delegatex", among: ["weak_delegates", "weak_delegate"]), "weak_delegates")
        XCTAssertEqual(Suggestion.nearest(to: "weak_delegatex", among: ["weak_delegate", "weak_delegates"]), "weak_delegate")
    }

    func testUniquePrefixIsOfferedWhenNothingIsClose() {
        XCTAssertEqual(Suggestion.nearest(to: "write", among: ["write-baseline", "baseline"]), "write-baseline")
        XCTAssertNil(Suggestion.nearest(to: "unmatched", among: ["unmatched_a_long_name", "unmatched_b_long_name"]))
    }
}
