import iOSSnapshotTestCase
import UIKit

// Decision: a test class inheriting a test library's `XCTestCase` subclass that the sources do not declare
// (`FBSnapshotTestCase`, named for it) is a test case class: XCTest keeps it until the run ends, and what it wires
// belongs to the test. An undeclared base named otherwise proves nothing, and its cycle is reported.

final class BadgeView: UIView {
    var onTap: (() -> Void)?
}

final class BadgeSnapshotTests: FBSnapshotTestCase {
    private let badge = BadgeView()
    private var taps = 0

    func testTapCounts() {
        badge.onTap = { self.taps += 1 }
        badge.onTap?()
    }
}

final class BadgeHostController: ThemedViewController {
    private let badge = BadgeView()
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.onTap = { self.taps += 1 } // expect: closure_property_strong_self
    }
}
