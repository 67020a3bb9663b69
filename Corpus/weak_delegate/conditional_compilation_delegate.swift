// Every #if branch is analyzed: the iOS branch declares the delegate strongly.

/// Told how many pages were captured.
protocol DocumentScannerDelegate: AnyObject {
    func scannerDidCapture(pages: Int)
}

/// A document-scanning session.
final class DocumentScannerSession {
    #if os(iOS)
    var delegate: DocumentScannerDelegate? // expect: weak_delegate
    #elseif os(macOS)
    weak var delegate: DocumentScannerDelegate?
    #else
    unowned var delegate: DocumentScannerDelegate?
    #endif

    func finish(pages: Int) {
        delegate?.scannerDidCapture(pages: pages)
    }
}
