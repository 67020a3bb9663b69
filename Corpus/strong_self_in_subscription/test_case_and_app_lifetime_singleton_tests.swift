import XCTest
import Combine

class HarvestTestCase: XCTestCase {
    var observers = Set<AnyCancellable>()
}
