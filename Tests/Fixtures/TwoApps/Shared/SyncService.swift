final class SyncService {
    static let shared = SyncService()

    func sync() {}
}
