import XCTest
import SwiftUI

final class ScoreModelTests: XCTestCase {
    @ObservedObject var model = ScoreModel()

    func testPointsStartAtZero() {
        XCTAssertEqual(model.points, 0)
    }
}
