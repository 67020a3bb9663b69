import Combine
import Foundation

// Two findings on one line: the assignment targets self, and its cancellable is discarded.

/// Follows the heating schedule.
final class ThermostatModel {
    var targetTemperature: Double = 21
    private var scheduleCancellable: AnyCancellable?

    func follow(_ schedule: AnyPublisher<Double, Never>) {
        schedule.assign(to: \.targetTemperature, on: self) // expect: assign_to_self, unstored_subscription
    }

    func followAfterTheFirst(_ schedule: AnyPublisher<Double, Never>) {
        scheduleCancellable = schedule.dropFirst().assign(to: \.targetTemperature, on: self) // expect: assign_to_self
    }
}
