import Foundation
import Resolver

// Decision: Resolver's `register { SyncService() }.scope(.application)` keeps one instance for the whole run, like
// Swinject's `.inObjectScope(.container)` (container_scoped_services.swift): a cycle inside it frees nothing. The
// registration names no service type; Resolver registers what the closure builds. A `.scope(.shared)` service is
// let go when its last user is, and stays reported.

extension Resolver: ResolverRegistering {
    public static func registerAllServices() {
        register { SyncService() }.scope(.application)
        register { DraftUploader() }.scope(.shared)
    }
}

final class StatusClient {
    var onStatus: ((Int) -> Void)?
}

final class SyncService {
    private let client = StatusClient()
    private var lastStatus = 0

    init() {
        client.onStatus = { status in
            self.lastStatus = status
        }
    }
}

final class DraftUploader {
    private let client = StatusClient()
    private var uploaded = 0

    init() {
        client.onStatus = { status in // expect: closure_property_strong_self
            self.uploaded = status
        }
    }
}
