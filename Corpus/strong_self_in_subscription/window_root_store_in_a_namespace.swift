import Combine
import SwiftUI

// The root view of the app's window and its store are nested in a namespace enum: the store still lives as long
// as the window. A store of a view the root pushes does not.

final class MainRouter {
    static let shared = MainRouter()
    private let subject = PassthroughSubject<String, Never>()
    var alerts: AnyPublisher<String, Never> { subject.eraseToAnyPublisher() }
}

enum Main {
    final class StateModel: ObservableObject {
        @Published var alert: String?
        private var observers = Set<AnyCancellable>()

        init() {
            MainRouter.shared.alerts.sink { self.alert = $0 }.store(in: &observers)
        }
    }

    struct RootView: View {
        @StateObject var state = StateModel()
        var body: some View { NavigationStack { Text(state.alert ?? "") ; Detail.RootView() } }
    }
}

enum Detail {
    final class StateModel: ObservableObject {
        @Published var alert: String?
        private var observers = Set<AnyCancellable>()

        init() {
            MainRouter.shared.alerts.sink { self.alert = $0 }.store(in: &observers) // expect: strong_self_in_subscription
        }
    }

    struct RootView: View {
        @StateObject var state = StateModel()
        var body: some View { Text(state.alert ?? "") }
    }
}

@main
struct NamespacedApp: App {
    var body: some Scene {
        WindowGroup { Main.RootView().preferredColorScheme(.dark) }
    }
}
