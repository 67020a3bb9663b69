import Foundation

extension Notification.Name {
    static let notesChanged = Notification.Name("notesChanged")
}

final class NoteListViewModel {
    func refresh() {
        SyncStore.shared.lastSync = Date()
        NotificationCenter.default.post(name: .notesChanged, object: nil)
    }
}
