import Combine
import Foundation

/// Returned explicitly, as a getter or single-expression function, or as a closure's single expression.
final class ThermalStateObserver {
    private(set) var state = 0

    func observe(_ source: ThermalSource) -> AnyCancellable {
        return source.state.sink { [weak self] in self?.state = $0 }
    }

    func observeQuietly(_ source: ThermalSource) -> AnyCancellable {
        source.state.sink { _ in }
    }

    func observeAll(_ sources: [ThermalSource]) -> [AnyCancellable] {
        sources.map { $0.state.sink { _ in } }
    }

    func observeEither(_ source: ThermalSource, detailed: Bool) -> AnyCancellable {
        if detailed {
            source.state.sink { print($0) }
        } else {
            source.state.sink { _ in }
        }
    }
}
