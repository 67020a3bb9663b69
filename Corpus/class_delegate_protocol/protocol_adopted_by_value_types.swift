import Foundation

// Adopted by a struct in an extension: a value strategy, `AnyObject` would not compile.
protocol ReceiptFormattingDelegate {
    func format(_ amount: Decimal) -> String
}

struct EuroReceiptFormatting {}

extension EuroReceiptFormatting: ReceiptFormattingDelegate {
    func format(_ amount: Decimal) -> String { "€\(amount)" }
}

protocol ReceiptPrintingDelegate { // expect: class_delegate_protocol
    func receiptDidPrint()
}

final class ReceiptPrinterScreen: ReceiptPrintingDelegate {
    func receiptDidPrint() {}
}

/// Keeps an adopter of each protocol above: without a stored reference of its type a protocol is not reported.
struct ProtocolAdoptedByValueTypesHolder {
    var receiptPrintingDelegate: (any ReceiptPrintingDelegate)?
}
