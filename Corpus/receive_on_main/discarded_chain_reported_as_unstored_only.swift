import Combine
import Foundation

// receive_on_main looks only at kept chains; a discarded one is unstored_subscription's.

/// Shipping options screen state.
@MainActor
final class ShippingOptionsViewModel: ObservableObject {
    @Published private(set) var options: [String] = []

    func preload(_ rates: AnyPublisher<[String], Never>) {
        _ = rates.sink { print("preloaded", $0.count, "rates") } // expect: unstored_subscription
    }
}
