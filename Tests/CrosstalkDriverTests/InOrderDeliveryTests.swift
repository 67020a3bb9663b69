@testable import CrosstalkDriver
import Foundation
import XCTest

/// Values made by worker threads in any order reach the consumer in index order, one call at a time.
final class InOrderDeliveryTests: XCTestCase {
    /// What the consumer saw; only the consumer touches it, so a lock would hide the very race the test looks for.
    private final class Seen: @unchecked Sendable {
        var indices: [Int] = []
        var values: [Int] = []
        var inside = false
        var overlapped = false
    }

    func testValuesArriveInIndexOrderOneCallAtATime() {
        let count = 2_000
        for jobs in [1, 2, 4] {
            let seen = Seen()
            let delivery = InOrderDelivery<Int>(count: count) { index, value in
                if seen.inside { seen.overlapped = true }
                seen.inside = true
                // A slow consumer now and then, so producers keep depositing while one of them delivers.
                if index % 97 == 0 { usleep(200) }
                seen.indices.append(index)
                seen.values.append(value)
                seen.inside = false
            }
            // Later indices finish first within each block of eight, so most values wait for an earlier one.
            let workers = WorkerThreads(count: jobs) { next in
                while true {
                    let i = next()
                    if i >= count { return }
                    let index = (i / 8) * 8 + 7 - i % 8
                    if index % 13 == 0 { usleep(50) }
                    delivery.put(index * 10, at: index)
                }
            }
            workers.wait()
            XCTAssertEqual(seen.indices, Array(0..<count), "jobs \(jobs)")
            XCTAssertEqual(seen.values, (0..<count).map { $0 * 10 }, "jobs \(jobs)")
            XCTAssertFalse(seen.overlapped, "two threads delivered at once (jobs \(jobs))")
        }
    }
}
