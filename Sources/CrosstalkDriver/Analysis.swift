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
    /// Facts for `paths` (same order), plus files that had to be skipped. Facts carry `display(path)` as their
    /// path (reports, baselines and tests all see the same relative names).
    public static func extractFacts(paths: [String], jobs: Int = 0, display: @escaping @Sendable (String) -> String = { $0 })
        -> (facts: [FileFacts], skipped: [SkippedFile]) {
        var slots = [Result<FileFacts, ReadError>](repeating: .failure(ReadError(message: "not analyzed")), count: paths.count)
        slots.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots
            parallelFor(count: paths.count, jobs: jobs) { i in slots[i] = extract(paths[i], shownAs: display(paths[i])) }
        }
        var facts: [FileFacts] = []
        var skipped: [SkippedFile] = []
        facts.reserveCapacity(paths.count)
        for (path, slot) in zip(paths, slots) {
            switch slot {
            case .success(let f): facts.append(f)
            case .failure(let problem): skipped.append(SkippedFile(path: path, reason: problem.message))
            }
        }
        return (facts, skipped)
    }

    /// Extracts every file's facts on the workers, turns them into what the caller keeps (`transform`, on the
    /// worker, while the facts are still in cache) and hands that to `deliver` in input order, as soon as every
    /// earlier file is done. The facts themselves are freed right away, so memory stays flat however large the
    /// tree, and the freed memory is what the next file's facts reuse (no fresh pages to fault in).
    ///
    /// `deliver` runs on worker threads, but never on two at once: calls are serialized and ordered.
    public static func streamFacts<Kept: Sendable>(paths: [String], jobs: Int = 0, display: @escaping @Sendable (String) -> String = { $0 },
                                                   transform: @escaping @Sendable (FileFacts) -> Kept,
                                                   deliver: @escaping (Int, Result<Kept, ReadError>) -> Void) {
        let delivery = InOrderDelivery<Result<Kept, ReadError>>(count: paths.count, deliver: deliver)
        parallelFor(count: paths.count, jobs: jobs) { i in
            delivery.put(extract(paths[i], shownAs: display(paths[i])).map(transform), at: i)
        }
    }

    /// One file read and analyzed, or why it could not be. The facts get their display path here rather than
    /// by changing a copy afterwards: a copy of a file's facts retains every array and string in them.
    static func extract(_ path: String, shownAs shownPath: String) -> Result<FileFacts, ReadError> {
        read(path).map { FactExtractor.extract(path: shownPath, bytes: $0) }
    }

    /// Why a file was skipped, as reports print it.
    public struct ReadError: Error { public var message: String }

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

/// Hands values produced out of order by worker threads to `deliver` in index order, each as soon as every value
/// before it has arrived. Producers only deposit under the lock; whichever producer finds nobody delivering
/// becomes the deliverer and drains the ready run outside the lock, so a slow consumer (a write to a full pipe)
/// never makes the other worker wait, and `deliver` never runs on two threads at once.
final class InOrderDelivery<Value: Sendable>: @unchecked Sendable {
    private struct State {
        var slots: [Value?]
        var next = 0
        var delivering = false
    }

    private let state: Mutex<State>
    private let deliver: (Int, Value) -> Void

    init(count: Int, deliver: @escaping (Int, Value) -> Void) {
        state = Mutex(State(slots: Array(repeating: nil, count: count)))
        self.deliver = deliver
    }

    func put(_ value: Value, at index: Int) {
        let delivers = state.withLock { state in
            state.slots[index] = value
            if state.delivering { return false }
            state.delivering = true
            return true
        }
        guard delivers else { return }
        while true {
            // Takes the ready run out of the slots; with none left, stops delivering in the same critical section,
            // so a value deposited right after is delivered by its own producer.
            let (first, ready) = state.withLock { state -> (Int, [Value]) in
                let first = state.next
                var ready: [Value] = []
                while state.next < state.slots.count, let value = state.slots[state.next].take() {
                    ready.append(value)
                    state.next += 1
                }
                if ready.isEmpty { state.delivering = false }
                return (first, ready)
            }
            if ready.isEmpty { return }
            for (offset, value) in ready.enumerated() { deliver(first + offset, value) }
        }
    }
}
