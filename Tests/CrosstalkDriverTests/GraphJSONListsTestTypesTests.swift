import Foundation
import XCTest

/// `graph --format json` is the whole graph for tools: it lists the types only test targets compile, with and
/// without `--tests` (docs/graph.md, "Output"); diagrams hide them unless `--tests`.
final class GraphJSONListsTestTypesTests: XCTestCase {
    /// A package with an app target and a test target that subscribes to the app's store.
    func workspace() throws -> URL {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "App", targets: [
            .target(name: "App"),
            .testTarget(name: "AppTests", dependencies: ["App"]),
        ])
        """, to: "Package.swift", in: dir)
        try CLI.write("""
        import Combine
        public final class Store {
            private let subject = PassthroughSubject<Int, Never>()
            public var changes: AnyPublisher<Int, Never> { subject.eraseToAnyPublisher() }
            public init() {}
        }
        """, to: "Sources/App/Store.swift", in: dir)
        try CLI.write("""
        import Combine
        import XCTest
        @testable import App
        final class StoreTests: XCTestCase {
            private var bag = Set<AnyCancellable>()
            func testChanges() {
                let store = Store()
                store.changes.sink { _ in }.store(in: &bag)
            }
        }
        """, to: "Tests/AppTests/StoreTests.swift", in: dir)
        return dir
    }

    func testJSONListsTestTypesWithTheirTestTargetWhileTheDiagramHidesThem() throws {
        let dir = try workspace()
        let plain = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(plain, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: plain.stdoutBytes) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let targets = try XCTUnwrap(json["targets"] as? [[String: Any]])
        let kinds = Dictionary(uniqueKeysWithValues: targets.map { ("\($0["name"]!)", "\($0["kind"]!)") })
        // A tool tells a test type by its module's target kind.
        let testTypes = nodes.filter { kinds["\($0["module"] ?? "")"] == "test" }.map { "\($0["name"]!)" }
        XCTAssertEqual(testTypes, ["StoreTests"])
        let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
        XCTAssertEqual(edges.map { "\($0["from"]!) \($0["mechanism"]!) \($0["to"]!)" }, ["Store combine StoreTests"])

        let withTests = try crosstalk(["graph", "--format", "json", "--tests", "."], in: dir)
        XCTAssertEqual(withTests.stdout, plain.stdout, "--tests changes diagrams only")

        let diagram = try crosstalk(["graph", "."], in: dir)
        XCTAssertFalse(diagram.stdout.contains("StoreTests"), diagram.stdout)
        XCTAssertTrue(diagram.stdout.contains("1 test target hidden (--tests)"), diagram.stdout)
        XCTAssertTrue(try crosstalk(["graph", "--tests", "."], in: dir).stdout.contains("StoreTests"))
    }
}
