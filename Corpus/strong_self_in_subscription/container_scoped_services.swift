import Combine
import Foundation
import Swinject

// A service the container keeps one instance of (`.inObjectScope(.container)`) lives as long as the container,
// which the app keeps for the whole run: a cycle in it frees nothing. One made per resolution does not.

protocol PumpEvents: AnyObject { var errors: AnyPublisher<Error, Never> { get } }

final class PumpEventSource: PumpEvents {
    private let subject = PassthroughSubject<Error, Never>()
    var errors: AnyPublisher<Error, Never> { subject.eraseToAnyPublisher() }
}

protocol LoopManaging: AnyObject {}
protocol LoopReporting: AnyObject {}

final class LoopManager: LoopManaging {
    private var observers = Set<AnyCancellable>()
    private var lastError: Error?

    init(resolver: Resolver) {
        resolver.resolve(PumpEvents.self)!.errors.sink { self.lastError = $0 }.store(in: &observers)
    }
}

final class LoopReporter: LoopReporting {
    private var observers = Set<AnyCancellable>()
    private var failures = 0

    init(resolver: Resolver) {
        resolver.resolve(PumpEvents.self)!.errors.sink { _ in self.failures += 1 }.store(in: &observers) // expect: strong_self_in_subscription
    }
}

final class LoopAssembly: Assembly {
    func assemble(container: Container) {
        container.register(PumpEvents.self) { _ in PumpEventSource() }.inObjectScope(.container)
        container.register(LoopManaging.self) { r in LoopManager(resolver: r) }.inObjectScope(.container)
        container.register(LoopReporting.self) { r in LoopReporter(resolver: r) }
    }
}
