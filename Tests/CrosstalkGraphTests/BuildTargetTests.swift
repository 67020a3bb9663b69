import CrosstalkFacts
@testable import CrosstalkGraph
import CrosstalkTestFixtures
import Foundation
import XCTest

/// Targets are modules (docs/graph.md, "Nodes"): `Package.swift` and `project.pbxproj` read without building.
final class BuildTargetTests: XCTestCase {
    let twoApps = repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoApps")

    func testPackageTargetsWithPathsSourcesExcludesAndDependencies() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Kit",
            products: [.library(name: "KitUI", targets: ["Views", "Styles"])],
            targets: [
                .target(name: "Core", exclude: ["Legacy"]),
                .target(name: "Views", dependencies: ["Core", .target(name: "Styles"), .product(name: "Collections", package: "swift-collections")],
                        path: "UI", sources: ["Views", "Shared/Helpers.swift"]),
                .target(name: "Styles", path: "./UI/Styles/"),
                .macro(name: "KitMacros", dependencies: [.byName(name: "Core")]),
                .testTarget(name: "CoreTests", dependencies: ["Core"]),
            ]
        )
        """
        let layout = SourceLayout(root: "", packages: [BuildFile(directory: "Kit", text: manifest),
                                                       BuildFile(directory: ".", text: ".executableTarget(name: \"App\", dependencies: [\"KitUI\"])")])
        let resolver = ModuleResolver(layout: layout, configuredModules: [:])
        XCTAssertEqual(resolver.moduleLists(for: [
            "Kit/Sources/Core/A.swift", "Kit/Sources/Core/Legacy/Old.swift", "Kit/UI/Views/List.swift", "Kit/UI/Shared/Helpers.swift",
            "Kit/UI/Shared/Other.swift", "Kit/UI/Styles/Colors.swift", "Kit/Sources/KitMacros/M.swift", "Kit/Tests/CoreTests/T.swift",
            "Sources/App/main.swift",
        ]), [["Core"], ["Sources"], ["Views"], ["Views"], ["UI"], ["Styles"], ["KitMacros"], ["CoreTests"], ["App"]])
        let summaries = Dictionary(uniqueKeysWithValues: resolver.visibility.targets.map { ($0.name, $0) })
        XCTAssertEqual(summaries["Views"]?.dependsOn, ["Core", "Styles"])
        XCTAssertEqual(summaries["KitMacros"]?.dependsOn, ["Core"])
        XCTAssertEqual(summaries["KitMacros"]?.kind, .macro)
        XCTAssertEqual(summaries["CoreTests"]?.kind, .test)
        // A product dependency stands for the targets the product vends.
        XCTAssertEqual(summaries["App"]?.dependsOn, ["Styles", "Views"])
        XCTAssertTrue(resolver.visibility.canMeet(["App"], ["Core"]))
        XCTAssertFalse(resolver.visibility.canMeet(["CoreTests"], ["Styles"]))
    }

    /// A manifest naming its dependency lists once (`let shared: [Target.Dependency] = [ … ]`), alone, joined with `+`,
    /// or one dependency per constant; a cycle of constants ends.
    func testPackageDependenciesThroughTheManifestsConstants() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let sharedDeps: [Target.Dependency] = [
            .product(name: "Session", package: "Core"),
            "Styles",
        ]
        let logging: Target.Dependency = .product(name: "Logging", package: "swift-log")
        let loop = other
        let other = loop
        let package = Package(
            name: "Screens",
            targets: [
                .target(name: "Home", dependencies: sharedDeps),
                .target(name: "Profile", dependencies: sharedDeps + [logging, .target(name: "Home")]),
                .target(name: "Odd", dependencies: [loop]),
                .target(name: "Styles"),
            ]
        )
        """
        let resolver = ModuleResolver(layout: SourceLayout(root: "", packages: [BuildFile(directory: ".", text: manifest)]), configuredModules: [:])
        let targets = Dictionary(uniqueKeysWithValues: resolver.targets.map { ($0.name, $0.dependencies) })
        XCTAssertEqual(targets["Home"], ["Session", "Styles"])
        XCTAssertEqual(targets["Profile"], ["Session", "Styles", "Logging", "Home"])
        XCTAssertEqual(targets["Odd"], [])
    }

    func testXcodeProjectTargetsThroughTheGroupTreeAndSynchronizedFolders() throws {
        let resolver = ModuleResolver(layout: try layout(twoApps), configuredModules: [:])
        XCTAssertEqual(resolver.moduleLists(for: ["Mac/MacFeed.swift", "iOS/PhoneFeed.swift", "Shared/SyncService.swift", "Tests/FeedTests.swift",
                                                  "Widgets/WidgetFeed.swift", "Widgets/Preview.swift"]),
                       [["TwoApps Mac"], ["TwoApps iOS"], ["TwoApps Mac", "TwoApps iOS"], ["TwoAppsTests"], ["Widgets"], ["Widgets"]])
        let summaries = Dictionary(uniqueKeysWithValues: resolver.visibility.targets.map { ($0.name, $0) })
        XCTAssertEqual(summaries["TwoApps iOS"]?.dependsOn, ["Widgets"])
        XCTAssertEqual(summaries["TwoAppsTests"]?.kind, .test)
        XCTAssertEqual(summaries["Widgets"]?.kind, .appExtension)
        XCTAssertEqual(summaries["TwoApps Mac"]?.kind, .app)
        XCTAssertFalse(resolver.visibility.canMeet(["TwoApps Mac"], ["TwoApps iOS"]))
        // The exception set leaves Preview.swift out of Widgets (it falls back to its folder's name).
        XCTAssertEqual(resolver.declaredTargets("Widgets/Preview.swift", folderTargets: resolver.targetFolders(above: "Widgets")), [])
    }

    func testTypesOfTwoAppsNeverTalkAndSharedCodeKeepsItsEdgesInBoth() throws {
        let g = try graph(folder: twoApps, layout: try layout(twoApps))
        // MacFeed posts FeedDidRefresh and PhoneFeed observes it, but no target holds both apps.
        XCTAssertFalse(g.edgeLines.contains { $0.contains("notification") }, g.dump)
        // SyncService is compiled into both apps and is read as a singleton by each.
        XCTAssertTrue(g.edgeLines.contains("SyncService -singleton:shared-> MacFeed"), g.dump)
        XCTAssertTrue(g.edgeLines.contains("SyncService -singleton:shared-> PhoneFeed"), g.dump)
        let sync = g.nodes.first { $0.name == "SyncService" }
        XCTAssertEqual(sync?.modules, ["TwoApps Mac", "TwoApps iOS"])
        // At module level the shared type's edges stay inside each app: no arrow between the two apps.
        let modules = g.collapsedToModules()
        let crossing = modules.edges.filter { e in
            Set([modules.nodes[e.from].name, modules.nodes[e.to].name]) == ["TwoApps Mac", "TwoApps iOS"]
        }
        XCTAssertTrue(crossing.isEmpty)
        XCTAssertEqual(g.targets.targets.map(\.name), ["TwoApps Mac", "TwoApps iOS", "TwoAppsTests", "Widgets"])
    }

    /// A framework linked in a target's frameworks phase is a dependency even when no target dependency is written
    /// (an extension linking the app's shared kit).
    func testAFrameworkLinkedInTheFrameworksPhaseIsADependency() {
        let project = XcodeProject(BuildFile(directory: ".", text: """
        // !$*UTF8*$!
        {
            objects = {
                P1 = { isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
                G1 = { isa = PBXGroup; children = (); sourceTree = "<group>"; };
                T1 = { isa = PBXNativeTarget; name = Share; buildPhases = (F1); dependencies = (); productType = "com.apple.product-type.app-extension"; };
                T2 = { isa = PBXNativeTarget; name = Kit; buildPhases = (); dependencies = (); productReference = R2; productType = "com.apple.product-type.framework"; };
                F1 = { isa = PBXFrameworksBuildPhase; files = (B1); };
                B1 = { isa = PBXBuildFile; fileRef = R2; };
                R2 = { isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            };
            rootObject = P1;
        }
        """), root: ".")
        XCTAssertEqual(project.targets.map(\.name), ["Share", "Kit"])
        XCTAssertEqual(project.targets.first?.dependencies, ["Kit"])
    }

    /// An app that embeds a watch app or an extension depends on it to build it, and imports none of its code; a test
    /// bundle hosted by the app sees the app's.
    func testAnEmbeddedAppIsNoImportedModule() {
        let visibility = TargetVisibility(targets: [
            BuildTarget(name: "Phone", kind: .app, dependencies: ["Watch", "Widgets", "Kit"]),
            BuildTarget(name: "Watch", kind: .app),
            BuildTarget(name: "Widgets", kind: .appExtension),
            BuildTarget(name: "Kit", kind: .library),
            BuildTarget(name: "PhoneTests", kind: .test, dependencies: ["Phone"]),
        ])
        XCTAssertFalse(visibility.canMeet(["Phone"], ["Watch"]))
        XCTAssertFalse(visibility.canMeet(["Phone"], ["Widgets"]))
        XCTAssertTrue(visibility.canMeet(["Phone"], ["Kit"]))
        XCTAssertTrue(visibility.canMeet(["PhoneTests"], ["Phone"]))
        XCTAssertEqual(visibility.targets.first?.dependsOn, ["Kit", "Watch", "Widgets"])
    }

    /// A file on disk that no target compiles, in a project whose targets list their sources, is no part of the
    /// app: its types get no node and it draws no edge.
    func testFileInNoTargetDrawsNothing() throws {
        let g = try graph(folder: twoApps, layout: try layout(twoApps))
        XCTAssertFalse(g.nodes.contains { $0.name == "RetiredMacFeed" }, g.dump)
        XCTAssertFalse(g.edgeLines.contains { $0.contains("RetiredMacFeed") }, g.dump)
        let resolver = ModuleResolver(layout: try layout(twoApps), configuredModules: [:])
        let placements = resolver.placements(for: ["Mac/RetiredMacFeed.swift", "Mac/MacFeed.swift", "Shared/SyncService.swift"])
        XCTAssertEqual(placements.compiledByNoTarget, [true, false, false])
    }

    func testPropertyListParserReadsQuotedBareAndCommentedValues() {
        let list = PropertyList("{ a = \"x \\\"y\\\"\"; /* c */ b = (1, two, ); // line\n c = { d = \"<group>\"; }; }")
        XCTAssertEqual(list.string("a", in: list.root), "x \"y\"")
        XCTAssertEqual(list.strings("b", in: list.root), ["1", "two"])
        XCTAssertEqual(list.string("d", in: list.value("c", in: list.root)), "<group>")
        let resolver = ModuleResolver(layout: SourceLayout(projects: [BuildFile(directory: ".", text: "{ broken = ( ")]), configuredModules: [:])
        XCTAssertTrue(resolver.visibility.targets.isEmpty)
    }

    func testPropertyListParserSkipsUnkeptKeysWithoutLosingItsPlace() {
        let text = """
            { objects = { A = { isa = PBXNativeTarget; buildSettings = { X = "}) \\" ;"; Y = ( "(", { z = 1; } ); };             shellScript = "echo \\"{\\""; name = App; }; }; rootObject = A; }
            """
        let list = PropertyList(text, keeping: ["isa", "name"], atDepth: 2)
        XCTAssertEqual(list.string("rootObject", in: list.root), "A")
        let object = list.value("A", in: list.value("objects", in: list.root))
        guard case .dictionary(let entries)? = object else { return XCTFail("no object A") }
        XCTAssertEqual(entries.map { list.text($0.key) }, ["isa", "name"])
        XCTAssertEqual(list.string("name", in: object), "App")
    }

    func layout(_ folder: URL) throws -> SourceLayout {
        let text = try String(contentsOf: folder.appendingPathComponent("TwoApps.xcodeproj/project.pbxproj"), encoding: .utf8)
        return SourceLayout(root: "", packages: try loadManifests(under: folder), projects: [BuildFile(directory: ".", text: text)])
    }
}
