import CrosstalkFacts
import XCTest
@testable import CrosstalkReport

/// `crosstalk facts --format json` follows Schemas/facts.schema.json, with no duplicate keys.
final class FactsJSONRendererTests: XCTestCase {
    /// One file with every kind of fact.
    static let source = """
    import Combine
    extension Notification.Name { static let sessionEnded = Notification.Name("sessionEnded") }
    protocol FeedDelegate: AnyObject {}
    final class Feed: ObservableObject {
        @Published private(set) var items: [String] = []
        weak var delegate: FeedDelegate?
        @EnvironmentObject var store: AppStore
        var onClose: (() -> Void)?
        private var observers = Set<AnyCancellable>()
        func bind(service: Service) async -> Int {
            service.items.receive(on: DispatchQueue.main).sink { [weak self] in self?.items = $0 }.store(in: &observers)
            child.onClose = { self.close() }
            let config = Config.shared
            NotificationCenter.default.post(name: .sessionEnded, object: nil)
            for await event in service.events() { print(event) }
            return 1 // crosstalk:disable:this all
        }
    }
    let broken = (
    """

    func testRenderedFactsMatchTheSchemaWithoutDuplicateKeys() throws {
        guard (try? Fixture.run("python3", ["-c", "import jsonschema"]))?.status == 0 else {
            throw XCTSkip("python3 with the jsonschema module is not available, so the JSON schema cannot be checked")
        }
        let facts = FactExtractor.extract(path: "Sources/Feed.swift", bytes: Array(Self.source.utf8))
        let counts: [(String, Int)] = [
            ("types", facts.types.count), ("properties", facts.properties.count), ("closures", facts.closures.count),
            ("subscriptions", facts.subscriptions.count), ("assignments", facts.assignments.count),
            ("staticReferences", facts.staticReferences.count), ("notifications", facts.notifications.count),
            ("notificationNames", facts.notificationNames.count), ("asyncIterations", facts.asyncIterations.count),
            ("injections", facts.injections.count), ("suppressions", facts.suppressions.count), ("diagnostics", facts.diagnostics.count),
        ]
        for (name, count) in counts { XCTAssertGreaterThan(count, 0, "the sample has no \(name) to check") }
        let json = FactsJSONRenderer.render([facts, facts], skipped: [(path: "Binary.swift", reason: "binary file")], toolVersion: "0.1.0")
        let document = try Fixture.temporaryFile(json, name: "facts.json", for: self)
        let schema = Fixture.packageRoot.appendingPathComponent("Schemas/facts.schema.json").path
        let script = #"""
        import json, sys
        from jsonschema import Draft202012Validator as V
        def no_duplicates(pairs):
            keys = [k for k, _ in pairs]
            if len(keys) != len(set(keys)): raise SystemExit("duplicate keys: " + str(keys))
            return dict(pairs)
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        V.check_schema(schema)
        doc = json.load(open(sys.argv[2], encoding="utf-8"), object_pairs_hook=no_duplicates)
        problems = [f"{list(e.absolute_path)}: {e.message}" for e in V(schema).iter_errors(doc)]
        f = doc["files"][0]
        near_misses = {
            "an unknown disposition": lambda d: d["files"][0]["subscriptions"][0].update(disposition="kept"),
            "an extra fact key": lambda d: d["files"][0]["types"][0].update(extra=1),
            "a missing location": lambda d: d["files"][0]["properties"][0].pop("line"),
            "version 2": lambda d: d.update(version=2),
        }
        import copy
        for what, mutate in near_misses.items():
            bad = copy.deepcopy(doc); mutate(bad)
            if V(schema).is_valid(bad): problems.append("schema accepts " + what)
        print("\n".join(problems)); sys.exit(1 if problems else 0)
        """#
        let result = try Fixture.run("python3", ["-c", script, schema, document])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
