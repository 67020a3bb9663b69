// SE-0393/0398: `repeat` before `each`, a parenthesized pattern or `try` expands a parameter pack; `repeat {` is
// still the loop.

struct Row {
    func decode<each Column>(_ columnType: (repeat each Column).Type) -> (repeat each Column)? {
        let count = Counter.count(ofPack: repeat (each Column).self)
        print(count)
        return nil
    }
}
enum Counter {
    static func count<each T>(ofPack: repeat (each T).Type) -> Int { 0 }
}
func zipAll<each S: Sequence>(_ sequences: repeat each S) {
    var iterators = (repeat (each sequences).makeIterator())
    print(iterators)
    repeat {
        print("once")
    } while false
}
func decodeAll<each Column>(_ types: repeat (each Column).Type) throws -> (repeat each Column) {
    return (repeat try decodeOne((each Column).self))
}
func decodeOne<T>(_ type: T.Type) throws -> T { fatalError() }
