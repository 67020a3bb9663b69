import CrosstalkFacts
import CrosstalkTestFixtures
import Foundation
import XCTest
@testable import CrosstalkGraph

final class ModuleResolverTests: XCTestCase {
    func testSwiftPMTargetsByConventionAndByPath() {
        let manifest = """
        let package = Package(name: "Kit", targets: [
            .target(name: "Core", dependencies: []),
            .target(name: "UIKitExtras", dependencies: ["Core"], path: "Sources/Extras"),
            .executableTarget(name: "tool", dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
            .testTarget(name: "CoreTests", dependencies: ["Core"]),
        ])
        """
        let layout = SourceLayout(root: "repo", packages: [BuildFile(directory: "repo/Kit", text: manifest)])
        let resolver = ModuleResolver(layout: layout, configuredModules: [:])
        XCTAssertEqual(resolver.modules(for: [
            "repo/Kit/Sources/Core/A.swift", "repo/Kit/Sources/Extras/B.swift", "repo/Kit/Sources/tool/main.swift",
            "repo/Kit/Tests/CoreTests/T.swift", "repo/App/AppDelegate.swift", "repo/Widgets/W.swift",
        ]), ["Core", "UIKitExtras", "tool", "CoreTests", "App", "Widgets"])
    }

    func testRelativePaths() {
        let cases: [(String, String, String)] = [
            ("repo/A/B.swift", "repo", "A/B.swift"),
            ("./repo/A.swift", "./repo/", "A.swift"),
            ("repo/A.swift", "repo//", "A.swift"),
            ("repository/A.swift", "repo", "repository/A.swift"),
            ("repo", "repo", ""),
            ("./././A.swift", ".", "A.swift"),
            ("A.swift", "", "A.swift"),
            ("/abs/Çafé/A.swift", "/abs/Çafé", "A.swift"),
            ("other/A.swift", "repo", "other/A.swift"),
        ]
        for (path, base, expected) in cases {
            XCTAssertEqual(SourceLayout.relative(path, to: base), expected, "\(path) to \(base)")
        }
    }

    func testPackagesNestedAndAtTheRoot() {
        let layout = SourceLayout(root: "", packages: [
            BuildFile(directory: ".", text: ".target(name: \"Host\")"),
            BuildFile(directory: "Modules/Feed", text: ".target(name: \"FeedFeature\", path: \"Sources\")"),
            BuildFile(directory: "Modules/Feed/Deep", text: ".target(name: \"DeepKit\")"),
        ])
        let resolver = ModuleResolver(layout: layout, configuredModules: [:])
        XCTAssertEqual(resolver.modules(for: ["Sources/Host/A.swift", "Modules/Feed/Sources/B.swift", "Modules/Feed/Deep/Sources/DeepKit/C.swift",
                                              "Modules/FeedExtra/Sources/X/D.swift"]),
                       ["Host", "FeedFeature", "DeepKit", "X"])
    }

    func testInnermostPackageWins() {
        let layout = SourceLayout(root: "", packages: [
            BuildFile(directory: "", text: ".target(name: \"Host\")"),
            BuildFile(directory: "Modules/Feed", text: ".target(name: \"FeedFeature\", path: \"Sources\")"),
        ])
        let resolver = ModuleResolver(layout: layout, configuredModules: [:])
        XCTAssertEqual(resolver.modules(for: ["Sources/Host/A.swift", "Modules/Feed/Sources/B.swift"]), ["Host", "FeedFeature"])
    }

    func testFolderFallbackSkipsSharedFolders() {
        let resolver = ModuleResolver(layout: SourceLayout(root: "."), configuredModules: [:])
        XCTAssertEqual(resolver.modules(for: ["./Harbor/App/A.swift", "./Harbor/Features/Feed/B.swift", "./Harbor/Main.swift"]), ["App", "Features", "Harbor"])
        XCTAssertEqual(resolver.modules(for: ["A.swift"]), ["(root)"])
        XCTAssertEqual(ModuleResolver(layout: SourceLayout(root: "/tmp/MyApp"), configuredModules: [:]).modules(for: ["/tmp/MyApp/A.swift"]), ["MyApp"])
    }

