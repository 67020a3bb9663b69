import Foundation

// Not written directly as the name argument: a name held in a variable, an interpolated string,
// a plain String argument of some other `post(name:)` API.

struct OrchardAnalytics {
    func post(name: String, parameters: [String: String] = [:]) {}
}

final class OrchardRowSync {
    private let analytics = OrchardAnalytics()
    private var observers: [NSObjectProtocol] = []

    func rowDidSync(id: Int) {
        let name = Notification.Name("orchardRowSynced")
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: Notification.Name("orchardRow.\(id).synced"), object: nil)
        analytics.post(name: "orchard_row_synced")
    }

    func watch(row id: Int) {
        observers.append(NotificationCenter.default.addObserver(forName: Notification.Name("orchardRow.\(id).synced"), object: nil, queue: nil) { _ in })
    }
}
