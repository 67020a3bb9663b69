// The raw-memory containers the lexer, parser and symbol table fill: they append without the uniqueness checks an
// `Array` pays on every write through `inout` state, and hand their memory over instead of copying it.

/// An append-only array of plain-data elements in raw memory: appending checks only capacity (no uniqueness),
/// elements are changed in place with a bounds check only, and `array()` copies the elements out once at the end.
/// The owner calls `deallocate`, which does not deinitialize. (The lexer's tokens and trivia, the parser's nodes.)
struct AppendBuffer<Element> {
    private var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer with room for `capacity` elements (at least 16).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Adds `element` at the end, doubling the memory when it is full.
    @inline(__always) mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    private mutating func grow() {
        base = base.moved(count: count, toCapacity: capacity * 2)
        capacity *= 2
    }

    /// The element at `index`, read and changed in place.
    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(UInt(bitPattern: index) < UInt(count), "index out of range")
            return UnsafePointer(base + index)
        }
        nonmutating unsafeMutableAddress {
            precondition(UInt(bitPattern: index) < UInt(count), "index out of range")
            return base + index
        }
    }

    /// The elements, copied into an array.
    func array() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// Frees the memory (without deinitializing: the elements are plain data).
    func deallocate() { base.deallocate() }

    /// The elements' memory, for a new owner that frees it (the parser's nodes become `SyntaxNodes`).
    func handOver() -> UnsafeMutablePointer<Element> { base }
}

extension UnsafeMutablePointer {
    /// The first `count` elements moved into a new allocation of `newCapacity`; this one is freed (growing the raw
    /// buffers of the lexer and the symbol table).
    func moved(count: Int, toCapacity newCapacity: Int) -> UnsafeMutablePointer<Pointee> {
        let bigger = UnsafeMutablePointer<Pointee>.allocate(capacity: newCapacity)
        bigger.moveInitialize(from: self, count: count)
        deallocate()
        return bigger
    }
}

/// Tokens written into the storage of the array being built; the few a dense file has beyond its capacity spill
/// into a second array.
struct TokenSink {
    private let base: UnsafeMutablePointer<Token>
    private let capacity: Int
    private(set) var count = 0
    private(set) var spilled: [Token] = []

    /// A sink writing into `buffer`, the uninitialized storage of the array being built.
    init(_ buffer: UnsafeMutableBufferPointer<Token>) {
        base = buffer.baseAddress!
        capacity = buffer.count
    }

    /// Adds `token` in the storage, or to `spilled` once the storage is full.
    @inline(__always) mutating func append(_ token: Token) {
        if count < capacity { (base + count).initialize(to: token) } else { spilled.append(token) }
        count &+= 1
    }

    /// The last token added.
    var last: Token? { count == 0 ? nil : count <= capacity ? base[count - 1] : spilled.last }

    /// How many tokens are in the array's storage.
    var storedCount: Int { min(count, capacity) }
}
