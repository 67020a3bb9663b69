import XCTest

final class GardenWakerTests: XCTestCase {
    func testWakesOnActive() {
        let center = NotificationCenter()
        var woke = false
        let waker = GardenWaker(center: center) { woke = true }
        waker.arm()
        center.post(name: .gardenBecameActive, object: nil)
        XCTAssertTrue(woke)
    }
}
