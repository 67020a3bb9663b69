// swift-tools-version:6.0
// Crosstalk: a Swift architecture-conformance analyzer. Toolchain only, no package dependencies.
import PackageDescription

let package = Package(
    name: "Crosstalk",
    products: [
        .executable(name: "crosstalk", targets: ["crosstalk"]),
        .library(name: "CrosstalkDriver", targets: ["CrosstalkDriver"]),
    ],
    targets: [
        // Module chain (arrows = may import; nothing imports upward):
        // crosstalk → Driver → Report → Rules → Graph → Facts → Syntax
        .target(name: "CrosstalkSyntax"),
        .target(name: "CrosstalkFacts", dependencies: ["CrosstalkSyntax"]),
        .target(name: "CrosstalkGraph", dependencies: ["CrosstalkFacts"]),
        .target(name: "CrosstalkRules", dependencies: ["CrosstalkGraph"]),
        .target(name: "CrosstalkReport", dependencies: ["CrosstalkRules"]),
        .target(name: "CrosstalkDriver", dependencies: ["CrosstalkReport"]),
        .executableTarget(name: "crosstalk", dependencies: ["CrosstalkDriver"]),
        .testTarget(name: "CrosstalkSyntaxTests", dependencies: ["CrosstalkSyntax"]),
        .testTarget(name: "CrosstalkFactsTests", dependencies: ["CrosstalkFacts"]),
        .testTarget(name: "CrosstalkGraphTests", dependencies: ["CrosstalkGraph", "CrosstalkReport"]),
        .testTarget(name: "CrosstalkRulesTests", dependencies: ["CrosstalkRules"]),
        .testTarget(name: "CrosstalkReportTests", dependencies: ["CrosstalkReport"]),
        .testTarget(name: "CrosstalkDriverTests", dependencies: ["CrosstalkDriver", "crosstalk"]),
    ],
    swiftLanguageModes: [.v6]
)
