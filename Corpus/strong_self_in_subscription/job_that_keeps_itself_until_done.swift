import Combine
import Foundation

// An object that keeps itself alive through its own subscriptions until its job ends, and then empties the store
// they are kept in (`self.observers.removeAll()` when the process it watches terminates), breaks the cycle on purpose:
// `[weak self]` would free it as soon as its maker's local goes. A store nothing empties keeps the cycle for good.
final class ArchiveProcessRunner {
    private var observers = Set<AnyCancellable>()
    private var output: [String] = []
    private let onDone: ([String]) -> Void

    init(onDone: @escaping ([String]) -> Void) { self.onDone = onDone }

    func start(_ process: Process) {
        NotificationCenter.default.publisher(for: Process.didTerminateNotification, object: process)
            .sink { _ in
                self.onDone(self.output)
                self.observers.removeAll()
            }
            .store(in: &observers)
        try? process.run()
    }
}

final class ArchiveProgressWatcher {
    private var observers = Set<AnyCancellable>()
    private var ticks = 0

    func watch(_ process: Process) {
        NotificationCenter.default.publisher(for: Process.didTerminateNotification, object: process)
            .sink { _ in self.ticks += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class ArchiveMenu {
    func archive() {
        let runner = ArchiveProcessRunner(onDone: { print($0) })
        runner.start(Process())
    }
}
