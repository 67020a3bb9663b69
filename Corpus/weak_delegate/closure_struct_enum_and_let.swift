// Not reported: closure-typed properties, types the sources declare as struct or enum, strong
// `let` delegates (known limit), and properties of a struct (not a reference type).

/// Pricing knobs for a shipping rate, a value type despite its name.
struct ShippingRateDelegate {
    var markup: Double
}

/// How retries back off.
enum RetryBackoff {
    case none
    case exponential
}

/// Told about tracking updates.
protocol ShipmentTrackingDelegate: AnyObject {
    func trackingDidUpdate(status: String)
}

/// Tracks a shipment.
final class ShipmentTracker {
    var completionDelegate: ((String) -> Void)?
    var notifyDelegate: @MainActor (Int) -> Void = { _ in }
    var rateDelegate: ShippingRateDelegate
    var retryDelegate: RetryBackoff = .exponential
    let delegate: ShipmentTrackingDelegate

    init(delegate: ShipmentTrackingDelegate, rate: ShippingRateDelegate) {
        self.delegate = delegate
        self.rateDelegate = rate
    }
}

/// A snapshot of a shipment, copied around by value.
struct ShipmentSnapshot {
    var delegate: ShipmentTrackingDelegate?
    var status: String
}
