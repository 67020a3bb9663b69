import SwiftUI

// The `App` value is made once at launch, so the store it owns lives until the process exits: its endless loop
// keeps nothing alive that would otherwise be freed. The same coordinator held by a screen is reported.

enum Settings {
    static func accentUpdates() -> AsyncStream<Int> { AsyncStream { _ in } }
}

@main
struct DemoApp: App {
    @StateObject private var root = RootCoordinator()
    var body: some Scene { WindowGroup { Text("root") } }
}

@MainActor
final class RootCoordinator: ObservableObject {
    @Published var accent = 0
    private var accentTask: Task<Void, Never>?
    init() {
        accentTask = Task {
            for await value in Settings.accentUpdates() { apply(value) }
        }
    }
    private func apply(_ value: Int) { accent = value }
}

@MainActor
final class ScreenCoordinator: ObservableObject {
    @Published var accent = 0
    private var accentTask: Task<Void, Never>?
    init() {
        accentTask = Task { // expect: async_loop_strong_self
            for await value in Settings.accentUpdates() { apply(value) }
        }
    }
    private func apply(_ value: Int) { accent = value }
}
