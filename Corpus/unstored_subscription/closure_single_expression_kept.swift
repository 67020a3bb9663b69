import Combine
import Foundation

// docs/rules.md: the single expression of a closure may be its return value, so it counts as kept.

/// Refreshes home-screen widgets on a timer.
final class WidgetRefreshScheduler {
    private let ticks: AnyPublisher<Date, Never>
    private let widgetIDs: [String]
    private var observers = Set<AnyCancellable>()

    lazy var makeTickSubscription: () -> AnyCancellable = { [ticks] in
        ticks.sink { print("tick", $0) }
    }

    init(ticks: AnyPublisher<Date, Never>, widgetIDs: [String]) {
        self.ticks = ticks
        self.widgetIDs = widgetIDs
    }

    func start() {
        let perWidget = widgetIDs.map { id in ticks.sink { _ in print("refresh", id) } }
        observers.formUnion(perWidget)
        observers.insert(makeTickSubscription())
    }
}
