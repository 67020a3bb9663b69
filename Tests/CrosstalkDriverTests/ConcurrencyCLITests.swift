import Foundation
import XCTest

/// The concurrency, SwiftUI and RxSwift findings and graph edges through the real binary, as a user runs it.
final class ConcurrencyCLITests: XCTestCase {
    func testNewRulesAndRxScopeThroughTheBinary() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        final class SettingsCoordinator {
            private let settings: SettingsStore
            init(settings: SettingsStore) {
                self.settings = settings
                Task { [weak self] in
                    guard let self else { return }
                    for await change in settings.changes { apply(change) }
                }
            }
            func apply(_ change: Int) {}
        }
        final class SettingsStore {
            let changes = AsyncStream<Int> { $0.finish() }
        }
        """, to: "Sources/SettingsCoordinator.swift", in: dir)
        try CLI.write("""
        final class PriceBinder {
            func bind(to label: String) {}
            func start(other: PriceBinder) { other.bind(to: "price") }
        }
        """, to: "Sources/PriceBinder.swift", in: dir)
        try CLI.write("""
        import RxSwift
        final class PriceViewModel {
            let prices = PublishSubject<Int>()
            func start() { prices.subscribe(onNext: { print($0) }) }
        }
        """, to: "Sources/PriceViewModel.swift", in: dir)
        let lint = try crosstalk(["lint", "Sources"], in: dir)
        assertStatus(lint, 1)
        XCTAssertTrue(lint.stdout.contains("Sources/SettingsCoordinator.swift:5:9: warning: 'guard let self' before 'for await' over 'settings.changes' keeps self alive for the whole loop; bind self inside the loop (async_loop_strong_self)"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("Sources/PriceViewModel.swift:4:27: error: result of 'subscribe' is discarded"), lint.stdout)
        XCTAssertFalse(lint.stdout.contains("PriceBinder.swift"), "no Rx reading in a file without an RxSwift import:\n\(lint.stdout)")

        let graph = try crosstalk(["graph", "Sources", "--format", "json"], in: dir)
        assertStatus(graph, 0)
        let object = try JSONSerialization.jsonObject(with: Data(graph.stdout.utf8)) as? [String: Any]
        let edges = (object?["edges"] as? [[String: Any]] ?? []).map { "\($0["from"] ?? "") -\($0["mechanism"] ?? ""):\($0["member"] ?? "")-> \($0["to"] ?? "")" }
        XCTAssertEqual(Set(edges), ["SettingsStore -async_stream:changes-> SettingsCoordinator", "SettingsStore -injection:settings-> SettingsCoordinator"])
    }
}
