import Combine
import SwiftUI

// The `App` builds its window's root through wrapper views (a launch gate): each wrapper makes the next directly in
// its body, so the real root view, and the store it owns, are made once per window like a root the `App` builds
// itself. A view the root shows in a sheet comes and goes with the sheet: its store's cycle is reported.
final class LaunchRouter {
    private let subject = CurrentValueSubject<String?, Never>(nil)
    var modal: AnyPublisher<String?, Never> { subject.eraseToAnyPublisher() }
}

final class LaunchRootModel: ObservableObject {
    @Published var isPresented = false
    private var observers = Set<AnyCancellable>()

    init(router: LaunchRouter) {
        router.modal.sink { screen in self.isPresented = screen != nil }.store(in: &observers)
    }
}

final class LaunchSheetModel: ObservableObject {
    @Published var title = ""
    private var observers = Set<AnyCancellable>()

    init(router: LaunchRouter) {
        router.modal.sink { screen in self.title = screen ?? "" }.store(in: &observers) // expect: strong_self_in_subscription
    }
}

struct LaunchSheetView: View {
    @StateObject private var model: LaunchSheetModel
    init(router: LaunchRouter) { _model = StateObject(wrappedValue: LaunchSheetModel(router: router)) }
    var body: some View { Text(model.title) }
}

struct LaunchRootView: View {
    @StateObject private var model: LaunchRootModel
    let router: LaunchRouter
    init(router: LaunchRouter) {
        self.router = router
        _model = StateObject(wrappedValue: LaunchRootModel(router: router))
    }
    var body: some View {
        Text("root").sheet(isPresented: $model.isPresented) { LaunchSheetView(router: router) }
    }
}

struct LaunchedShell: View {
    let router: LaunchRouter
    var body: some View { LaunchRootView(router: router) }
}

struct LaunchGate: View {
    @State private var ready = true
    let router = LaunchRouter()
    var body: some View {
        if ready { LaunchedShell(router: router) } else { ProgressView() }
    }
}

@main
struct LaunchGateApp: App {
    var body: some Scene {
        WindowGroup { LaunchGate() }
    }
}
