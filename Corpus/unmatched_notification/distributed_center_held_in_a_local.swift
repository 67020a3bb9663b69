import AppKit

// Another process posts this name: held in a local, the center is still the distributed one, whose other side is
// not in the sources.
extension Notification.Name {
    static let otherAppThemeChanged = Notification.Name("com.example.otherapp.themeChanged")
}

final class OtherAppThemeWatcher {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        let center = DistributedNotificationCenter.default()
        tokens.append(center.addObserver(forName: .otherAppThemeChanged, object: nil, queue: nil) { _ in
            print("theme changed")
        })
    }
}
