import Dispatch
import Synchronization

/// `transform` of every index in `0 ..< count`, run on all cores, the results in index order: how the per-file
/// passes of the whole-program tables, the graph and the lint rules read every file's facts at once.
public func concurrentMap<T: Sendable>(count: Int, _ transform: @Sendable (Int) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    DispatchQueue.concurrentPerform(iterations: count) { i in
        let value = transform(i)
        results.withLock { $0[i] = value }
    }
    return results.withLock { $0.map { $0! } }
}

/// `transform` of every index in `0 ..< count` like `concurrentMap`, each worker keeping one `State` (made by
/// `makeState`) across the indices it takes: a state that is a cache of pure lookups is then built once per worker,
/// not once per index, and the results do not depend on which worker took which index.
func concurrentMap<State, T: Sendable>(count: Int, state makeState: @Sendable () -> State, _ transform: @Sendable (inout State, Int) -> T) -> [T] {
    let results = Mutex([T?](repeating: nil, count: count))
    let next = Atomic<Int>(0)
    // More workers than cores: dispatch runs them in turn on the cores it has, and the later ones find no index left.
    DispatchQueue.concurrentPerform(iterations: min(count, 16)) { _ in
        var state = makeState()
        while true {
            let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
            guard i < count else { return }
            let value = transform(&state, i)
            results.withLock { $0[i] = value }
        }
    }
    return results.withLock { $0.map { $0! } }
}

/// `first()` and `second()` run side by side: two parts of a table that do not depend on each other.
public func concurrently<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let a = Mutex<A?>(nil)
    let b = Mutex<B?>(nil)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 {
            let value = first()
            a.withLock { $0 = value }
        } else {
            let value = second()
            b.withLock { $0 = value }
        }
    }
    return (a.withLock { $0! }, b.withLock { $0! })
}
