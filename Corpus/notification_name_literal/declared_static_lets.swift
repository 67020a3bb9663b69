import Foundation

// The fix: literals live once, in a Notification.Name extension; call sites use the name.

extension Notification.Name {
    static let orchardPickerAssigned = Notification.Name("orchardPickerAssigned")
    static let orchardPickerReleased: Notification.Name = .init(rawValue: "orchardPickerReleased")
}

extension NSNotification.Name {
    static let orchardPickerOnBreak = NSNotification.Name("orchardPickerOnBreak")
}

final class OrchardPickerRoster {
    private var observers: [NSObjectProtocol] = []

    func assign() {
        NotificationCenter.default.post(name: .orchardPickerAssigned, object: self)
        NotificationCenter.default.post(name: Notification.Name.orchardPickerReleased, object: self)
        NotificationCenter.default.post(name: NSNotification.Name.orchardPickerOnBreak, object: self)
    }

    func observe() {
        let center = NotificationCenter.default
        observers.append(center.addObserver(forName: .orchardPickerAssigned, object: nil, queue: nil) { _ in })
        observers.append(center.addObserver(forName: .orchardPickerReleased, object: nil, queue: nil) { _ in })
        observers.append(center.addObserver(forName: .orchardPickerOnBreak, object: nil, queue: nil) { _ in })
    }
}
