import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkRules
import Foundation
import XCTest

/// Golden tests on the Harbor sample app (Corpus/Apps/Harbor, its README lists the expected edges).
/// `CROSSTALK_UPDATE_GOLDENS=1 swift test --filter HarborGoldenTests` rewrites the committed diagram.
final class HarborGoldenTests: XCTestCase {
    static let folder = repositoryRoot.appendingPathComponent("Corpus/Apps/Harbor")
    static let golden = folder.appendingPathComponent("architecture.mmd")

    func harbor() throws -> CommunicationGraph {
        guard FileManager.default.fileExists(atPath: Self.folder.path) else { throw XCTSkip("Corpus/Apps/Harbor is not in this checkout") }
        return try graph(folder: Self.folder)
    }

    /// The committed module-level diagram is what the renderer produces today.
    func testModuleDiagramMatchesGolden() throws {
        let rendered = try GraphRenderer.render(try harbor(), format: .mermaid, options: .init(level: .module))
        if ProcessInfo.processInfo.environment["CROSSTALK_UPDATE_GOLDENS"] != nil {
            try rendered.write(to: Self.golden, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.golden, encoding: .utf8)
        XCTAssertEqual(rendered, committed, "Corpus/Apps/Harbor/architecture.mmd is stale; rerun with CROSSTALK_UPDATE_GOLDENS=1 and review the diff")
        // The README's module table: Core feeds everyone, features reach Client only by delegate, features never meet.
        XCTAssertTrue(rendered.contains(#"m_TimerFeature -.->|"delegate 1"| m_Client"#))
        XCTAssertTrue(rendered.contains(#"m_CommunityFeature -.->|"delegate 1"| m_Client"#))
        XCTAssertTrue(rendered.contains(#"m_Core -->|"combine 1, singleton 2, notification 1, injection 5"| m_TimerFeature"#))
        XCTAssertFalse(rendered.contains("m_TimerFeature -->|") || rendered.contains("m_CommunityFeature -->|"))
    }

    /// Every edge of the README's table (all seven mechanisms; 38 listed, 37 drawn), with its evidence sites, and nothing else.
    /// Differences from the README, by design: the `$searchText` self-subscription is counted as internal, not drawn
    /// as a self-edge; a combine site is the `sink` token's line (the chain's end, where the subscription is kept);
    /// a delegate edge's sites are the delegate's conformance and its `x.delegate = self`; `events()` names a method.
    func testTypeGraphHasTheReadmeEdges() throws {
        let g = try harbor()
        let lines = g.edges.map { e in
            "\(g.nodes[e.from].id) -\(e.mechanism.rawValue):\(e.member)-> \(g.nodes[e.to].id) @ " + e.sites.map { "\($0.file):\($0.location.line)" }.joined(separator: " ")
        }.sorted()
        XCTAssertEqual(lines, [
            "CommunityTabCoordinator -closure:onSignOutRequested-> HarborMainCoordinator @ Client/HarborMainCoordinator.swift:35",
            "HarborAnalytics -singleton:shared-> HarborAppDelegate @ CustomerApp/HarborAppDelegate.swift:8",
            "HarborAnalytics -singleton:shared-> HarborSceneDelegate @ CustomerApp/HarborSceneDelegate.swift:25",
            "HarborAnalytics -singleton:shared-> HarborTimerViewModel @ TimerFeature/HarborTimerViewModel.swift:44",
            "HarborCommunityModule -delegate:delegate-> CommunityTabCoordinator @ Client/CommunityTabCoordinator.swift:27 Client/CommunityTabCoordinator.swift:41",
            "HarborConfig -combine:deepLinks-> HarborMainCoordinator @ Client/HarborMainCoordinator.swift:51",
            "HarborConfig -combine:session-> CommunityTabCoordinator @ Client/CommunityTabCoordinator.swift:34",
            "HarborConfig -combine:session-> HarborAppCoordinator @ Client/HarborAppCoordinator.swift:30",
            "HarborConfig -combine:session-> TimerTabCoordinator @ Client/TimerTabCoordinator.swift:33",
            "HarborConfig -singleton:shared-> CommunityTabCoordinator @ Client/CommunityTabCoordinator.swift:14",
            "HarborConfig -singleton:shared-> HarborAppCoordinator @ Client/HarborAppCoordinator.swift:10",
            "HarborConfig -singleton:shared-> HarborMainCoordinator @ Client/HarborMainCoordinator.swift:19",
            "HarborConfig -singleton:shared-> HarborSceneDelegate @ CustomerApp/HarborSceneDelegate.swift:30",
            "HarborConfig -singleton:shared-> TimerTabCoordinator @ Client/TimerTabCoordinator.swift:14",
            "HarborEventStream -async_stream:events()-> HarborFeedViewModel @ CommunityFeature/HarborFeedViewModel.swift:53",
            "HarborEventStream -injection:eventStream-> HarborFeedViewModel @ CommunityFeature/HarborFeedViewModel.swift:27",
            "HarborEventStream -injection:eventStream-> HarborTimerViewModel @ TimerFeature/HarborTimerViewModel.swift:21",
            "HarborFeedViewModel -closure:onOpenMember-> HarborCommunityModule @ CommunityFeature/HarborCommunityModule.swift:19",
            "HarborFeedViewModel -closure:onSignOut-> HarborCommunityModule @ CommunityFeature/HarborCommunityModule.swift:22",
            "HarborFeedViewModel -injection:viewModel-> HarborFeedView @ CommunityFeature/HarborFeedView.swift:6",
            "HarborMainCoordinator -delegate:delegate-> HarborAppCoordinator @ Client/HarborAppCoordinator.swift:63 Client/HarborAppCoordinator.swift:69",
            "HarborSessionService -notification:harborSessionExpired-> HarborAppCoordinator @ Client/HarborAppCoordinator.swift:20 Core/HarborSessionService.swift:32",
            "HarborSettings -notification:harborSettingsChanged-> HarborTimerViewModel @ Core/HarborSettings.swift:14 TimerFeature/HarborTimerViewModel.swift:31",
            "HarborSettings -singleton:shared-> HarborTimerViewModel @ TimerFeature/HarborTimerViewModel.swift:55 TimerFeature/HarborTimerViewModel.swift:71",
            "HarborStore -combine:completedFocusMinutes-> HarborMainCoordinator @ Client/HarborMainCoordinator.swift:44",
            "HarborStore -injection:store-> HarborTimerModule @ TimerFeature/HarborTimerModule.swift:16",
            "HarborStore -injection:store-> HarborTimerView @ TimerFeature/HarborTimerView.swift:7",
            "HarborTheme -injection:theme-> HarborCommunityModule @ CommunityFeature/HarborCommunityModule.swift:15",
            "HarborTheme -injection:theme-> HarborFeedView @ CommunityFeature/HarborFeedView.swift:7",
            "HarborTheme -injection:theme-> HarborTimerModule @ TimerFeature/HarborTimerModule.swift:17",
            "HarborTheme -injection:theme-> HarborTimerView @ TimerFeature/HarborTimerView.swift:8",
            "HarborTimerModule -delegate:delegate-> TimerTabCoordinator @ Client/TimerTabCoordinator.swift:28 Client/TimerTabCoordinator.swift:40",
            "HarborTimerViewModel -closure:onFinish-> HarborTimerModule @ TimerFeature/HarborTimerModule.swift:21",
            "HarborTimerViewModel -injection:viewModel-> HarborTimerView @ TimerFeature/HarborTimerView.swift:6",
            "HarborUserService -combine:user-> HarborFeedViewModel @ CommunityFeature/HarborFeedViewModel.swift:32",
            "HarborUserService -combine:user-> HarborTimerViewModel @ TimerFeature/HarborTimerViewModel.swift:26",
            "TimerTabCoordinator -closure:onFocusFinished-> HarborMainCoordinator @ Client/HarborMainCoordinator.swift:32",
        ], g.dump)
        XCTAssertFalse(g.edges.contains { $0.ambiguous })
        XCTAssertEqual(g.modules, ["Client", "CommunityFeature", "Core", "CustomerApp", "TimerFeature"])
        // The deliberately absent edges are accounted for.
        XCTAssertEqual(g.stats[.combine]!.internalReferences, 1, "$searchText")
        XCTAssertEqual(g.stats[.combine]!.external, 1, "Timer.publish")
        XCTAssertEqual(g.stats[.notification]!.unmatched, 1, ".harborProfileCacheCleared")
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), ["harborProfileCacheCleared"])
        XCTAssertEqual(g.unresolved.map { "\($0.mechanism.rawValue) \($0.site.file):\($0.site.location.line) \($0.text)" },
                       ["closure Core/HarborEventStream.swift:15 continuation.onTermination"])
        XCTAssertEqual(g.subscribers(of: "HarborUserService.user").map { g.nodes[$0.to].name }, ["HarborFeedViewModel", "HarborTimerViewModel"])
    }

    /// The JSON a tool would read carries the same edges, with every mechanism present.
    func testTypeLevelJSONHasEveryMechanism() throws {
        let g = try harbor()
        let json = try GraphRenderer.render(g, format: .json)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        let edges = object["edges"] as! [[String: Any]]
        XCTAssertEqual(edges.count, 37)
        var byMechanism: [String: Int] = [:]
        for e in edges { byMechanism[e["mechanism"] as! String, default: 0] += 1 }
        XCTAssertEqual(byMechanism, ["combine": 7, "delegate": 3, "closure": 5, "singleton": 9, "notification": 2, "async_stream": 1, "injection": 10])
        let summary = (object["summary"] as! [String: Any])["mechanisms"] as! [String: [String: Int]]
        XCTAssertEqual(summary["closure"]?["unresolved"], 1)
        XCTAssertTrue(edges.allSatisfy { ($0["sites"] as! [[String: Any]]).allSatisfy { ($0["line"] as! Int) > 0 } })
    }

    /// The modular-platform preset on Harbor, with Harbor's broadcasters declared: what remains are the singleton reads
    /// outside coordinators and services that the decision guide forbids (Harbor's README lists them as Core → app/feature).
    func testModularPlatformPresetOnHarbor() throws {
        _ = try harbor()
        let files = try loadSwiftFiles(under: Self.folder)
        let facts = files.map { FactExtractor.extract(path: $0.0, bytes: $0.1) }
        var preset = try JSONSerialization.jsonObject(with: Data(contentsOf: repositoryRoot.appendingPathComponent("Rules/presets/modular-platform.json"))) as! [String: Any]
        var layers = preset["layers"] as! [String: Any]
        layers["broadcasters"] = ["types": ["HarborSessionService", "HarborSettings"]]
        preset["layers"] = layers
        let config = try ArchitectureConfiguration(parsing: preset)
        let rule = ConfiguredRule(rule: LayerViolationRule(), severity: .error, options: RuleOptions())
        let findings = LintEngine.run(index: ProjectIndex(files: facts), rules: [rule], architecture: config).map { f in
            "\(facts[f.file].path):\(f.location.line): \(f.message.prefix { $0 != ":" })"
        }
        XCTAssertEqual(findings, [
            "CustomerApp/HarborAppDelegate.swift:8: singleton 'shared' from 'HarborAnalytics' (services) to 'HarborAppDelegate' (host) breaks the architecture",
            "CustomerApp/HarborSceneDelegate.swift:25: singleton 'shared' from 'HarborAnalytics' (services) to 'HarborSceneDelegate' (host) breaks the architecture",
            "CustomerApp/HarborSceneDelegate.swift:30: singleton 'shared' from 'HarborConfig' to 'HarborSceneDelegate' (host) breaks the architecture",
            "TimerFeature/HarborTimerViewModel.swift:44: singleton 'shared' from 'HarborAnalytics' (services) to 'HarborTimerViewModel' (features, viewModels) breaks the architecture",
            "TimerFeature/HarborTimerViewModel.swift:55: singleton 'shared' from 'HarborSettings' (broadcasters, services) to 'HarborTimerViewModel' (features, viewModels) breaks the architecture",
            "TimerFeature/HarborTimerViewModel.swift:71: singleton 'shared' from 'HarborSettings' (broadcasters, services) to 'HarborTimerViewModel' (features, viewModels) breaks the architecture",
        ])
    }
}
