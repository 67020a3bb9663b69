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

// `if let self { … }` ends its strong binding at its brace: the loop after it binds self per element.
final class CalendarDayWatcher {
    private var task: Task<Void, Never>?

    func start() {
        task = Task { [weak self] in
            if let self { self.refresh() }
            for await _ in NotificationCenter.default.notifications(named: .NSCalendarDayChanged) {
                guard let self else { return }
                self.refresh()
            }
        }
    }

    func refresh() {}

    deinit { task?.cancel() }
}
