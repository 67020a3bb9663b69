import CrosstalkFacts
import CrosstalkSyntax
import Foundation
import Synchronization

/// A file that could not be analyzed (unreadable, or not text).
public struct SkippedFile: Sendable, Hashable {
    public var path: String
    public var reason: String
}

/// Reads files and extracts their facts in parallel. Extraction starts while the tree is still being walked:
/// workers take files in the order the walk finds them, and results are put back in the walk's final order (sorted,
/// each file once), so the output is the same for any number of jobs.
public enum Analysis {
    /// Walks the tree with `walk` (which hands each batch of files it finds to the function it is given) and
    /// returns the walk and the facts of its files, in its order, plus the files that had to be skipped. Facts
    /// carry `display(path)` as their path (reports, baselines and tests all see the same relative names).
    ///
    /// Each file's source stays in its facts only where `keepsSource` says so: a whole-program run holds every file's
    /// facts to the end, and the text would double what it holds.
    public static func extractFacts(walk: (@escaping @Sendable ([String]) -> Void) -> WalkResult, jobs: Int = 0,
                                    display: @escaping @Sendable (String) -> String = { $0 },
                                    keepsSource: @escaping @Sendable (FileFacts) -> Bool = { _ in true })
        -> (walk: WalkResult, facts: [FileFacts], skipped: [SkippedFile]) {
        var facts: [FileFacts] = []
        var skipped: [SkippedFile] = []
        // Delivered in order, one call at a time, and all before `streamFacts` returns.
        let walked = streamFacts(walk: walk, jobs: jobs, display: display, transform: { extracted in
            // Moved, not copied: a copy of a file's facts retains every array and string in them.
            var kept = extracted
            if !keepsSource(kept) { kept.source = nil }
            return kept
        }) { path, result in
            switch result {
            case .success(let f): facts.append(f)
            case .failure(let problem): skipped.append(SkippedFile(path: path, reason: problem.message))
            }
        }
        return (walked, facts, skipped)
    }

    /// Like `extractFacts`, but each file's facts are turned into what the caller keeps (`transform`, on the
    /// worker, while the facts are still in cache) and handed to `deliver` with the file's path, in the walk's
    /// order, as soon as every earlier file is done. The facts themselves are freed right away, so memory stays
    /// flat however large the tree, and the freed memory is what the next file's facts reuse (no fresh pages).
    ///
    /// `deliver` runs on worker threads (or the caller's), but never on two at once: calls are serialized and ordered.
    ///
    /// The walk runs on the calling thread while `jobs` workers (0 = one per core) extract the files it has
    /// found so far: without that, every core but one idles through the whole walk. Once the
    /// walk is over its order is known, and results that arrived before are delivered first. Files found twice
    /// (a file argument repeated, or reached through a link) are analyzed twice and delivered once.
    public static func streamFacts<Kept: Sendable>(walk: (@escaping @Sendable ([String]) -> Void) -> WalkResult, jobs: Int = 0,
                                                   display: @escaping @Sendable (String) -> String = { $0 },
                                                   transform: @escaping @Sendable (consuming FileFacts) -> Kept,
                                                   deliver: @escaping (_ path: String, Result<Kept, ReadError>) -> Void) -> WalkResult {
        let found = FoundPaths()
        let router = ArrivalRouter<Result<Kept, ReadError>>()
        let workers = WorkerThreads(count: jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount) { next in
            while true {
                let arrival = next()
                guard let path = found.path(at: arrival) else { return }
                switch extract(path, shownAs: display(path)) {
                case .success(let facts): router.put(.success(transform(facts)), arrival: arrival)
                case .failure(let problem): router.put(.failure(problem), arrival: arrival)
                }
            }
        }
        let walked = walk { found.append($0) }
        let arrived = found.close()
        let files = walked.files
        let delivery = InOrderDelivery<Result<Kept, ReadError>>(count: files.count) { deliver(files[$0], $1) }
        router.route(orderIndices(arrived: arrived, walkOrder: files)) { index, result in delivery.put(result, at: index) }
        workers.wait()
        return walked
    }

    /// For each path in arrival order, its index in the walk's order; nil for a second arrival of the same path.
    static func orderIndices(arrived: [String], walkOrder: [String]) -> [Int?] {
        var index = [String: Int](minimumCapacity: walkOrder.count)
        for (i, path) in walkOrder.enumerated() { index[path] = i }
        return arrived.map { index.removeValue(forKey: $0) }
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
}

/// Worker threads running `work` until it returns; `work` gets a function handing out 0, 1, 2… across all of
/// them. Threads get `Parser.workerStackSize`, so the parser's depth cap, not the platform's default stack,
/// bounds recursion.
final class WorkerThreads: Sendable {
    private let next = Atomic<Int>(0)
    private let done = DispatchSemaphore(value: 0)
    private let count: Int

    init(count: Int, _ work: @escaping @Sendable (_ next: () -> Int) -> Void) {
        self.count = max(1, count)
        Parser.prepareForParallelParsing()
        for _ in 0 ..< self.count {
            let thread = Thread { [self] in
                work { self.next.wrappingAdd(1, ordering: .relaxed).oldValue }
                self.done.signal()
            }
            thread.stackSize = Parser.workerStackSize
            thread.start()
        }
    }

    /// Returns once every thread's `work` has returned.
    func wait() {
        for _ in 0 ..< count { done.wait() }
    }
}

/// The paths the walk has found so far, in the order found, for workers that start before it ends.
final class FoundPaths: @unchecked Sendable {
    private let condition = NSCondition()
    private var paths: [String] = []
    private var isClosed = false

    /// Adds a batch (a folder's files) and wakes workers waiting for one.
    func append(_ batch: [String]) {
        guard !batch.isEmpty else { return }
        condition.lock()
        paths += batch
        condition.broadcast()
        condition.unlock()
    }

    /// Ends the walk: workers past the last path stop waiting. Returns every path found, in order.
    @discardableResult
    func close() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        isClosed = true
        condition.broadcast()
        return paths
    }

    /// The path found at `index`, once the walk gets that far; nil if it ends first.
    func path(at index: Int) -> String? {
        condition.lock()
        defer { condition.unlock() }
        while index >= paths.count && !isClosed { condition.wait() }
        return index < paths.count ? paths[index] : nil
    }
}

/// Results that arrive (from workers, by arrival index) before the final order is known wait here; `route`
/// places them, and every later one goes straight through.
final class ArrivalRouter<Value: Sendable>: Sendable {
    private struct State {
        var waiting: [(arrival: Int, value: Value)] = []
        var order: [Int?]?
        var place: (@Sendable (Int, Value) -> Void)?
    }

    private let state = Mutex(State())

    func put(_ value: Value, arrival: Int) {
        let routed = state.withLock { state -> (index: Int?, place: @Sendable (Int, Value) -> Void)? in
            guard let order = state.order, let place = state.place else {
                state.waiting.append((arrival, value))
                return nil
            }
            return (order[arrival], place)
        }
        if let routed, let index = routed.index { routed.place(index, value) }
    }

    /// `order[arrival]` is where the result that arrived `arrival`-th goes (nil: dropped); `place` puts it there.
    func route(_ order: [Int?], to place: @escaping @Sendable (Int, Value) -> Void) {
        let waiting = state.withLock { state in
            state.order = order
            state.place = place
            defer { state.waiting = [] }
            return state.waiting
        }
        for (arrival, value) in waiting {
            if let index = order[arrival] { place(index, value) }
        }
    }
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
