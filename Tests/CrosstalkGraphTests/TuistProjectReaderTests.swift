@testable import CrosstalkGraph
import XCTest

/// Tuist manifests read by the lexer (docs/graph.md, "Nodes"); the whole-app case runs the CLI in TuistProjectTests.
final class TuistProjectReaderTests: XCTestCase {
    func testOlderTargetInitializerConstantsAndFileGlobs() {
        let manifest = """
        import ProjectDescription

        let appName = "Notes"
        let project = Project(name: appName, targets: [
            Target(name: appName, platform: .iOS, product: .app, bundleId: "n", sources: "Sources/**", dependencies: [
                .target(name: "NotesKit"), .external(name: "Alamofire"),
            ]),
            Target(name: "NotesKit", platform: .iOS, product: .staticFramework, bundleId: "k", sources: ["Kit/Main.swift", "Kit/Parts/*.swift"]),
            Target(name: "NotesUITests", platform: .iOS, product: .uiTests, bundleId: "t", sources: ["UITests/**"], dependencies: [.target(name: appName)]),
        ])
        """
        let project = TuistProject(BuildFile(directory: "Apps/Notes", text: manifest), dependencyConstants: [:], root: "Apps")
        XCTAssertEqual(project.targets.map(\.name), ["Notes", "NotesKit", "NotesUITests"])
        XCTAssertEqual(project.targets.map(\.kind), [.app, .library, .test])
        XCTAssertEqual(project.targets[0].folders, ["Notes/Sources"])
        XCTAssertEqual(project.targets[0].dependencies, ["NotesKit", "Alamofire"])
        XCTAssertEqual(project.targets[1].files, ["Notes/Kit/Main.swift"])
        XCTAssertEqual(project.targets[1].folders, ["Notes/Kit/Parts"])
        XCTAssertEqual(project.targets[2].dependencies, ["Notes"])
    }

    func testHelperConstantsByPathAndByUniqueName() {
        let constants = TuistProject.dependencyConstants(helpers: ["""
        public extension TargetDependency {
            class Core {
                public static let log = TargetDependency.project(target: "Log", path: .relativeToRoot("Modules/Log"))
            }
            enum Feature {
                static let home = TargetDependency.project(target: "Home", path: .relativeToRoot("Modules/Home"))
                static let log = TargetDependency.target(name: "FeatureLog")
            }
            static let mock = TargetDependency.project(target: "Mock", path: "Modules/Mock")
        }
        """])
        XCTAssertEqual(constants["Core.log"], "Log")
        XCTAssertEqual(constants["Feature.log"], "FeatureLog")
        XCTAssertEqual(constants["home"], "Home")
        XCTAssertEqual(constants["mock"], "Mock")
        XCTAssertNil(constants["log"], "two constants named log: only their paths name them")
    }

    func testPluginHelperConstantsThroughATypealiasAndSplitDependencyLists() {
        let constants = TuistProject.dependencyConstants(helpers: ["""
        public typealias Dep = TargetDependency
        public extension Dep {
            static let domain = Dep.project(target: "Domain", path: .relativeToRoot("Projects/Domain"))
        }
        public extension Dep.Modules {
            static let networks = Dep.project(target: "Networks", path: .relativeToRoot("Projects/Modules/Networks"))
        }
        """])
        XCTAssertEqual(constants["domain"], "Domain")
        XCTAssertEqual(constants["networks"], "Networks")
        let manifest = """
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project.makeModule(
            name: "Data",
            targets: [.unitTest, .staticFramework],
            internalDependencies: [.domain, .Modules.networks],
            externalDependencies: [.SPM.moya]
        )
        """
        let project = TuistProject(BuildFile(directory: "Projects/Data", text: manifest), dependencyConstants: constants, root: ".")
        XCTAssertEqual(project.targets.map(\.name), ["Data"])
        XCTAssertEqual(project.targets[0].dependencies, ["Domain", "Networks"])
        XCTAssertFalse(project.targets[0].hasUnreadDependencies, "an external package list names no target")
    }

    /// A dependency in a helper's own form (`.Layer.Domain`, turned into a dependency by helper code) stands for its
    /// last name, and its target sees every target: an unread dependency must not hide the communication it allows.
    func testUnreadHelperDependencySeesEveryTarget() {
        let presenter = TuistProject(BuildFile(directory: "Presenter", text: """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project.layerModule(name: "Presenter", dependencies: [.Layer.DomainLayer])
        """), dependencyConstants: [:], root: ".")
        let domain = TuistProject(BuildFile(directory: "Domain", text: """
        import ProjectDescription
        let project = Project.layerModule(name: "Domain", dependencies: [])
        """), dependencyConstants: [:], root: ".")
        XCTAssertEqual(presenter.targets.map(\.dependencies), [["DomainLayer"]])
        XCTAssertEqual(presenter.targets.map(\.hasUnreadDependencies), [true])
        XCTAssertEqual(domain.targets.map(\.hasUnreadDependencies), [false])
        let visibility = TargetVisibility(targets: presenter.targets + domain.targets)
        XCTAssertTrue(visibility.canMeet(["Presenter"], ["Domain"]))
        XCTAssertFalse(TargetVisibility(targets: domain.targets + [BuildTarget(name: "Other", kind: .library)]).canMeet(["Domain"], ["Other"]))
    }

    /// A team's own target helper (`.make(name:product:sources:…)` inside `Project.make(targets:)`) declares targets
    /// like `.target(…)`: the target is named by its `name:`, not by the project, so its files' imports match.
    func testTargetsDeclaredThroughATeamHelper() {
        let project = TuistProject(BuildFile(directory: "Projects/Domain", text: """
        import ProjectDescription
        import ProjectDescriptionHelpers
        let project = Project.make(
            name: "Domain",
            product: .framework,
            targets: [
                .make(name: "UseCase", product: .framework, bundleId: "com.example.usecase", sources: ["UseCase/**"],
                      dependencies: [.project(target: "Entity", path: "../Entity")]),
                Project.target(name: "Repository", product: .staticFramework, sources: ["Repository/**"]),
            ]
        )
        """), dependencyConstants: [:], root: ".")
        XCTAssertEqual(project.targets.map(\.name), ["UseCase", "Repository"])
        XCTAssertEqual(project.targets.map(\.folders), [["Projects/Domain/UseCase"], ["Projects/Domain/Repository"]])
        XCTAssertEqual(project.targets.map(\.dependencies), [["Entity"], []])
    }
}
