import Foundation

// Swift allows implicit `self` in a `Task` closure: `apply` is `self.apply`, held for the stream's whole life.

struct ThemeChange: Sendable {
    let isDark: Bool
}

final class ThemeSettingsStore {
    let changes: AsyncStream<ThemeChange>

    init(changes: AsyncStream<ThemeChange>) {
        self.changes = changes
    }
}

final class ThemeCoordinator {
    private let settings: ThemeSettingsStore
    private var observation: Task<Void, Never>?

    init(settings: ThemeSettingsStore) {
        self.settings = settings
        observation = Task { // expect: async_loop_strong_self
            for await change in settings.changes {
                apply(change)
            }
        }
    }

    deinit {
        observation?.cancel()
    }

    func apply(_ change: ThemeChange) {}
}
