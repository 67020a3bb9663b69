import Foundation

/// Compiled into both apps (the template's `Shared` source).
final class SyncStore {
    static let shared = SyncStore()
    private init() {}
    var lastSync = Date.distantPast
}
