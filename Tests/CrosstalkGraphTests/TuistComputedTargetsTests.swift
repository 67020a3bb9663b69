@testable import CrosstalkGraph
import CrosstalkSyntax
import XCTest

/// Tuist targets held in manifest variables or built by helper functions of the manifest (docs/graph.md, "Nodes").
final class TuistComputedTargetsTests: XCTestCase {
    /// A `Project.swift` whose app target a helper function builds under a computed name, whose library a variable
    /// holds, and whose test bundle compiles the app's sources again; `testsFirst` declares the test bundle first.
    func manifest(testsFirst: Bool) -> String {
        let app = """
        func appTarget(selfCompiled: Bool) -> Target {
            let name = selfCompiled ? "App-SelfCompiled" : "App"
            return .target(name: name, destinations: [.mac], product: .app, bundleId: "x.app",
                           sources: ["App/**/*.swift"], dependencies: [.target(models)])
        }
        """
        let tests = """
        let tests: Target = .target(name: "AppTests", destinations: [.mac], product: .unitTests, bundleId: "x.tests",
                                    sources: ["Tests/**", "App/**/*.swift"], dependencies: [.target(name: "App")])
        """
        return """
        import ProjectDescription

        let models: Target = .target(name: "AppModels", destinations: [.mac], product: .staticLibrary,
                                     bundleId: "x.models", sources: ["Modules/Models/**/*.swift"])
        \(testsFirst ? tests : app)
        \(testsFirst ? app : tests)
        let project = Project(name: "App", targets: [appTarget(selfCompiled: false), models, tests])
        """
    }

    func testAVariableHoldingATargetIsADependencyByTheTargetsName() {
        let project = TuistProject(BuildFile(directory: ".", text: manifest(testsFirst: false)), dependencyConstants: [:], root: ".")
        let dependencies = Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.dependencies) })
        XCTAssertEqual(dependencies["App"], ["AppModels"])
        XCTAssertEqual(dependencies["AppTests"], ["App"])
    }

    func testATargetWithAComputedNameKeepsItsFilesOutOfTheTestBundle() {
        for testsFirst in [false, true] {
            let layout = SourceLayout(root: ".", tuistProjects: [BuildFile(directory: ".", text: manifest(testsFirst: testsFirst))])
            let resolver = ModuleResolver(layout: layout, configuredModules: [:])
            XCTAssertEqual(resolver.moduleLists(for: ["App/PackageListView.swift", "Modules/Models/PackagesTracker.swift", "Tests/AppTests.swift"]),
                           [["App", "AppTests"], ["AppModels"], ["AppTests"]], "tests first: \(testsFirst)")
            XCTAssertTrue(resolver.visibility.canMeet(["App"], ["AppModels"]), "tests first: \(testsFirst)")
        }
    }

    func testTheVariableIsFoundWithOrWithoutItsTypeAnnotation() {
        let stream = Lexer.lex(SourceFile(text: """
        let a: Target = .target(name: "A")
        let b = Target.target(name: "B")
        static let c = Target(name: "C")
        makeAll([.target(name: "D")])
        """))
        let calls = stream.tokens.indices.filter { ["target", "Target"].contains(stream.text(stream.tokens[$0])) && stream.tokens[$0 + 1].kind == .leftParen }
        XCTAssertEqual(calls.map { TuistProject.variable(holdingCallAt: $0, in: stream) }, ["a", "b", "c", nil])
    }
}