    func testConfiguredModulesWinMostSpecificFirst() {
        let resolver = ModuleResolver(layout: SourceLayout(), configuredModules: ["App": ["**"], "Payments": ["Features/Checkout/**", "Features/Wallet"]])
        XCTAssertEqual(resolver.modules(for: ["Features/Checkout/A.swift", "Features/Wallet/B.swift", "Features/Feed/C.swift"]), ["Payments", "Payments", "App"])
    }
}

final class ArchitectureConfigurationTests: XCTestCase {
    func parse(_ json: String) throws -> ArchitectureConfiguration {
        guard case .object(let object) = try JSONConfigReader.parse(Array(json.utf8)) else { throw ArchitectureConfigurationError(keyPath: "", message: "not an object") }
        return try ArchitectureConfiguration(parsing: object)
    }

    func error(_ json: String) -> String? {
        do { _ = try parse(json); return nil } catch { return "\(error)" }
    }

    func testParsesLayersAndConstraints() throws {
        let c = try parse("""
        {"rules": {}, "modules": {"Payments": ["Features/Checkout/**"], "Core": "Core"},
         "layers": {"features": {"modules": ["*Feature"], "paths": "Features/**"}, "host": {"types": ["AppCoordinator"]}},
         "architecture": [
           {"from": "features", "to": "host", "allow": ["delegate", "closure"], "message": "through delegates"},
           {"from": "*", "to": ["!host"], "forbid": "singleton", "except": ["to:*Service"]},
           {"from": "host", "to": "features", "forbid": ["*"]}
         ]}
        """)
        XCTAssertEqual(c.modules, ["Payments": ["Features/Checkout/**"], "Core": ["Core"]])
        XCTAssertEqual(c.layers.map(\.name), ["features", "host"])
        XCTAssertEqual(c.layers[0].paths, ["Features/**"])
        XCTAssertEqual(c.constraints.count, 3)
        XCTAssertEqual(c.constraints[0].allow, [.delegate, .closure])
        XCTAssertTrue(c.constraints[0].forbids(.combine))
        XCTAssertFalse(c.constraints[0].forbids(.delegate))
        XCTAssertTrue(c.constraints[1].to.matches(["features"]))
        XCTAssertFalse(c.constraints[1].to.matches(["host"]))
        XCTAssertTrue(c.constraints[1].exempts(fromNames: ["Cache"], toNames: ["UserService"]))
        XCTAssertFalse(c.constraints[1].exempts(fromNames: ["UserService"], toNames: ["Cache"]))
        XCTAssertEqual(c.constraints[2].forbid, Set(Mechanism.allCases))
    }

