import Cocoa
import Combine

// The application delegate builds its updater state through a local and keeps it: the state lives for the run,
// like one the delegate constructs straight into its property. A state made per window is not kept.

protocol UpdateChecking { var canCheckPublisher: AnyPublisher<Bool, Never> { get } }

final class UpdaterState: NSObject, ObservableObject {
    @Published var canCheck = false
    private var observers = Set<AnyCancellable>()

    func bind(to source: UpdateChecking) {
        source.canCheckPublisher.sink { self.canCheck = $0 }.store(in: &observers)
    }
}

final class WindowState: NSObject, ObservableObject {
    @Published var canCheck = false
    private var observers = Set<AnyCancellable>()

    func bind(to source: UpdateChecking) {
        source.canCheckPublisher.sink { self.canCheck = $0 }.store(in: &observers) // expect: strong_self_in_subscription
    }
}

final class DockAppDelegate: NSObject, NSApplicationDelegate {
    let updaterState: UpdaterState

    override init() {
        let state = UpdaterState()
        updaterState = state
        super.init()
    }

    func openWindow() {
        let state = WindowState()
        print(state)
    }
}
