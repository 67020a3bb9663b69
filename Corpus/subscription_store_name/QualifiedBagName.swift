import Combine
import Foundation

/// The last name of the target decides: `&self.disposeBag` is `disposeBag`.
final class BatteryStatusReporter {
    var disposeBag = Set<AnyCancellable>()
    private var level = 1.0

    func start(_ monitor: BatteryMonitor) {
        monitor.level
            .sink { [weak self] level in self?.level = level }
            .store(in: &self.disposeBag) // expect: subscription_store_name
        monitor.lowPower
            .map { !$0 }
            .assign(to: \.isCharging, on: monitor)
            .store(in: &disposeBag) // expect: subscription_store_name
    }
}
