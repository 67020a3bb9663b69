import Foundation

// The literal observer's raw value is built into a name in a constants type and posted through
// it: the analyzer cannot follow the constant, so it does not call the observer unmatched.

enum OrchardConstants {
    enum Notifications {
        static let importCompleted = NSNotification.Name(rawValue: "OrchardOpmlImportCompleted")
    }
}

final class OrchardImporter {
    private var observers: [NSObjectProtocol] = []

    func finish() {
        NotificationCenter.default.post(name: OrchardConstants.Notifications.importCompleted, object: nil)
    }

    func watch() {
        observers.append(NotificationCenter.default.addObserver(forName: Notification.Name("OrchardOpmlImportCompleted"), object: nil, queue: nil) { _ in }) // expect: notification_name_literal
    }
}
