import XCTest

final class GreenhouseValveTests: XCTestCase {
    private var valve: GreenhouseValve!
    private var delegate: MockGreenhouseValveDelegate!

    override func setUp() {
        super.setUp()
        delegate = MockGreenhouseValveDelegate()
        valve = GreenhouseValve()
        valve.delegate = delegate
    }
}

/// Shared setup for the greenhouse suites.
class GreenhouseTestCase: XCTestCase {}
