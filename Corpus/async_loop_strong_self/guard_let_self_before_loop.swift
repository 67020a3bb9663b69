import Foundation

// `[weak self]` looks safe, but `guard let self` ahead of the loop makes the reference strong until the stream ends.

final class InboxStore {
    private(set) var unreadCount = 0
    private let counts: AsyncStream<Int>

    init(counts: AsyncStream<Int>) {
        self.counts = counts
    }

    func startObserving() {
        Task { [weak self] in // expect: async_loop_strong_self
            guard let self else { return }
            for await count in self.counts {
                self.unreadCount = count
            }
        }
    }

    func startObservingWhenPresent() {
        Task { [weak self] in // expect: async_loop_strong_self
            if let self {
                for await count in self.counts {
                    self.unreadCount = count
                }
            }
        }
    }
}
