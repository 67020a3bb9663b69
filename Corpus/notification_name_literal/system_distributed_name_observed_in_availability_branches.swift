import AppKit
import Combine

// A system name observed on the distributed center in both branches of `if #available … else` has no poster in the
// sources to drift from: not reported. An app's own name observed twice there still is: a helper of the app posts it.
final class ScreenSaverWatcher {
    private var observers = Set<AnyCancellable>()
    private var tokens: [NSObjectProtocol] = []
    private(set) var running = false

    func start() {
        if #available(macOS 10.15, *) {
            DistributedNotificationCenter.default()
                .publisher(for: .init(rawValue: "com.apple.screensaver.didstart"))
                .sink { [weak self] _ in self?.running = true }
                .store(in: &observers)
            DistributedNotificationCenter.default()
                .publisher(for: .init(rawValue: "com.example.saverHelper.ready")) // expect: notification_name_literal
                .sink { [weak self] _ in self?.running = false }
                .store(in: &observers)
        } else {
            tokens.append(DistributedNotificationCenter.default().addObserver(
                forName: .init("com.apple.screensaver.didstart"), object: nil, queue: .main) { [weak self] _ in self?.running = true })
            tokens.append(DistributedNotificationCenter.default().addObserver(
                forName: .init("com.example.saverHelper.ready"), object: nil, queue: .main) { [weak self] _ in self?.running = false }) // expect: notification_name_literal
        }
    }
}

// macOS posts `AppleInterfaceThemeChangedNotification` itself (an `Apple` name, like the frameworks' `NS…`): observed
// in several places on the distributed center, it has no poster in the sources either.
final class AppearanceFollower {
    private var observers = Set<AnyCancellable>()
    private(set) var changes = 0

    func follow() {
        DistributedNotificationCenter.default()
            .publisher(for: Notification.Name("AppleInterfaceThemeChangedNotification"))
            .sink { [weak self] _ in self?.changes += 1 }
            .store(in: &observers)
    }

    func followAgain() {
        DistributedNotificationCenter.default()
            .publisher(for: Notification.Name("AppleInterfaceThemeChangedNotification"))
            .sink { [weak self] _ in self?.changes += 1 }
            .store(in: &observers)
    }
}
