@testable import CrosstalkDriver
import Foundation
import XCTest

/// Extraction starts while the walk is still running, on files in the order the walk meets them; results come
/// out in the walk's final order, each file once, whatever the order met, the repeats and the worker count.
final class ExtractWhileWalkingTests: XCTestCase {
    private var folder = ""
    private var files: [String] = []

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "extract-while-walking-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        files = try (0 ..< 60).map { i in
            let path = folder + "/F\(String(format: "%02d", i)).swift"
            // Every seventh file is binary, so skipped results travel the same way as facts.
            let text = i % 7 == 3 ? "let a = 1\0\n" : "final class T\(i) {}\n"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A walk that meets the files backwards, in small batches with pauses (so workers catch up and wait),
    /// meets some of them twice, and ends with the sorted list, as the real walk does.
    private func scrambledWalk(_ found: @escaping @Sendable ([String]) -> Void) -> WalkResult {
        let met = files.reversed() + [files[5], files[40], files[5]]
        for start in stride(from: 0, to: met.count, by: 4) {
            found(Array(met[start ..< min(met.count, start + 4)]))
            if start % 16 == 0 { usleep(2_000) }
        }
        return WalkResult(files: files, problems: [])
    }

    func testStreamedResultsFollowTheWalkOrderOnceEach() {
        for jobs in [1, 2, 4] {
            var delivered: [String] = []
            var skipped: [String] = []
            let walked = Analysis.streamFacts(walk: scrambledWalk, jobs: jobs, display: { "shown/" + ($0 as NSString).lastPathComponent }) { facts in
                facts.path
            } deliver: { path, result in
                delivered.append(path)
                switch result {
                case .success(let shown): XCTAssertEqual(shown, "shown/" + (path as NSString).lastPathComponent)
                case .failure: skipped.append(path)
                }
            }
            XCTAssertEqual(walked.files, files)
            XCTAssertEqual(delivered, files, "jobs \(jobs)")
            XCTAssertEqual(skipped, files.enumerated().filter { $0.offset % 7 == 3 }.map(\.element), "jobs \(jobs)")
        }
    }

    func testCollectedFactsFollowTheWalkOrderOnceEach() {
        for jobs in [1, 3] {
            let result = Analysis.extractFacts(walk: scrambledWalk, jobs: jobs)
            let analyzed = files.enumerated().filter { $0.offset % 7 != 3 }.map(\.element)
            XCTAssertEqual(result.facts.map(\.path), analyzed, "jobs \(jobs)")
            XCTAssertEqual(result.skipped.map(\.path), files.enumerated().filter { $0.offset % 7 == 3 }.map(\.element))
            XCTAssertEqual(result.facts.map { $0.types.first?.name }, analyzed.map { "T" + String(Int(($0 as NSString).lastPathComponent.dropFirst().prefix(2))!) })
        }
    }

    /// Nothing found: workers stop, nothing is delivered.
    func testAnEmptyWalkEnds() {
        var delivered = 0
        _ = Analysis.streamFacts(walk: { _ in WalkResult(files: [], problems: []) }, jobs: 2, transform: { $0.path }) { _, _ in delivered += 1 }
        XCTAssertEqual(delivered, 0)
    }
}
