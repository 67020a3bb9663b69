// A test case creates its mock delegate in setUp and must hold it strongly: the object
// under test keeps only a weak reference, so a weak property here would lose the mock at once.
// A test double that *is* the delegating object still holds its delegate strongly.

protocol GreenhouseValveDelegate: AnyObject {
    func valveDidOpen(percent: Int)
}

final class GreenhouseValve {
    weak var delegate: GreenhouseValveDelegate?
}

final class MockGreenhouseValveDelegate: GreenhouseValveDelegate {
    private(set) var openings: [Int] = []
    func valveDidOpen(percent: Int) { openings.append(percent) }
}

final class GreenhouseValveScheduleTests: GreenhouseTestCase {
    var mockDelegate: MockGreenhouseValveDelegate?
}

/// A demo valve for previews (no test-double word in its name): it is the delegating object, so a strong delegate is still a leak.
final class DemoGreenhouseValve {
    var delegate: GreenhouseValveDelegate? // expect: weak_delegate
}
