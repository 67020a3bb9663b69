@testable import CrosstalkReport
import CrosstalkRules
import XCTest

final class GitHubReporterTests: XCTestCase {
    func testGolden() {
        assertGolden(GitHubReporter().render(Fixture.report), #"""
        ::warning file=Sources/App/Feed View.swift,line=12,col=9,title=unstored_subscription::result of 'sink' on "items" is discarded: the subscription ends at once
        ::error file=Sources/App/Feed View.swift,line=30,col=5,title=weak_delegate::delegate 'dataDelegate' should be weak, or FeedView & its <Delegate> leak
        ::notice file=Sources/Core/Café.swift,line=3,col=14,title=mutable_singleton::singleton 'shared' has mutable state 'cache' — 100%25 shared, use 'let'
        ::error file=Sources/Core/Store.swift,line=1,col=1,title=io_error::cannot read file: permission denied
        """#)
    }

    func testCleanRunPrintsNothing() {
        XCTAssertEqual(GitHubReporter().render(Fixture.cleanReport), "")
    }

    func testEscapingFollowsTheActionsToolkit() {
        XCTAssertEqual(GitHubReporter.escapeProperty("a:b,c%d\re\nf"), "a%3Ab%2Cc%25d%0De%0Af")
        XCTAssertEqual(GitHubReporter.escapeData("a:b,c%d\re\nf"), "a:b,c%25d%0De%0Af")
        let finding = Finding(rule: "r", severity: .info, file: "dir,x/a:b.swift", line: 2, column: 3, message: "two\nlines: 50%")
        XCTAssertEqual(GitHubReporter().render(Fixture.report([finding])),
                       "::notice file=dir%2Cx/a%3Ab.swift,line=2,col=3,title=r::two%0Alines: 50%25\n")
    }
}
