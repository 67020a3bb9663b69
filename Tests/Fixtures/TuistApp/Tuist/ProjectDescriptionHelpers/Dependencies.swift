import ProjectDescription

public extension TargetDependency {
    enum Core {
        public static let store = TargetDependency.project(target: "Store", path: .relativeToRoot("Modules/Store"))
    }
}

public extension Project {
    /// A framework module built by a helper: Crosstalk reads it as one target named by `name:`.
    static func makeModule(name: String, dependencies: [TargetDependency]) -> Project {
        Project(name: name, targets: [
            .target(name: name, destinations: .iOS, product: .framework, bundleId: "shop.\(name)",
                    sources: ["Sources/**"], dependencies: dependencies),
        ])
    }
}
