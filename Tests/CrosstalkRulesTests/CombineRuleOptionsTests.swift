import CrosstalkFacts
import CrosstalkGraph
import XCTest
@testable import CrosstalkRules

/// The configurable Combine rules honour their options (the Corpus runs with defaults only).
final class CombineRuleOptionsTests: XCTestCase {
    private func lint(_ rule: any Rule, _ source: String, options: [String: OptionValue] = [:]) -> [LintFinding] {
        let facts = FactExtractor.extract(path: "snippet.swift", bytes: Array(source.utf8))
        let index = ProjectIndex(files: [facts])
        return LintEngine.run(index: index, rules: [ConfiguredRule(rule: rule, severity: rule.description.defaultSeverity, options: RuleOptions(options))])
    }

    /// A sink holding self only to make an inner closure's weak reference says so: the fix is on the outer closure.
    func testStrongSelfMessageNamesTheInnerWeakCapture() {
        let source = """
        import Combine
        final class Meter {
            let readings = PassthroughSubject<Int, Never>()
            var bag = Set<AnyCancellable>()
            func start() {
                readings.sink { value in
                    DispatchQueue.main.async { [weak self] in self?.show(value) }
                }.store(in: &bag)
                readings.sink { value in self.show(value) }.store(in: &bag)
            }
            func show(_ value: Int) {}
        }
        """
        XCTAssertEqual(lint(StrongSelfInSubscriptionRule(), source).map(\.message), [
            "closure passed to 'sink' captures self strongly: the inner closure's [weak self] needs it to hold self; add [weak self] to this closure too (retain cycle through the kept subscription)",
            "closure passed to 'sink' captures self strongly (retain cycle through the kept subscription)",
        ])
    }

    func testReceiveOnMainTypeSuffixes() {
        let source = """
        final class FeedScreen {
            var observers = Set<AnyCancellable>()
            func bind(_ feed: Feed) { feed.items.sink { _ in }.store(in: &observers) }
        }
        final class FeedViewModel {
            var observers = Set<AnyCancellable>()
            func bind(_ feed: Feed) { feed.items.sink { _ in }.store(in: &observers) }
        }
        """
        XCTAssertEqual(lint(ReceiveOnMainRule(), source).map(\.location.line), [7])
        XCTAssertEqual(lint(ReceiveOnMainRule(), source, options: ["typeSuffixes": .strings(["Screen"])]).map(\.location.line), [3])
        XCTAssertEqual(ReceiveOnMainRule().options.map(\.name), ["typeSuffixes"])
    }

    func testSubscriptionStoreNameNames() {
        let source = """
        final class Feed {
            func bind(_ feed: FeedSource) {
                feed.items.sink { _ in }.store(in: &cancellables)
                feed.items.sink { _ in }.store(in: &self.bag)
                feed.items.sink { _ in }.store(in: &observers)
            }
        }
        """
        XCTAssertEqual(lint(SubscriptionStoreNameRule(), source).map(\.location.line), [3, 4])
        let custom = lint(SubscriptionStoreNameRule(), source, options: ["names": .strings(["cancellables", "bag"])])
        XCTAssertEqual(custom.map(\.location.line), [5])
        XCTAssertEqual(custom.first?.message, "subscription stored in 'observers'; the convention is 'cancellables' or 'bag'")
        XCTAssertEqual(SubscriptionStoreNameRule().options.map(\.name), ["names"])
    }
}
