import SwiftUI

// The `App` struct is made once per process: an observer its `init` registers is meant to last the whole run.

extension Notification.Name {
    static let trioInitializationCompleted = Notification.Name("trioInitializationCompleted")
}

@main
struct TrioDemoApp: App {
    init() {
        NotificationCenter.default.addObserver(forName: .trioInitializationCompleted, object: nil, queue: .main) { _ in
            print("ready")
        }
        DispatchQueue.main.async { NotificationCenter.default.post(name: .trioInitializationCompleted, object: nil) }
    }

    var body: some Scene {
        WindowGroup { TrioDemoRootView() }
    }
}

struct TrioDemoRootView: View {
    var body: some View {
        Text("Ready")
            .onAppear {
                print("shown")
                NotificationCenter.default.addObserver(forName: .trioInitializationCompleted, object: nil, queue: .main) { _ in } // expect: notification_observer_discarded
            }
    }
}
