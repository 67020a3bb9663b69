import Combine
import Foundation

/// Broadcasts the selected theme. Callers own the returned subscriptions.
final class ThemeBroadcaster {
    private let palette = CurrentValueSubject<String, Never>("harbor-blue")

    func subscribe(_ handler: @escaping (String) -> Void) -> AnyCancellable {
        return palette.sink(receiveValue: handler)
    }

    func observeChanges(_ handler: @escaping (String) -> Void) -> AnyCancellable {
        palette.dropFirst().sink(receiveValue: handler)
    }

    var loggingSubscription: AnyCancellable {
        palette.sink { print("palette:", $0) }
    }

    var debugSubscription: AnyCancellable {
        get { palette.sink { print("debug palette:", $0) } }
    }

    func subscribeIfNeeded(_ enabled: Bool) -> AnyCancellable? {
        guard enabled else { return nil }
        return palette
            .removeDuplicates()
            .sink { print("palette changed:", $0) }
    }
}
