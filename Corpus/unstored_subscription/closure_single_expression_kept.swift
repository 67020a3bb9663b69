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

// A closure made only of subscription chains (`bag.bind { a.$x.sink { … }; b.$y.sink { … } }`) is a result builder's,
// which collects each cancellable: nothing is discarded. One statement of another kind makes it a plain closure.
final class ResultBuilderBag {
    func bind(_ make: () -> [AnyCancellable]) {}
    func run(_ body: () -> Void) { body() }
}

final class ResultBuilderScreen {
    @Published var title = ""
    @Published var count = 0
    private let bag = ResultBuilderBag()

    func start() {
        bag.bind {
            $title.sink { print($0) }
            $count.sink { print($0) }
        }
        bag.run {
            print("binding")
            $title.sink { print($0) } // expect: unstored_subscription
        }
    }
}
