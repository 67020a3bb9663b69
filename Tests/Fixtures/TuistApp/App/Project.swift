import ProjectDescription
import ProjectDescriptionHelpers

let project = Project(
    name: "Shop",
    targets: [
        .target(
            name: "ShopApp",
            destinations: .iOS,
            product: .app,
            bundleId: "shop.app",
            sources: ["Sources/**"],
            dependencies: [.Core.store, .target(name: "ShopWidgets")]
        ),
        .target(
            name: "ShopWidgets",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "shop.app.widgets",
            sources: .sourceFilesList(globs: [.glob("Widgets/**/*.swift", excluding: ["Widgets/Preview/**"])]),
            dependencies: [.Core.store]
        ),
        .target(
            name: "ShopMac",
            destinations: .macOS,
            product: .app,
            bundleId: "shop.mac",
            sources: "MacSources/**",
            dependencies: [.project(target: "Store", path: "../Modules/Store")]
        ),
        .target(
            name: "ShopAppTests",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "shop.app.tests",
            sources: ["Tests/**"],
            dependencies: [.target(name: "ShopApp")]
        ),
    ]
)
