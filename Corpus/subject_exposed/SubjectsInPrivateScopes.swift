import Combine
import Foundation

/// An enclosing private type or extension hides its subjects.
private final class ReachabilityRelay {
    let changes = PassthroughSubject<Bool, Never>()

    final class Nested {
        let pings = PassthroughSubject<Void, Never>()
    }
}

final class ReachabilityMonitor {
    private let relay = Relay()
}

private extension ReachabilityMonitor {
    static let shared = PassthroughSubject<Bool, Never>()
}

fileprivate struct Relay {
    var updates = CurrentValueSubject<Bool, Never>(true)
}
