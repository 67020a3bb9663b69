import Combine
import Foundation
import ShortcutRecorderKit

// A name spelled with the prefix of a library the file imports (`"ShortcutRecorderKit_shortcutDidChange"`) is the
// library's own notification, which the library posts: observing it is no unmatched name. A name of the app's own
// that only looks like it (no such import) is still reported.

extension Notification.Name {
    static let recorderShortcutChanged = Notification.Name("ShortcutRecorderKit_shortcutDidChange")
    static let recorderLayoutChanged = Notification.Name("ShortcutRecorder_layoutDidChange")
}

final class RecorderFieldModel {
    private var observers = Set<AnyCancellable>()
    var label = ""

    init() {
        NotificationCenter.default.publisher(for: .recorderShortcutChanged)
            .sink { [weak self] _ in self?.label = "changed" }
            .store(in: &observers)
        NotificationCenter.default.publisher(for: .recorderLayoutChanged) // expect: unmatched_notification
            .sink { [weak self] _ in self?.label = "layout" }
            .store(in: &observers)
    }
}
