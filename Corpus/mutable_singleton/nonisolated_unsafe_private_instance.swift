import Foundation

/// Remote configuration, created lazily behind a computed accessor. The backing store is a
/// mutable static set in a getter, which `static let` does lazily and safely: `_instance` is reported.
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

/// A/B experiments, bootstrapped once at launch by one setup method: a deferred singleton, not reported.
final class ExperimentRegistry {
    private static var _shared: ExperimentRegistry!

    static var shared: ExperimentRegistry { _shared }

    static func bootstrap() {
        _shared = ExperimentRegistry()
    }
}
