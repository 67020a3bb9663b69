// swift-tools-version:6.0
// Crosstalk: a Swift architecture-conformance analyzer. Toolchain only, no package dependencies.
import PackageDescription

let package = Package(
    name: "Crosstalk",
    products: [
        .executable(name: "crosstalk", targets: ["crosstalk"]),
        .library(name: "CrosstalkDriver", targets: ["CrosstalkDriver"]),
        .plugin(name: "CrosstalkPlugin", targets: ["CrosstalkPlugin"]),
    ],
    targets: [
        // Module chain (arrows = may import; nothing imports upward):
        // crosstalk → Driver → Report → Rules → Graph → Facts → Syntax (Driver → Fix → Rules beside Report)
        .target(name: "CrosstalkSyntax", exclude: ["README.md"]),
        .target(name: "CrosstalkFacts", dependencies: ["CrosstalkSyntax"], exclude: ["README.md"]),
        .target(name: "CrosstalkGraph", dependencies: ["CrosstalkFacts", "CrosstalkSyntax"], exclude: ["README.md"]),
        .target(name: "CrosstalkRules", dependencies: ["CrosstalkGraph"], exclude: ["README.md"]),
        .target(name: "CrosstalkReport", dependencies: ["CrosstalkRules"], exclude: ["README.md"]),
        // Fixes sit beside the reports: the driver uses both, neither imports the other.
        .target(name: "CrosstalkFix", dependencies: ["CrosstalkRules"], exclude: ["README.md"]),
        .target(name: "CrosstalkDriver", dependencies: ["CrosstalkReport", "CrosstalkFix"], exclude: ["README.md"]),
        .executableTarget(name: "crosstalk", dependencies: ["CrosstalkDriver"]),
        // `swift package crosstalk lint` in a package that depends on Crosstalk.
        .plugin(
            name: "CrosstalkPlugin",
            capability: .command(
                intent: .custom(verb: "crosstalk", description: "Run crosstalk (lint by default) on this package"),
                permissions: []),
            dependencies: ["crosstalk"]),
        .testTarget(name: "CrosstalkSyntaxTests", dependencies: ["CrosstalkSyntax"]),
        .testTarget(name: "CrosstalkFactsTests", dependencies: ["CrosstalkFacts"]),
        // Fixtures and graph helpers the Graph, Rules and Report tests share.
        .target(name: "CrosstalkTestFixtures", dependencies: ["CrosstalkGraph"], path: "Tests/CrosstalkTestFixtures"),
        .testTarget(name: "CrosstalkGraphTests", dependencies: ["CrosstalkGraph", "CrosstalkReport", "CrosstalkTestFixtures"]),
        .testTarget(name: "CrosstalkRulesTests", dependencies: ["CrosstalkRules", "CrosstalkDriver", "CrosstalkTestFixtures"]),
        .testTarget(name: "CrosstalkReportTests", dependencies: ["CrosstalkReport", "CrosstalkTestFixtures"]),
        .testTarget(name: "CrosstalkFixTests", dependencies: ["CrosstalkFix"]),
        .testTarget(name: "CrosstalkDriverTests", dependencies: ["CrosstalkDriver", "crosstalk"]),
    ],
    swiftLanguageModes: [.v6]
)
