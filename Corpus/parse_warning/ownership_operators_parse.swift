// SE-0366 and SE-0377: `consume` and `copy` in front of a name or of `self`, noncopyable types and `consuming`
// parameters all parse; `consume(x)` stays a call of a function of that name.

struct Transaction<Value>: ~Copyable {
    var value: Value

    consuming func extend<Result>(_ body: (consuming Transaction<Value>) -> Result?) -> Result? {
        guard let result = body(consume self) else { return nil }
        return result
    }
}

func handOver(_ names: [String]) -> [String] {
    let kept = copy names
    let moved = consume kept
    return moved
}

func consume(_ value: Int) -> Int { value }

func useConsume() -> Int {
    consume(1)
}
