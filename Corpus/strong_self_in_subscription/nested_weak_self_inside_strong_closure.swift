import Combine
import Foundation

// The classic pitfall: to create the inner `[weak self]` reference, the outer escaping
// closure must capture self strongly, so the outer closure is reported at its `{`.

/// Talks to the mail server for the inbox.
final class InboxRemote {
    func fetch(_ ids: [String]) -> AnyPublisher<[String], Never> {
        Just(ids).eraseToAnyPublisher()
    }

    private let unreadCounts = CurrentValueSubject<Int, Never>(0)

    /// Live: it never finishes.
    func unreadCount(in folder: String) -> AnyPublisher<Int, Never> {
        unreadCounts.eraseToAnyPublisher()
    }
}

/// Keeps the local inbox in sync with the server.
final class InboxSyncEngine {
    private let incoming: AnyPublisher<[String], Never>
    private let remote: InboxRemote
    private var observers = Set<AnyCancellable>()
    private(set) var threads: [String] = []
    private(set) var unreadCounts: [String: Int] = [:]

    init(incoming: AnyPublisher<[String], Never>, remote: InboxRemote) {
        self.incoming = incoming
        self.remote = remote

        incoming
            .sink { threads in // expect: strong_self_in_subscription
                DispatchQueue.main.async { [weak self] in
                    self?.threads = threads
                }
            }
            .store(in: &observers)

        incoming
            .flatMap { [remote] ids in // expect: strong_self_in_subscription
                remote.fetch(ids).handleEvents(receiveOutput: { [weak self] _ in self?.markSynced() })
            }
            .sink { _ in }
            .store(in: &observers)
    }

    /// Inside a `[weak self]` closure, `guard let self` re-binds a strong self: the inner
    /// subscription's closure then captures it strongly and is reported at its own `{`.
    func watch(_ folders: AnyPublisher<String, Never>) {
        folders
            .sink { [weak self] folder in
                guard let self else { return }
                self.remote.unreadCount(in: folder)
                    .sink { count in self.unreadCounts[folder] = count } // expect: strong_self_in_subscription
                    .store(in: &observers)
            }
            .store(in: &observers)
    }

    private func markSynced() {
        print("synced at", Date())
    }
}
