import SwiftUI

// The `App` struct is made once when the process starts and never re-created: an object it constructs lives for
// the whole run, and its `init` may hand that object on. A view re-created by its parent loses it.

final class AppState: ObservableObject {
    @Published var isMenuVisible = false
}

final class AppDelegate: NSObject {
    var state: AppState?
}

@main
struct MenuBarApp: App {
    @ObservedObject var appState = AppState()
    private let delegate = AppDelegate()

    init() {
        delegate.state = appState
    }

    var body: some Scene {
        WindowGroup {
            SettingsView()
        }
    }
}

struct SettingsView: View {
    @ObservedObject var state = AppState()  // expect: observed_object_initialized

    var body: some View {
        Toggle("Menu", isOn: $state.isMenuVisible)
    }
}

// A preview's static model is made once, never with a view.
struct SettingsView_Previews: PreviewProvider {
    @ObservedObject fileprivate static var state = AppState()

    static var previews: some View {
        SettingsView(state: state)
    }
}
