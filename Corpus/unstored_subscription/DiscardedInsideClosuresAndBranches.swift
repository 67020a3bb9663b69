import Combine
import Foundation

/// Discarded inside a multi-statement closure, a branch, or as a whole ternary statement.
final class AirPlayRouteWatcher {
    private(set) var routeName = ""

    func watch(_ routes: RouteService, verbose: Bool) {
        routes.onReady {
            routes.current.sink { [weak self] in self?.routeName = $0 } // expect: unstored_subscription
            print("watching")
        }
        if verbose {
            routes.changes.sink { print($0) } // expect: unstored_subscription
        }
        verbose ? routes.changes.sink { print($0) } : routes.current.sink { _ in } // expect: unstored_subscription, unstored_subscription
    }
}
