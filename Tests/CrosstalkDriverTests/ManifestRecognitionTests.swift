import Foundation
import XCTest

/// A manifest is a `Package.swift` that imports `PackageDescription`, or a `Project.swift` that imports
/// `ProjectDescription`; a source file that is merely named so is an ordinary source of its target.
final class ManifestRecognitionTests: XCTestCase {
    /// Module of each node of `graph --format json` run on `dir`, by type name.
    func modules(in dir: URL) throws -> [String: String] {
        let run = try crosstalk(["graph", "--format", "json", "."], in: dir)
        assertStatus(run, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let nodes = try XCTUnwrap(json["nodes"] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: nodes.map { ("\($0["name"]!)", "\($0["module"] ?? "")") })
    }

    func testASourceFileNamedPackageSwiftStaysInItsTarget() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Models", targets: [.target(name: "Models")])
        """, to: "Package.swift", in: dir)
        try CLI.write("""
        /// The app's package model.
        public protocol Package: Identifiable, Sendable {
            var name: String { get }
        }
        """, to: "Sources/Models/Protocols/Package.swift", in: dir)
        try CLI.write("public protocol Loadable { func load() async throws }\n", to: "Sources/Models/Protocols/Loadable.swift", in: dir)
        try CLI.write("""
        public final class Tracker {
            public var loading: (any Loadable)?
            public init() {}
        }
        """, to: "Sources/Models/Tracker.swift", in: dir)
        XCTAssertEqual(try modules(in: dir), ["Package": "Models", "Loadable": "Models", "Tracker": "Models"])
    }

    func testASourceFileNamedProjectSwiftStaysInItsTuistTarget() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        import ProjectDescription
        let project = Project(name: "Shop", targets: [
            .target(name: "ShopApp", destinations: .iOS, product: .app, bundleId: "shop", sources: ["App/**"]),
        ])
        """, to: "Project.swift", in: dir)
        try CLI.write("""
        /// A project the user tracks.
        struct Project {
            let title: String
        }
        """, to: "App/Models/Project.swift", in: dir)
        try CLI.write("final class ProjectList {\n    var projects: [Project] = []\n}\n", to: "App/ProjectList.swift", in: dir)
        XCTAssertEqual(try modules(in: dir), ["Project": "ShopApp", "ProjectList": "ShopApp"])
    }
}
