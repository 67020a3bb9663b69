import Combine
import Foundation

/// Delivery ETA. `assign(to: &$property)` ties the subscription to the @Published storage
/// without retaining self: the recommended fix.
final class DeliveryEtaModel: ObservableObject {
    @Published private(set) var etaText = ""
    @Published private(set) var isLate = false

    init(eta: AnyPublisher<Int, Never>) {
        eta
            .map { "\($0) min" }
            .assign(to: &$etaText)
        eta
            .map { $0 > 45 }
            .assign(to: &self.$isLate)
    }
}
