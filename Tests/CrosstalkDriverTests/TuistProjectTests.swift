import Foundation
import XCTest

/// A Tuist app's targets are its modules: `Project.swift` files and the helpers' dependency constants, read without
/// running Tuist (fixture `Tests/Fixtures/TuistApp`: an iOS app, its widget extension, a macOS app and a test bundle in
/// `App/Project.swift`; a `Store` framework built by a helper function in `Modules/Store/Project.swift`).
final class TuistProjectTests: XCTestCase {
    func testTargetsDependenciesAndVisibilityComeFromTheManifests() throws {
        let dir = try CLI.workspace(for: self, copying: "TuistApp")
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let targets = try XCTUnwrap(json["targets"] as? [[String: Any]])
        let summary = targets.map { "\($0["name"]!) \($0["kind"]!) \(($0["dependsOn"] as? [String] ?? []).joined(separator: ","))" }
        // `.Core.store` is a helper constant; `.project(target:path:)` and `.target(name:)` are read as written.
        XCTAssertEqual(summary, [
            "ShopApp app ShopWidgets,Store", "ShopWidgets extension Store", "ShopMac app Store", "ShopAppTests test ShopApp", "Store library ",
        ])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let modules = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["name"]!)", "\($0["module"] ?? "")") })
        // `sources:` as an array, a `.sourceFilesList(globs: [.glob(…)])`, a plain string; the helper-built project
        // holds every file under its folder.
        XCTAssertEqual(modules["FeedViewModel"], "ShopApp")
        XCTAssertEqual(modules["WidgetTimeline"], "ShopWidgets")
        XCTAssertEqual(modules["MacWindow"], "ShopMac")
        XCTAssertEqual(modules["FeedViewModelTests"], "ShopAppTests")
        XCTAssertEqual(modules["SessionStore"], "Store")
        let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
        let names = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["id"]!)", "\($0["name"]!)") })
        let drawn = edges.map { "\(names["\($0["from"]!)"]!) \($0["mechanism"]!) \(names["\($0["to"]!)"]!)" }.sorted()
        // The iOS app posts `.refresh`, the Mac app observes it: two apps that share no target never talk.
        XCTAssertEqual(drawn, ["SessionStore singleton FeedViewModel", "SessionStore singleton MacWindow", "SessionStore singleton WidgetTimeline"])
        let overview = try crosstalk(["graph", "--level", "module", "."], in: dir)
        XCTAssertTrue(overview.stdout.contains(#"m_Store[["Store (1 type)"]]"#), overview.stdout)
    }
}
