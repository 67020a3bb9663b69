import Foundation
import XCTest

/// A type name several targets declare resolves to the one the code can name (docs/graph.md, "Evidence"): its own
/// target's, else a public one of a module the file imports; another target's internal type is invisible from here,
/// and so is a public one of a module the file does not import.
final class InternalTypesOfOtherTargetsTests: XCTestCase {
    func testAnInternalTypeOfAnotherTargetIsNotTheInjectedService() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Posts", targets: [
            .target(name: "Domain"),
            .target(name: "Platform", dependencies: ["Domain"]),
            .executableTarget(name: "App", dependencies: ["Domain", "Platform"]),
        ])
        """, to: "Package.swift", in: dir)
        try CLI.write("public protocol PostsUseCase { func posts() -> [String] }\npublic protocol UseCaseProvider { func makePostsUseCase() -> PostsUseCase }\n",
                      to: "Sources/Domain/PostsUseCase.swift", in: dir)
        try CLI.write("""
        import Domain
        public final class UseCaseProvider: Domain.UseCaseProvider {
            public init() {}
            public func makePostsUseCase() -> Domain.PostsUseCase { PostsUseCase() }
        }
        """, to: "Sources/Platform/UseCaseProvider.swift", in: dir)
        try CLI.write("""
        import Domain
        final class PostsNavigator {
            private let services: UseCaseProvider
            init(services: UseCaseProvider) { self.services = services }
        }
        """, to: "Sources/App/PostsNavigator.swift", in: dir)
        try CLI.write("""
        import Domain
        import Platform
        final class Application {
            private let provider: Domain.UseCaseProvider
            init() { self.provider = Platform.UseCaseProvider() }
            func start() -> PostsNavigator { PostsNavigator(services: provider) }
        }
        """, to: "Sources/App/Application.swift", in: dir)
        try CLI.write("""
        import Domain
        final class PostsUseCase: Domain.PostsUseCase {
            func posts() -> [String] { [] }
        }
        """, to: "Sources/Platform/PostsUseCase.swift", in: dir)
        try CLI.write("""
        import Domain
        final class PostsViewModel {
            private let useCase: PostsUseCase
            init(useCase: PostsUseCase) { self.useCase = useCase }
        }
        """, to: "Sources/App/PostsViewModel.swift", in: dir)
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        let names = Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["id"]!)", "\($0["module"] ?? "")/\($0["name"]!)") })
        let edges = try XCTUnwrap(json["edges"] as? [[String: Any]])
        let drawn = edges.map { "\(names["\($0["from"]!)"]!) \($0["mechanism"]!) \(names["\($0["to"]!)"]!) \($0["ambiguous"] as? Bool ?? false)" }
        // The navigator's provider is the one the application makes in its init (`Platform.UseCaseProvider()`): the
        // presentation → domain ← data flow of a Clean Architecture app.
        XCTAssertEqual(drawn.sorted(), ["Domain/PostsUseCase injection App/PostsViewModel false", "Platform/UseCaseProvider injection App/PostsNavigator false"])
    }
}
