@testable import CrosstalkDriver
import Foundation
import XCTest

final class FileReadingTests: XCTestCase {
    private func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "read-\(UUID().uuidString).swift"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testRegularFilesAreReadWholeAtEverySize() throws {
        // Around the chunk size of the fallback path too, so neither path can drop or repeat a byte.
        for size in [0, 1, 4095, 4096, 4097, 100_000] {
            let bytes = (0 ..< size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            let path = try temporaryFile(bytes)
            XCTAssertEqual(try readFile(path).get(), bytes, "size \(size)")
        }
    }

    func testFilesReportingSizeZeroAreReadToTheirEnd() throws {
        // Files under /proc report size 0 but have content: only reading on to end of file finds it.
        let path = "/proc/self/status"
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("no /proc") }
        let bytes = try readFile(path).get()
        XCTAssertTrue(String(decoding: bytes, as: UTF8.self).contains("Name:"))
    }

    func testMissingFilesAndFoldersFailWithTheSystemsReason() throws {
        let missing = NSTemporaryDirectory() + "missing-\(UUID().uuidString).swift"
        XCTAssertEqual(readFileError(missing), "no such file or directory")
        XCTAssertEqual(readFileError(NSTemporaryDirectory()), "is a directory")
    }

    private func readFileError(_ path: String) -> String? {
        guard case .failure(let error) = readFile(path) else { return nil }
        return error.description
    }
}
