/// A stand-in for a Combine publisher, so the package also builds where Combine does not exist.
public struct Ticker {
    public init() {}
    @discardableResult
    public func sink(_ receive: @escaping (Int) -> Void) -> Int { 0 }
}

public final class Screen {
    let ticker = Ticker()

    public init() {}

    public func start() {
        ticker.sink { print($0) }
    }
}
