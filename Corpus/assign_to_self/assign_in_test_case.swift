import Combine
import XCTest

final class MeterReadingTests: XCTestCase {
    @objc dynamic var latest = 0
    private var observers = Set<AnyCancellable>()

    func testKeepsLatestReading() {
        // XCTest keeps the test case alive until the run ends: no leak to report.
        Just(42).assign(to: \.latest, on: self).store(in: &observers)
        XCTAssertEqual(latest, 42)
    }
}
