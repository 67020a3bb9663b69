import XCTest

final class TicketScanner {
    var onScan: ((String) -> Void)?
}

final class TicketScannerTests: XCTestCase {
    private var scanned: [String] = []

    func testReportsEachCode() {
        // The test case lives until the run ends and must own what it creates.
        let scanner = TicketScanner()
        scanner.onScan = { code in self.scanned.append(code) }
        scanner.onScan?("A1")
        XCTAssertEqual(scanned, ["A1"])
    }
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
