// A task whose handle a stop method cancels: the owner ends the loop itself (a tunnel provider's stopTunnel, a
// coordinator's finish), so the loop does not outlive it. Cancelled only in deinit, it still does.

actor StateMachine {
    var states: AsyncStream<Int> { AsyncStream { _ in } }
}

final class TunnelImplementation {
    private let machine = StateMachine()
    private var observer: Task<Void, Never>?
    private var logger: Task<Void, Never>?
    var reasserting = false

    func startTunnel() {
        observer = Task {
            for await state in await self.machine.states { self.reasserting = state == 1 }
        }
        logger = Task { // expect: async_loop_strong_self
            for await state in await self.machine.states { self.log(state) }
        }
    }

    func stopTunnel() {
        observer?.cancel()
        observer = nil
    }

    func log(_ state: Int) {}

    deinit { logger?.cancel() }
}

final class SettingsWatcher {
    private let machine = StateMachine()
    private var watching: Task<Void, Never>?

    func begin() {
        watching = Task { // expect: async_loop_strong_self
            for await state in await machine.states { apply(state) }
        }
    }

    func apply(_ state: Int) {}

    func pause() {
        let other: Task<Void, Never>? = nil
        other?.cancel()
    }
}

final class ProfileObserver {
    private let machine = StateMachine()
    private var watchTask: Task<Void, Never>?

    func watch() {
        watchTask?.cancel()
        watchTask = Task { // expect: async_loop_strong_self
            for await state in await self.machine.states { self.show(state) }
        }
    }

    func show(_ state: Int) {}
}

final class EventStreamer {
    private let machine = StateMachine()
    private var received = 0

    func events() -> AsyncStream<Int> {
        AsyncStream { continuation in
            var producer: Task<Void, Never>? = nil
            producer = Task {
                for await state in await self.machine.states {
                    self.received += 1
                    continuation.yield(state)
                }
            }
            continuation.onTermination = { _ in producer?.cancel() }
        }
    }
}
