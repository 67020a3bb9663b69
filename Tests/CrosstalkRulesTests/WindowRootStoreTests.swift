import CrosstalkFacts
import CrosstalkGraph
import XCTest
@testable import CrosstalkRules

/// The stores of a window's root view are exempt from the retain-cycle rules unless `includeWindowRoots` is on.
final class WindowRootStoreTests: XCTestCase {
    private let source = """
    @main
    struct MediaApp: App {
        var body: some Scene {
            WindowGroup {
                ToastOverlay {
                    MediaRootView()
                }
            }
        }
    }
    struct MediaRootView: View {
        @StateObject private var root: MediaRootCoordinator = .init()
        var body: some View { Text("root") }
    }
    final class MediaRootCoordinator: ObservableObject {
        private var task: Task<Void, Never>?
        func start() {
            task = Task {
                for await value in Defaults.updates(.accent) { apply(value) }
            }
        }
        func apply(_ value: Int) {}
    }
    """

    private func lint(_ options: [String: OptionValue]) -> [LintFinding] {
        let facts = FactExtractor.extract(path: "MediaApp.swift", bytes: Array(source.utf8))
        let index = ProjectIndex(files: [facts])
        let rule = AsyncLoopStrongSelfRule()
        return LintEngine.run(index: index, rules: [ConfiguredRule(rule: rule, severity: rule.description.defaultSeverity, options: RuleOptions(options))])
    }

    func testTheRootStoreOfAWindowIsExemptByDefault() {
        XCTAssertEqual(lint([:]).count, 0)
    }

    func testIncludeWindowRootsReportsItForMultiWindowApps() {
        XCTAssertEqual(lint(["includeWindowRoots": .bool(true)]).map(\.location.line), [18])
    }
}
