import Combine
import Foundation

// A closure-typed stored property, a parameter, a local closure and a free function passed as
// arguments are not method references of the enclosing type: no self capture.

/// Formats a distance for display.
func formatRouteDistance(_ meters: Double) -> String {
    meters < 1_000 ? "\(Int(meters)) m" : String(format: "%.1f km", meters / 1_000)
}

/// Tracks the distance walked on a route.
final class RouteDistanceTracker {
    private let onUpdate: (String) -> Void
    var logOutput: (String) -> Void = { print("route:", $0) }
    private var observers = Set<AnyCancellable>()

    init(distances: AnyPublisher<Double, Never>, onUpdate: @escaping (String) -> Void) {
        self.onUpdate = onUpdate

        distances
            .map(formatRouteDistance)
            .handleEvents(receiveOutput: self.logOutput)
            .sink(receiveValue: onUpdate)
            .store(in: &observers)

        distances
            .map(formatRouteDistance)
            .sink(receiveValue: logOutput)
            .store(in: &observers)
    }

    func mirror(_ distances: AnyPublisher<Double, Never>, to handler: @escaping (Double) -> Void) {
        let printer: (Double) -> Void = { print("meters:", $0) }
        distances.sink(receiveValue: printer).store(in: &observers)
        distances.sink(receiveValue: handler).store(in: &observers)
    }
}
