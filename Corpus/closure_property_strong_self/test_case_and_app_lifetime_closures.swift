final class TicketScanner {
    var onScan: ((String) -> Void)?
}

final class TicketGate {
    static let shared = TicketGate()
    private let scanner = TicketScanner()
    private var admitted = 0

    private init() {
        // Created once for the whole run: the cycle frees nothing.
        scanner.onScan = { _ in self.admitted += 1 }
    }
}

final class TicketDesk {
    private let scanner = TicketScanner()
    private var sold = 0

    init() {
        scanner.onScan = { _ in self.sold += 1 } // expect: closure_property_strong_self
    }
}
