import Combine
import XCTest

// Decision: Combine's `sink` takes only `receiveCompletion:` and `receiveValue:`. A `sink` with another label is the
// app's own overload (a test helper that waits for completion and cancels its own subscription), with nothing to
// keep. Combine's sink beside it, discarded, is still reported.

extension Publisher {
    func sink(test: XCTestCase, timeout: TimeInterval = 5,
              receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void = { _ in },
              receiveValue: @escaping (Output) -> Void = { _ in }) {
        let done = XCTestExpectation()
        let subscription = handleEvents(receiveCompletion: { _ in done.fulfill() })
            .sink(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        _ = XCTWaiter.wait(for: [done], timeout: timeout)
        subscription.cancel()
    }
}

final class DialTests: XCTestCase {
    func testDialCompletes() {
        var completion: Any?
        Just(1).sink(test: self, receiveCompletion: { completion = $0 })
        XCTAssertNotNil(completion)
    }

    func testDialValue() {
        Just(1).sink(receiveValue: { _ in }) // expect: unstored_subscription
    }
}
