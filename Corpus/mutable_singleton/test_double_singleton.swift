import Foundation

// A test double's `static var shared` is the test's scaffolding: not reported unless `includeTests` is on. The
// service it stands in for is.
final class LedgerSyncService {
    static var shared = LedgerSyncService() // expect: mutable_singleton
}

final class LedgerSyncServiceMock {
    static var shared = LedgerSyncServiceMock()
    var syncCount = 0
}
