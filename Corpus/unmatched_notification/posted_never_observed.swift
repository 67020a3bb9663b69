import Foundation

// Posted, but observed nowhere in the analyzed tree. Decision: "the post or observe site" is
// the call's line; every post and observe call in this folder is kept on one line so that
// line is unambiguous.

extension Notification.Name {
    static let draftAutosaved = Notification.Name("corpus.drafts.autosaved")
}

/// Autosaves drafts every few seconds.
final class DraftAutosaveService {
    private(set) var lastSave: Date?

    func autosave() {
        lastSave = Date()
        NotificationCenter.default.post(name: .draftAutosaved, object: self) // expect: unmatched_notification
    }
}
