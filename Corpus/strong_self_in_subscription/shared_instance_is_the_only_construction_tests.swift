import XCTest
import Combine
import SwiftUI

final class ReceiptStoreManagerTests: XCTestCase {
    func testStartsEmpty() {
        XCTAssertTrue(ReceiptStoreManager().receipts.isEmpty)
    }
}
