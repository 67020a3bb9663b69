// The declared type ends in `Delegate` after stripping `?`, `!`, `any` and `Optional<…>`.
// Decision: parentheses around an existential are stripped too, so `(any P)?` reads as `P`.

/// Told when a receipt upload finishes.
protocol ReceiptUploadDelegate: AnyObject {
    func uploadDidFinish(_ id: String)
}

/// Uploads receipts one after another.
final class ReceiptUploadQueue {
    var listener: ReceiptUploadDelegate? // expect: weak_delegate
    var fallbackListener: Optional<ReceiptUploadDelegate> // expect: weak_delegate
    var primaryListener: ReceiptUploadDelegate! // expect: weak_delegate
    var auditor: any ReceiptUploadDelegate // expect: weak_delegate
    var output: (any ReceiptUploadDelegate)? // expect: weak_delegate

    init(auditor: any ReceiptUploadDelegate) {
        self.auditor = auditor
        fallbackListener = nil
    }
}
