// swift-tools-version:6.0
// A package whose target uses Crosstalk's build-tool plugin, for BuildPluginTests.
// The test copies it to a temporary folder and rewrites the path below to the repository's absolute path.
import PackageDescription

let package = Package(
    name: "BuildPluginConsumer",
    dependencies: [
        .package(name: "Crosstalk", path: "../../.."),
    ],
    targets: [
        .target(name: "Consumer", plugins: [.plugin(name: "CrosstalkBuildPlugin", package: "Crosstalk")]),
    ]
)
