import XCTest

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
