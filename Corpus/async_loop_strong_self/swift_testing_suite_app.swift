import UIKit

// Decision (with `swift_testing_suite_tests.swift`): a file importing Swift Testing is test code. The ticker the
// application delegate keeps lives for the run, and a `@Test` function constructing another does not make it an
// object the app creates and drops.

final class TickerStateManager {
    @Published var price = 0

    init() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            for await value in $price.values {
                self.render(value)
            }
        }
    }

    func render(_ value: Int) {}
}

final class TickerStatusController {
    private let stateManager = TickerStateManager()
}

final class TickerAppDelegate: NSObject, UIApplicationDelegate {
    private var statusController: TickerStatusController?

    func applicationDidFinishLaunching(_ application: UIApplication) {
        statusController = TickerStatusController()
    }
}
