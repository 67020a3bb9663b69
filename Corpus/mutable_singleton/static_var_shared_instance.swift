import Foundation

/// Caches decoded images on disk. Anyone can replace the shared instance at any time.
final class ImageDiskCache {
    static var shared = ImageDiskCache() // expect: mutable_singleton

    private init() {}
}

/// Sends analytics events.
final class AnalyticsClient {
    static var shared: AnalyticsClient = .init() // expect: mutable_singleton
}

/// Remote feature flags. A `didSet` observer does not make the property computed.
final class FeatureFlagStore {
    static var shared = FeatureFlagStore() { // expect: mutable_singleton
        didSet { print("feature flags replaced") }
    }

    var flags: [String: Bool] = [:]
}
