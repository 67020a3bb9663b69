import Foundation

/// Callbacks from the barcode scanner. Not class-bound: a conformer cannot be held weakly.
protocol BarcodeScannerDelegate { // expect: class_delegate_protocol
    func scanner(didRead code: String)
}

/// Told when the paywall closes.
public protocol PaywallDelegate { // expect: class_delegate_protocol
    func paywallDidClose(purchased: Bool)
}

/// Told about loyalty-card scans; has an associated type but no class bound.
protocol LoyaltyCardReaderDelegate { // expect: class_delegate_protocol
    associatedtype Card
    func reader(didRead card: Card)
}

/// Keeps an adopter of each protocol above: without a stored reference of its type a protocol is not reported.
struct PlainProtocolsNotClassBoundHolder {
    var barcodeScannerDelegate: (any BarcodeScannerDelegate)?
    var paywallDelegate: (any PaywallDelegate)?
    var loyaltyCardReaderDelegate: (any LoyaltyCardReaderDelegate)?
}
