// swift-tools-version:6.0
// A package that uses Crosstalk's command plugin, for CLIIntegrationTests.testPluginLintsConsumerPackage.
// The test copies it to a temporary folder and rewrites the path below to the repository's absolute path.
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    dependencies: [
        .package(name: "Crosstalk", path: "../../.."),
    ],
    targets: [
        .target(name: "Consumer"),
    ]
)