    func testErrorsNameTheKeyPath() {
        XCTAssertEqual(error(#"{"layers": []}"#), "layers: expected an object of layer name → {modules, paths, types}")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": ["X", 3]}}}"#), "layers.a.types[1]: expected a string")
        XCTAssertEqual(error(#"{"layers": {"a": {"type": ["X"]}}}"#), "layers.a.type: unknown key (expected 'modules', 'paths' or 'types')")
        XCTAssertEqual(error(#"{"layers": {"a": {}}}"#), "layers.a: a layer needs at least one of 'modules', 'paths', 'types'")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": "X"}}, "architecture": [{"from": "a", "to": "b", "allow": []}]}"#), "architecture[0].to: unknown layer 'b' (declared: a)")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": "X"}}, "architecture": [{"from": "a", "to": ["a", "!c"], "allow": []}]}"#), "architecture[0].to[1]: unknown layer 'c' (declared: a)")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": "X"}}, "architecture": [{"from": "a", "to": "a", "allow": ["combine", "kvo"]}]}"#), "architecture[0].allow[1]: unknown mechanism 'kvo' (expected one of combine, delegate, closure, singleton, notification, async_stream, injection, or *)")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": "X"}}, "architecture": [{"from": "a", "to": "a"}]}"#), "architecture[0]: needs 'allow' (the only mechanisms permitted) or 'forbid'")
        XCTAssertEqual(error(#"{"layers": {"a": {"types": "X"}}, "architecture": [{"from": "a", "to": "a", "allow": [], "forbid": []}]}"#), "architecture[0].forbid: use either 'allow' or 'forbid', not both")
        XCTAssertEqual(error(#"{"architecture": [{"from": "*", "to": "*", "forbid": "*", "because": "x"}]}"#), "architecture[0].because: unknown key (expected 'from', 'to', 'allow', 'forbid', 'except', 'message')")
        XCTAssertEqual(error(#"{"modules": {"A": [1]}}"#), "modules.A[0]: expected a string")
        XCTAssertNil(error(#"{"architecture": [{"from": "*", "to": "*", "forbid": ["async-stream", "asyncStream"]}]}"#))
    }

    func testLayerMembershipByModulePathAndName() throws {
        let c = try parse("""
        {"layers": {"features": {"modules": ["*Feature"]}, "ui": {"paths": ["**/Views/**"]}, "viewModels": {"types": ["*ViewModel"]}}}
        """)
        let node = GraphNode(id: "ProfileViewModel", name: "ProfileViewModel", kind: .type, typeKind: .class, module: "ProfileFeature", file: "Sources/ProfileFeature/Views/P.swift", line: 1)
        XCTAssertEqual(c.layers(of: node), ["features", "ui", "viewModels"])
        let nested = GraphNode(id: "Screen.ViewModel", name: "Screen.ViewModel", kind: .type, typeKind: .class, module: "Core", file: "Core/S.swift", line: 1)
        XCTAssertEqual(c.layers(of: nested), ["viewModels"])
        XCTAssertEqual(c.layers(of: GraphNode(id: "UIApplication", name: "UIApplication", kind: .external)), [])
    }

    /// The shipped preset parses.
    func testModularPlatformPresetParses() throws {
        let url = repositoryRoot.appendingPathComponent("Rules/presets/modular-platform.json")
        guard case .object(let object) = try JSONConfigReader.parse(Array(Data(contentsOf: url))) else { return XCTFail("not an object") }
        let c = try ArchitectureConfiguration(parsing: object)
        XCTAssertFalse(c.layers.isEmpty)
        XCTAssertFalse(c.constraints.isEmpty)
    }
}

final class GraphQueryTests: XCTestCase {
    func testSubscribersOfAMember() {
        let g = graph(miniApp)
        XCTAssertEqual(g.subscribers(of: "ProfileViewModel.$state").map { g.nodes[$0.to].name }, ["AppCoordinator", "ProfileView"])
        XCTAssertEqual(g.subscribers(of: "ProfileViewModel", member: "state").count, 2)
        XCTAssertEqual(g.subscribers(of: "SessionStore.events()").map { g.nodes[$0.to].name }, ["ProfileViewModel"])
        XCTAssertTrue(g.subscribers(of: "Nothing.x").isEmpty)
    }

    func testFocusHopsAndFilter() {
        let g = graph(miniApp)
        let one = g.focused(on: "FeatureFlags", hops: 1)!
        XCTAssertEqual(Set(one.nodes.map(\.name)), ["FeatureFlags", "ProfileViewModel"])
        XCTAssertEqual(one.edgeLines, ["FeatureFlags -singleton:shared-> ProfileViewModel"])
        let two = g.focused(on: "FeatureFlags", hops: 2)!
        XCTAssertTrue(two.nodes.map(\.name).contains("AppCoordinator"))
        XCTAssertNil(g.focused(on: "Nope", hops: 1))
        XCTAssertEqual(Set(g.focused(on: "App", hops: 0)!.nodes.map(\.name)), ["AppCoordinator"])
        let combine = g.filtered(mechanisms: [.combine])
        XCTAssertEqual(combine.edges.count, 3)
        XCTAssertTrue(combine.edges.allSatisfy { $0.mechanism == .combine })
    }

    func testModuleCollapseCountsEdges() {
        let m = graph(miniApp).collapsedToModules()
        XCTAssertEqual(m.level, .module)
        XCTAssertEqual(m.nodes.map(\.name), ["App", "Features", "Services"])
        XCTAssertEqual(m.nodes.map(\.typeCount), [1, 4, 5])
        let lines = m.edges.map { "\(m.nodes[$0.from].name) -\($0.mechanism.rawValue) \($0.count)-> \(m.nodes[$0.to].name)" }
        XCTAssertEqual(lines, [
            "App -notification 1-> Services",
            "Features -combine 1-> App", "Features -delegate 1-> App", "Features -closure 1-> App",
            "Features -combine 1-> Features", "Features -injection 1-> Features",
            "Services -combine 1-> App", "Services -injection 1-> App",
            "Services -singleton 2-> Features", "Services -async_stream 1-> Features", "Services -injection 2-> Features",
            "Services -notification 1-> Services",
        ])
        XCTAssertEqual(m.collapsedToModules().edges.count, m.edges.count)
    }
}
