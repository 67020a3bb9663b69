import Foundation

/// Observes a name only the iOS app posts: the two apps share no process, so no edge.
final class MacSidebar {
    private var token: NSObjectProtocol?
    init() {
        token = NotificationCenter.default.addObserver(forName: .notesChanged, object: nil, queue: .main) { _ in }
        _ = SyncStore.shared.lastSync
    }
}
