import Combine
import Foundation

/// The project stores subscriptions in `observers`; `cancellables` breaks the convention.
final class ReminderScheduler {
    private var cancellables = Set<AnyCancellable>()
    private var fired = 0

    func observe(_ clock: ReminderClock) {
        clock.ticks
            .sink { [weak self] _ in self?.fired += 1 }
            .store(in: &cancellables) // expect: 25 [subscription_store_name] "'cancellables'"
    }
}
