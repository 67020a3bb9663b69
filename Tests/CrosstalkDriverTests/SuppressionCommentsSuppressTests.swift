import Foundation
import XCTest

/// What suppression comments written in real source actually suppress, through `crosstalk lint`.
/// Every finding below is asserted present or absent by line, so a directive that stops working shows as an
/// unexpected finding and one that reaches too far as a missing one.
final class SuppressionCommentsSuppressTests: XCTestCase {
    static let source = """
        import Combine

        /// Told when a tick arrives.
        protocol TickerDelegate: AnyObject {
            func tick()
        }

        /// Drops its subscriptions on purpose in many ways, each suppressed (or not) by a comment.
        final class Ticker {
            let ticks = PassthroughSubject<Int, Never>()

            func block() {
                // crosstalk:disable unstored_subscription
                ticks.sink { _ in } // inside block 1
                ticks.map { $0 + 1 }.sink { _ in } // inside block 2
                // crosstalk:enable unstored_subscription
                ticks.sink { _ in } // after enable
            }

            func next() {
                // crosstalk:disable:next unstored_subscription
                /// A doc comment between the directive and the code it suppresses.
                // and a plain comment

                ticks.sink { _ in } // next after comments
                ticks.sink { _ in } // the line after that
            }

            func this() {
                ticks.sink { _ in } // crosstalk:disable:this unstored_subscription
                ticks.sink { _ in } // below this
            }

            func otherRuleOnly() {
                // crosstalk:disable:next weak_delegate
                ticks.sink { _ in } // next names another rule
            }
        }

        /// `all` matches every rule: a weak_delegate and an unstored_subscription finding.
        final class Everything {
            let ticks = PassthroughSubject<Int, Never>()
            // crosstalk:disable:next all
            var delegate: TickerDelegate? // all on a delegate
            var otherDelegate: TickerDelegate? // unsuppressed delegate

            func run() {
                ticks.sink { _ in } // crosstalk:disable:this all
                // crosstalk:disable all
                ticks.sink { _ in } // all block to the end of the file
            }
            var lastDelegate: TickerDelegate? // all block reaches this too
        }

        """

    func testEachDirectiveSuppressesExactlyItsFindings() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.source, to: "Ticker.swift", in: dir)
        let (run, findings) = try lintFindings(in: dir)
        assertStatus(run, 1)
        func at(_ marker: String, _ rule: String = "unstored_subscription") -> String {
            "Ticker.swift:\(line(of: marker, in: Self.source)) \(rule)"
        }
        let expected: Set<String> = [
            at("// after enable"),
            at("// the line after that"),
            at("// below this"),
            at("// next names another rule"),
            at("// unsuppressed delegate", "weak_delegate"),
            // The weak_delegate suppression above `otherRuleOnly` suppresses nothing.
            "Ticker.swift:\(line(of: "        // crosstalk:disable:next weak_delegate", in: Self.source)) unused_suppression",
        ]
        XCTAssertEqual(Set(findings.map(\.place)), expected, "findings:\n\(findings.map(\.description).joined(separator: "\n"))")
        XCTAssertEqual(findings.count, expected.count, "\(findings)")
    }

    /// The same file with every directive removed reports every site: the directives above are what hide them.
    func testWithoutDirectivesEverySiteIsReported() throws {
        let dir = try CLI.workspace(for: self)
        let bare = Self.source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            guard let range = line.range(of: "// crosstalk:") else { return line }
            return line[..<range.lowerBound]
        }.joined(separator: "\n")
        try CLI.write(bare, to: "Ticker.swift", in: dir)
        let (_, findings) = try lintFindings(in: dir)
        XCTAssertEqual(findings.filter { $0.rule == "unstored_subscription" }.count, 10, "\(findings)")
        XCTAssertEqual(findings.filter { $0.rule == "weak_delegate" }.count, 3, "\(findings)")
        XCTAssertFalse(findings.contains { $0.rule == "unused_suppression" }, "\(findings)")
    }
}
