import Foundation

// A singleton that needs launch arguments cannot be a `let`: it is declared `!`/`?` and given its value once, by
// a setup method of its own type. One setup point inside the type is the best Swift allows, so it is not
// reported; neither is a `weak` registry of the live instance (`weak` cannot be `let`, and it owns nothing).

struct TelemetryConfiguration {
    var endpoint: URL
    var apiKey: String
}

final class TelemetryReporter {
    static var shared: TelemetryReporter!

    private let configuration: TelemetryConfiguration

    private init(configuration: TelemetryConfiguration) {
        self.configuration = configuration
    }

    static func configure(with configuration: TelemetryConfiguration) {
        shared = TelemetryReporter(configuration: configuration)
    }
}

final class KeychainVault {
    nonisolated(unsafe) private static var _instance: KeychainVault?

    let service: String

    private init(service: String) {
        self.service = service
    }

    static func initialize(service: String) {
        let vault = KeychainVault(service: service)
        Self._instance = vault
    }
}

final class CloudRecordSync {
    /// The running engine, for the app delegate to forward remote notifications to.
    static weak var current: CloudRecordSync?

    init() {
        CloudRecordSync.current = self
    }
}
