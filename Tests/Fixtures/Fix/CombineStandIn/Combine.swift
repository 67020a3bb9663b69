// The slice of Combine's API the fix fixtures use, with the same shapes (compiled as module `Combine` by the tests).

public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void
    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }
    public func cancel() { cancelAction() }
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }
    public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable { collection.append(self) }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

public enum Subscribers {
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher {
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> { Publishers.Map(upstream: self, transform: transform) }
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

extension Publisher where Failure == Never {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable { subscribe(receiveValue) }
}

public enum Publishers {
    public struct Map<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output
        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            upstream.subscribe { receive(transform($0)) }
        }
    }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher {
    private var receivers: [(Output) -> Void] = []
    public init() {}
    public func send(_ value: Output) { receivers.forEach { $0(value) } }
    public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        receivers.append(receive)
        return AnyCancellable {}
    }
}

extension Publisher {
    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> Publishers.CompactMap<Self, T> {
        Publishers.CompactMap(upstream: self, transform: transform)
    }
}

extension Publisher where Failure == Never {
    public func assign(to published: inout Published<Output>.Publisher) { published.source = { receive in self.subscribe(receive) } }
}

extension Publishers {
    public struct CompactMap<Upstream: Publisher, Output>: Publisher {
        public typealias Failure = Upstream.Failure
        let upstream: Upstream
        let transform: (Upstream.Output) -> Output?
        public func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
            upstream.subscribe { if let value = transform($0) { receive(value) } }
        }
    }
}

@propertyWrapper public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Publisher {
        get { Publisher() }
        set {}
    }

    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        var source: ((@escaping (Value) -> Void) -> AnyCancellable)?
        public func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable { source?(receive) ?? AnyCancellable {} }
    }
}
