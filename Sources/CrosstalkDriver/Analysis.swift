import CrosstalkFacts
import CrosstalkSyntax
import Foundation
import Synchronization

/// A file that could not be analyzed (unreadable, or not text).
public struct SkippedFile: Sendable, Hashable {
    public var path: String
    public var reason: String
}

/// Reads files and extracts their facts in parallel; results land in preallocated slots so output order equals
/// input order for any number of jobs.
public enum Analysis {
    /// Facts for `paths` (same order), plus files that had to be skipped.
    public static func extractFacts(paths: [String], jobs: Int = 0) -> (facts: [FileFacts], skipped: [SkippedFile]) {
        var slots = [FileFacts?](repeating: nil, count: paths.count)
        var problems = [String?](repeating: nil, count: paths.count)
        slots.withUnsafeMutableBufferPointer { factSlots in
            problems.withUnsafeMutableBufferPointer { problemSlots in
                nonisolated(unsafe) let factSlots = factSlots
                nonisolated(unsafe) let problemSlots = problemSlots
                parallelFor(count: paths.count, jobs: jobs) { i in
                    switch read(paths[i]) {
                    case .success(let bytes): factSlots[i] = FactExtractor.extract(path: paths[i], bytes: bytes)
                    case .failure(let reason): problemSlots[i] = reason.message
                    }
                }
            }
        }
        var facts: [FileFacts] = []
        var skipped: [SkippedFile] = []
        facts.reserveCapacity(paths.count)
        for i in paths.indices {
            if let f = slots[i] { facts.append(f) } else { skipped.append(SkippedFile(path: paths[i], reason: problems[i] ?? "unreadable")) }
        }
        return (facts, skipped)
    }

    struct ReadError: Error { var message: String }

    /// The file's bytes; a NUL byte in the first 8 KiB marks it binary (skipped and reported, like ripgrep does).
    static func read(_ path: String) -> Result<[UInt8], ReadError> {
        let bytes: [UInt8]
        switch readFile(path) {
        case .success(let read): bytes = read
        case .failure(let error): return .failure(ReadError(message: "cannot read file: \(error.description)"))
        }
        let probe = min(bytes.count, 8192)
        let binary = bytes.withUnsafeBufferPointer { $0.baseAddress.map { memchr($0, 0, probe) != nil } ?? false }
        if binary { return .failure(ReadError(message: "binary file (contains NUL bytes)")) }
        return .success(bytes)
    }

    /// Runs `body(i)` for every i in 0..<count on `jobs` threads (0 = one per core). Threads get
    /// `Parser.workerStackSize` so the parser's depth cap, not the platform's default stack, bounds recursion.
    public static func parallelFor(count: Int, jobs: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let workers = max(1, min(count, jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount))
        if count == 0 { return }
        let counter = WorkCounter()
        let done = DispatchSemaphore(value: 0)
        for _ in 0 ..< workers {
            let thread = Thread {
                while true {
                    let i = counter.next.wrappingAdd(1, ordering: .relaxed).oldValue
                    if i >= count { break }
                    body(i)
                }
                done.signal()
            }
            thread.stackSize = Parser.workerStackSize
            thread.start()
        }
        for _ in 0 ..< workers { done.wait() }
    }
}

/// The shared index that worker threads take work from.
private final class WorkCounter: Sendable {
    let next = Atomic<Int>(0)
}
