import SwiftUI

// The view a `WindowGroup` shows first (inside wrapper views) is made once per window, so the coordinator it holds
// as `@StateObject` lives as long as the window: the whole run in a one-window app, and the option
// `includeWindowRoots` reports it for multi-window apps. A coordinator held by a screen deeper in the app (made in
// a navigation stack's content) comes and goes, and its endless loop leaks it.

enum LibraryDefaults {
    static func updates() -> AsyncStream<Int> { AsyncStream { _ in } }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            LibraryToastOverlay {
                LibraryRootView()
            }
        }
    }
}

struct LibraryToastOverlay<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View { content }
}

struct LibraryRootView: View {
    @StateObject private var rootCoordinator: LibraryRootCoordinator = .init()
    var body: some View {
        NavigationStack { LibraryShelfView() }
            .task { rootCoordinator.start() }
    }
}

@MainActor
final class LibraryRootCoordinator: ObservableObject {
    @Published var accent = 0
    private var accentTask: Task<Void, Never>?

    func start() {
        accentTask = Task {
            for await value in LibraryDefaults.updates() { apply(value) }
        }
    }

    private func apply(_ value: Int) { accent = value }
}

struct LibraryShelfView: View {
    @StateObject private var shelf = LibraryShelfCoordinator()
    var body: some View { Text("\(shelf.accent)") }
}

@MainActor
final class LibraryShelfCoordinator: ObservableObject {
    @Published var accent = 0
    private var accentTask: Task<Void, Never>?

    init() {
        accentTask = Task { // expect: async_loop_strong_self
            for await value in LibraryDefaults.updates() { apply(value) }
        }
    }

    private func apply(_ value: Int) { accent = value }
}
