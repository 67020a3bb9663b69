import Foundation

/// Remote configuration, created lazily behind a computed accessor. The backing store is a
/// mutable static: the computed `instance` is fine, `_instance` is reported.
final class RemoteConfig {
    nonisolated(unsafe) private static var _instance: RemoteConfig? // expect: mutable_singleton

    static var instance: RemoteConfig {
        if let existing = _instance {
            return existing
        }
        let created = RemoteConfig()
        _instance = created
        return created
    }
}

/// A/B experiments, bootstrapped once at launch.
final class ExperimentRegistry {
    private static var _shared: ExperimentRegistry! // expect: mutable_singleton

    static var shared: ExperimentRegistry { _shared }

    static func bootstrap() {
        _shared = ExperimentRegistry()
    }
}
