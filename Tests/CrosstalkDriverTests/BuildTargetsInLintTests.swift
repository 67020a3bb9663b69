import Foundation
import XCTest

/// `lint` reads the build's targets: a file only test targets compile is test code even when it imports no test
/// framework itself (a test target's helper), so the rules that leave test code alone leave it alone too.
final class TestTargetHelpersAreTestCodeTests: XCTestCase {
    func testHelperOfATestTargetIsTestCodeAndTheSameCodeInTheAppIsNot() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .target(name: "Shop"),
            .testTarget(name: "ShopTests", dependencies: ["Shop"]),
        ])
        """, to: "Package.swift", in: dir)
        let capturer = """
        import Combine
        public final class %@ {
            public private(set) var values: [Int] = []
            private var observers = Set<AnyCancellable>()
            public init(_ publisher: AnyPublisher<Int, Never>) {
                publisher.sink { self.values.append($0) }.store(in: &observers)
            }
        }
        """
        try CLI.write(String(format: capturer, "PriceRecorder"), to: "Sources/Shop/PriceRecorder.swift", in: dir)
        try CLI.write(String(format: capturer, "ValuesCapturer"), to: "Tests/ShopTests/Helpers/ValuesCapturer.swift", in: dir)
        let run = try crosstalk(["lint", "--format", "text", "."], in: dir)
        XCTAssertTrue(run.stdout.contains("Sources/Shop/PriceRecorder.swift:6:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("ValuesCapturer"), run.stdout)
    }
}

/// `lint` does not check a file no build target compiles (its project's targets list their sources), and says so.
final class FilesInNoTargetTests: XCTestCase {
    func testLintSaysWhichFilesNoTargetCompilesAndChecksTheRest() throws {
        let twoApps = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/TwoApps")
        let run = try crosstalk(["lint", "--format", "json", "."], in: twoApps)
        // The other is Widgets/Preview.swift, which the Widgets folder's exception set leaves out.
        XCTAssertTrue(run.stderr.contains("2 files are in no build target and were not checked ('Mac/RetiredMacFeed.swift', …)"), run.stderr)
        XCTAssertFalse(run.stdout.contains("RetiredMacFeed"), run.stdout)
    }
}

/// `lint` checks no file that describes the build (a Tuist helper, `Project.swift`, `Package.swift`): it never runs in
/// the app, and a preset there (`static var default: InfoPlist`) is no shared object.
final class BuildDescriptionsAreNotCheckedTests: XCTestCase {
    func testATuistHelpersPresetIsNoSingletonAndTheAppsIs() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
        import ProjectDescription
        extension InfoPlist {
            static var `default`: InfoPlist = .extendingDefault(with: [:])
        }
        """, to: "Tuist/ProjectDescriptionHelpers/InfoPlist+Presets.swift", in: dir)
        try CLI.write("""
        final class Cart {
            static var shared = Cart()
        }
        """, to: "App/Cart.swift", in: dir)
        let run = try crosstalk(["lint", "--format", "text", "."], in: dir)
        XCTAssertTrue(run.stdout.contains("App/Cart.swift:2:"), run.stdout)
        XCTAssertFalse(run.stdout.contains("InfoPlist"), run.stdout)
    }
}
