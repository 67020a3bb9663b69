import Combine
import Foundation

/// `assign(to: &$property)` ties the subscription to the property's storage: no cancellable, no cycle.
final class WeatherSummaryModel: ObservableObject {
    @Published private(set) var temperature = ""
    @Published private(set) var conditions = ""

    init(service: WeatherService) {
        service.current
            .map { "\($0.celsius)°" }
            .assign(to: &$temperature)

        service.current
            .map(\.summary)
            .assign(to: &self.$conditions)
    }
}
