import Foundation

// Names built from a variable are not string literals.

/// Bridges events from the embedded web view into notifications on the bridge's own center.
final class WebBridgeEventRelay {
    private let center = NotificationCenter()
    private var tokens: [NSObjectProtocol] = []

    func forward(event eventName: String, payload: [String: Any]) {
        center.post(name: Notification.Name(eventName), object: nil, userInfo: payload)
    }

    func listen(to eventName: String, handler: @escaping ([AnyHashable: Any]) -> Void) {
        let rawName = "bridge." + eventName
        tokens.append(center.addObserver(forName: Notification.Name(rawValue: rawName), object: nil, queue: .main) { note in
            handler(note.userInfo ?? [:])
        })
    }
}
