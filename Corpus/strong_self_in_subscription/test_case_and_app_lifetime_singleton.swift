import Combine

final class HarvestScheduleTests: HarvestTestCase {
    var received: [Int] = []

    func testPublishesEachDay() {
        // XCTest keeps the test case alive until the run ends: no cycle worth reporting.
        let days = PassthroughSubject<Int, Never>()
        days.sink { day in self.received.append(day) }.store(in: &observers)
        days.send(1)
        XCTAssertEqual(received, [1])
    }
}

final class HarvestAnalytics {
    static let shared = HarvestAnalytics()
    private var observers = Set<AnyCancellable>()
    private var events: [String] = []

    private init() {
        // Created once for the whole run: a cycle here frees nothing.
        HarvestClock.ticks
            .sink { tick in self.events.append("tick \(tick)") }
            .store(in: &observers)
    }
}

final class HarvestPlanner {
    static let shared = HarvestPlanner()
    private var observers = Set<AnyCancellable>()
    private var days = 0

    // A public initializer that another screen calls: other instances come and go, and each leaks.
    init() {
        HarvestClock.ticks
            .sink { _ in self.days += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class HarvestCalendarScreen {
    private let planner = HarvestPlanner()
}

enum HarvestClock {
    static let ticks = PassthroughSubject<Int, Never>().eraseToAnyPublisher()
}
